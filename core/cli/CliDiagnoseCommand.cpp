#include "cli/CliDiagnoseCommand.h"

#include "cli/CliHelp.h"
#include "cli/CliInput.h"
#include "cli/CliLanguage.h"
#include "diagnose/DiagnoseCatalog.h"
#include "diagnose/DiagnoseReportFormat.h"
#include "diagnose/LogDiagnoser.h"
#include "diagnose/LogRules.h"
#include "model/CommandImporter.h"
#include "model/JobFile.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

namespace ddpw {

namespace {

// The prefilter's literals as grep -E patterns (the speed comparison of docs/performance.md).
QString patternList()
{
    QString out;
    for (const QByteArray& literal : LogRules::triggers()) {
        QString pattern;
        for (char c : literal) {
            if (QByteArrayView(".[]()*+?{}|^$\\").contains(c))
                pattern += u'\\';
            pattern += QLatin1Char(c);
        }
        out += pattern + u'\n';
    }
    return out;
}

QString kindList(bool json)
{
    if (json) {
        nlohmann::json list = nlohmann::json::array();
        for (const DiagnoseCatalog::Entry& entry : DiagnoseCatalog::entries())
            list.push_back({{"kind", entry.slug},
                            {"title", DiagnoseCatalog::title(entry.kind).toStdString()},
                            {"fix", DiagnoseCatalog::fix(entry.kind).toStdString()},
                            {"reference", entry.reference}});
        return QString::fromStdString(list.dump(2)) + u'\n';
    }
    QString out;
    for (const DiagnoseCatalog::Entry& entry : DiagnoseCatalog::entries())
        out += QStringLiteral("%1\n    %2\n").arg(QLatin1String(entry.slug), DiagnoseCatalog::title(entry.kind));
    return out;
}

} // namespace

int CliDiagnoseCommand::run(const QStringList& arguments, CliIo& io) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Read the logs of a failed job (one per node, or one interleaved log; - or none for standard input) and "
           "say why it failed, root cause first: each finding with the log lines that show it (LOG:LINE: text), the "
           "fix, and what it explains. With --job or --command a finding names the part of the start command behind "
           "it and offers the fix validate offers.\n"
           "Exit codes: 0 nothing points at a failure, 1 a finding does, 2 usage or input error."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    const QCommandLineOption job(QStringLiteral("job"), tr("the job file of the failed job"), QStringLiteral("FILE"));
    const QCommandLineOption command(QStringLiteral("command"),
                                     tr("the start command of the failed job (read like the form's Open command)"),
                                     QStringLiteral("FILE"));
    const QCommandLineOption torch(QStringLiteral("torch"), tr("the torch version of the image, e.g. 1.13 or 2.6"),
                                   QStringLiteral("VERSION"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text (default) or json"), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption listKinds(QStringLiteral("list-kinds"), tr("list every finding kind and exit"));
    const QCommandLineOption listPatterns(QStringLiteral("list-patterns"),
                                          tr("print the literals the prefilter looks for, as grep -E patterns"));
    for (const QCommandLineOption& option : {help, job, command, torch, format, listKinds, listPatterns})
        parser.addOption(option);
    parser.addPositionalArgument(QStringLiteral("LOG"), tr("log files; - or nothing for standard input"),
                                 QStringLiteral("[LOG...|-]"));

    const QString prefix = QStringLiteral("ddpwizard-cli diagnose: error: ");
    const auto usageError = [&](const QString& text) {
        io.err << prefix << text << u'\n';
        io.err.flush();
        return int(ExitUsage);
    };
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, QStringLiteral("diagnose"));
        return ExitOk;
    }
    const QString formatValue = parser.value(format);
    if (formatValue != QLatin1String("text") && formatValue != QLatin1String("json"))
        return usageError(tr("--format: \"%1\" is not one of: text, json").arg(formatValue));
    const bool json = formatValue == QLatin1String("json");
    if (json)
        CliLanguage::useEnglish(); // read by programs: English in every locale
    if (parser.isSet(listPatterns)) {
        io.out << patternList();
        return ExitOk;
    }
    if (parser.isSet(listKinds)) {
        io.out << kindList(json);
        return ExitOk;
    }
    if (parser.isSet(job) && parser.isSet(command))
        return usageError(tr("--job and --command exclude each other: give one"));

    DiagnoseOptions options;
    if (parser.isSet(torch)) {
        const std::optional<TorchVersion> version = TorchVersion::parse(parser.value(torch));
        if (!version)
            return usageError(tr("--torch: \"%1\" is not a torch version (e.g. 1.13, 2.6)").arg(parser.value(torch)));
        options.torch = *version;
    }
    if (parser.isSet(job)) {
        const JobFileResult loaded = JobFile::load(parser.value(job));
        if (!loaded.ok())
            return usageError(tr("--job: %1").arg(loaded.error.toString()));
        options.job = *loaded.job;
    }
    if (parser.isSet(command)) {
        CliInput input;
        if (!input.read(parser.value(command), io))
            return usageError(tr("--command: %1").arg(input.error()));
        JobSpec base;
        base.torchVersion = options.torch.value_or(TorchVersion());
        const CommandImport imported = CommandImporter::import(input.text(), base);
        if (imported.ok)
            options.job = imported.job;
        options.command = input.text();
    }

    QStringList logs = parser.positionalArguments();
    if (logs.isEmpty())
        logs.append(QStringLiteral("-"));
    if (logs.count(QStringLiteral("-")) > 1)
        return usageError(tr("standard input (-) can be read once"));
    // Every file must open before anything is read: a typo is a usage error, not a finding.
    QList<std::shared_ptr<QFile>> files;
    for (const QString& path : logs) {
        if (path == QLatin1String("-")) {
            files.append(nullptr);
            continue;
        }
        auto file = std::make_shared<QFile>(path);
        if (QFileInfo(path).isDir() || !file->open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return usageError(tr("cannot read %1: %2")
                                  .arg(path, QFileInfo(path).isDir() ? tr("is a directory") : file->errorString()));
        files.append(file);
    }
    LogDiagnoser diagnoser(options);
    for (qsizetype i = 0; i < logs.size(); ++i) {
        const bool stdinLog = !files.at(i);
        const int source = diagnoser.addSource(stdinLog ? QStringLiteral("<stdin>") : logs.at(i));
        QIODevice& device = stdinLog ? io.in : *files.at(i);
        if (!diagnoser.readDevice(source, device))
            return usageError(
                tr("cannot read %1: %2").arg(stdinLog ? QStringLiteral("<stdin>") : logs.at(i), device.errorString()));
    }
    const DiagnoseReport report = diagnoser.finish();
    if (json)
        io.out << QString::fromStdString(DiagnoseReportFormat::toJson(report).dump(
                      2, ' ', false, nlohmann::json::error_handler_t::replace))
               << u'\n';
    else
        io.out << DiagnoseReportFormat::toText(report);
    return report.hasErrors() ? ExitFindings : ExitOk;
}

} // namespace ddpw
