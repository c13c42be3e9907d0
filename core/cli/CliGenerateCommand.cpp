#include "cli/CliGenerateCommand.h"

#include "cli/CliHelp.h"

#include "cli/JobCommandLine.h"
#include "export/VolcanoExporter.h"
#include "generate/CommandGenerator.h"
#include "model/JobFile.h"
#include "util/BuildInfo.h"

#include <QCommandLineParser>

namespace ddpw {

namespace {

const QStringList kFormats{QStringLiteral("command"), QStringLiteral("script"), QStringLiteral("json"),
                           QStringLiteral("volcano")};

QString output(const JobSpec& job, const QString& format)
{
    const CommandGenerator generator(job);
    if (format == QLatin1String("script"))
        return generator.bashScript();
    if (format == QLatin1String("json"))
        return QString::fromUtf8(JobFile::toJson(job));
    return generator.platformCommand();
}

// The Volcano manifest can have problems the other formats do not (a name Kubernetes refuses):
// a changed name is a warning on stderr, an impossible export a usage error.
int writeVolcano(const JobSpec& job, const QString& namespaceName, CliIo& io)
{
    VolcanoExportOptions options;
    options.namespaceName = namespaceName;
    const VolcanoExport exported = VolcanoExporter::exportJob(job, options);
    if (!exported.ok()) {
        io.err << QStringLiteral("ddpwizard-cli generate: error: ") << exported.error << u'\n';
        return ExitUsage;
    }
    for (const QString& warning : exported.warnings)
        io.err << QStringLiteral("ddpwizard-cli generate: warning: ") << warning << u'\n';
    io.out << exported.yaml;
    return ExitOk;
}

} // namespace

int CliGenerateCommand::run(const QStringList& arguments, CliIo& io) const
{
    const SplitArguments split = splitAtDoubleDash(arguments);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Print the start command for the platform's form (or a bash script, or the job file).\n"
           "Script arguments go after --, e.g.\n"
           "  ddpwizard-cli generate --nodes 2 --gpus-per-node 8 --torch 2.6 --script train.py -- --lr 0.1"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    const QCommandLineOption version(QStringLiteral("version"), tr("show the version"));
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("command (default), script, json or volcano (a Volcano Job manifest)"),
                                    QStringLiteral("FORMAT"), QStringLiteral("command"));
    parser.addOption(help);
    parser.addOption(version);
    parser.addOption(format);
    const QCommandLineOption namespaceOption(
        QStringLiteral("namespace"), tr("volcano: the manifest's Kubernetes namespace"), QStringLiteral("NAME"));
    parser.addOption(namespaceOption);
    const JobCommandLine jobFlags;
    jobFlags.addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("-- ARGS"), tr("arguments for the training script"));

    const QString prefix = QStringLiteral("ddpwizard-cli generate: error: ");
    if (!parser.parse(split.options)) {
        io.err << prefix << parser.errorText() << u'\n';
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, QStringLiteral("generate"));
        return ExitOk;
    }
    if (parser.isSet(version)) {
        io.out << QStringLiteral("ddpwizard-cli %1\n").arg(QLatin1String(DDPW_VERSION));
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty()) {
        io.err
            << prefix
            << tr("unexpected argument \"%1\": script arguments go after --").arg(parser.positionalArguments().first())
            << u'\n';
        return ExitUsage;
    }
    if (!kFormats.contains(parser.value(format))) {
        io.err
            << prefix
            << tr("--format: \"%1\" is not one of: %2").arg(parser.value(format), kFormats.join(QStringLiteral(", ")))
            << u'\n';
        return ExitUsage;
    }

    JobSpec job;
    const std::optional<QStringList> scriptArgs = split.hadSeparator ? std::optional(split.scriptArgs) : std::nullopt;
    if (const QString error = jobFlags.buildJob(parser, scriptArgs, job); !error.isEmpty()) {
        io.err << prefix << error << u'\n';
        return ExitUsage;
    }
    bool failed = false;
    for (const JobProblem& problem : job.problems()) {
        if (problem.severity != Severity::Error)
            continue;
        io.err << prefix << JobCommandLine::flagFor(problem.field) << QStringLiteral(": ") << problem.message;
        if (problem.fix)
            io.err << ' ' << tr("(fix: %1)").arg(problem.fix->label);
        io.err << u'\n';
        failed = true;
    }
    if (failed)
        return ExitUsage;
    if (parser.value(format) == QLatin1String("volcano"))
        return writeVolcano(job, parser.value(namespaceOption), io);
    io.out << output(job, parser.value(format));
    return ExitOk;
}

} // namespace ddpw
