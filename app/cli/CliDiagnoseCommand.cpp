#include "cli/CliDiagnoseCommand.h"

#include "cli/CliInput.h"
#include "cli/CliJobInput.h"
#include "logdiagnosis/LogDiagnoser.h"
#include "logdiagnosis/LogDiagnosisReportFormat.h"
#include "logdiagnosis/LogFindingCatalog.h"
#include "logdiagnosis/LogRules.h"

#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace ddpw {

namespace {

// The prefilter's literals as grep -E patterns (the speed comparison of docs/performance.md).
QString patternList()
{
    QString out;
    for (const QByteArray& literal : LogDiagnoser::prefilterLiterals()) {
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
        for (const LogFindingCatalog::Entry& entry : LogFindingCatalog::entries())
            list.push_back({{"kind", entry.slug},
                            {"title", LogFindingCatalog::title(entry.kind).toStdString()},
                            {"fix", LogFindingCatalog::fix(entry.kind).toStdString()},
                            {"reference", entry.reference}});
        return QString::fromStdString(list.dump(2)) + u'\n';
    }
    QString out;
    for (const LogFindingCatalog::Entry& entry : LogFindingCatalog::entries())
        out += QStringLiteral("%1\n    %2\n").arg(QLatin1String(entry.slug), LogFindingCatalog::title(entry.kind));
    return out;
}

const QString kListKinds = QStringLiteral("list-kinds");
const QString kListPatterns = QStringLiteral("list-patterns");

} // namespace

CliDiagnoseCommand::CliDiagnoseCommand()
    : CliSubcommand(
          {.name = QStringLiteral("diagnose"),
           .description =
               tr("Read the logs of a failed job (one per node, or one interleaved log; - or none for standard input) "
                  "and say why it failed, root cause first: each finding with the log lines that show it (LOG:LINE: "
                  "text), the fix, and what it explains. With --job or --command a finding names the part of the start "
                  "command behind it and offers the fix validate offers.\n"
                  "Exit codes: 0 nothing points at a failure, 1 a finding does, 2 usage or input error."),
           .formats = {QStringLiteral("text"), QStringLiteral("json")},
           .maxPositionals = -1,
           .positionalName = QStringLiteral("LOG"),
           .positionalSyntax = QStringLiteral("[LOG...|-]"),
           .positionalHelp = tr("log files; - or nothing for standard input")})
{
}

void CliDiagnoseCommand::addOptions(QCommandLineParser& parser)
{
    m_job.addOptions(parser);
    parser.addOption({kListKinds, tr("list every finding kind and exit")});
    parser.addOption({kListPatterns, tr("print the literals the prefilter looks for, as grep -E patterns")});
}

int CliDiagnoseCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    const bool json = format(parser) == QLatin1String("json");
    if (parser.isSet(kListPatterns)) {
        io.out << patternList();
        return ExitOk;
    }
    if (parser.isSet(kListKinds)) {
        io.out << kindList(json);
        return ExitOk;
    }
    LogDiagnosisOptions options;
    const CliJobInput& input = m_job;
    if (const QString error = m_job.read(parser, io); !error.isEmpty())
        return usageError(io, error);
    // A command that is no job still names the parts of the start command behind a finding.
    if (input.hasCommand() && !input.importError().isEmpty())
        warn(io, tr("--command: not read into a job: %1").arg(input.importError()));
    for (const QString& line : input.notCarriedMessages())
        warn(io, line);
    options.torch = input.torch();
    if (input.job())
        options.job = *input.job();
    if (input.hasCommand())
        options.command = input.command();

    QStringList logs = parser.positionalArguments();
    if (logs.isEmpty())
        logs.append(QStringLiteral("-"));
    if (logs.count(QStringLiteral("-")) > 1)
        return usageError(io, tr("standard input (-) can be read once"));
    // Every file must open before anything is read: a typo is a usage error, not a finding.
    QList<std::shared_ptr<QFile>> files;
    for (const QString& path : logs) {
        if (path == QLatin1String("-")) {
            files.append(nullptr);
            continue;
        }
        auto file = std::make_shared<QFile>(path);
        if (QFileInfo(path).isDir())
            return usageError(io, tr("cannot read %1: %2").arg(path, tr("is a directory")));
        if (!file->open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return usageError(io, tr("cannot read %1: %2").arg(path, file->errorString()));
        files.append(file);
    }
    LogDiagnoser diagnoser(options);
    for (qsizetype i = 0; i < logs.size(); ++i) {
        const bool fromStdin = !files.at(i);
        const QString name = fromStdin ? QStringLiteral("<stdin>") : logs.at(i);
        const int source = diagnoser.addSource(name);
        QIODevice& device = fromStdin ? io.in : *files.at(i);
        if (!diagnoser.readDevice(source, device))
            return usageError(io, tr("cannot read %1: %2").arg(name, device.errorString()));
    }
    const LogDiagnosisReport report = diagnoser.finish();
    if (json)
        io.out << LogDiagnosisReportFormat::toJson(report) << u'\n';
    else
        io.out << LogDiagnosisReportFormat::toText(report);
    return report.hasErrors() ? ExitFindings : ExitOk;
}

} // namespace ddpw
