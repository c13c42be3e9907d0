#include "cli/CliGenerateCommand.h"

#include "cli/CliJobOptions.h"
#include "cli/CliModule.h"
#include "generate/CommandGenerator.h"
#include "model/JobFile.h"
#include "util/BuildInfo.h"
#include "validate/JobChecks.h"

namespace ddpw {

namespace {

QString output(const JobSpec& job, const QString& format)
{
    const CommandGenerator generator(job);
    if (format == QLatin1String("script"))
        return generator.bashScript();
    if (format == QLatin1String("json"))
        return QString::fromUtf8(JobFile::toJson(job));
    return generator.platformCommand();
}

} // namespace

CliGenerateCommand::CliGenerateCommand()
    : CliSubcommand({.name = QStringLiteral("generate"),
                     .description = tr("Print the start command for the platform's form (or a bash script, or the job "
                                       "file).\nScript arguments go after --, e.g.\n"
                                       "  ddpwizard-cli generate --nodes 2 --gpus-per-node 8 --torch 2.6 --script "
                                       "train.py -- --lr 0.1"),
                     .formats = QStringList{QStringLiteral("command"), QStringLiteral("script"), QStringLiteral("json"),
                                            QStringLiteral("volcano")},
                     .formatHelp = tr("command (default), script, json or volcano (a Volcano Job manifest)"),
                     .machineFormats = {},
                     .scriptArguments = true})
{
}

void CliGenerateCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("version"), tr("show the version")});
    parser.addOption(
        {QStringLiteral("namespace"), tr("volcano: the manifest's Kubernetes namespace"), QStringLiteral("NAME")});
    m_job.addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("-- ARGS"), tr("arguments for the training script"));
}

int CliGenerateCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    if (parser.isSet(QStringLiteral("version"))) {
        io.out << QStringLiteral("ddpwizard-cli %1\n").arg(QLatin1String(DDPW_VERSION));
        return ExitOk;
    }
    if (const QString error = m_job.read(parser, io, scriptArguments()); !error.isEmpty())
        return usageError(io, error);
    const JobSpec& job = *m_job.job();
    bool failed = false;
    for (const CommandDiagnostic& problem : JobChecks::problems(job)) {
        if (problem.severity != Severity::Error)
            continue;
        QString message = CliJobOptions::flagFor(*problem.field) + QStringLiteral(": ") + problem.message;
        if (problem.jobFix)
            message += u' ' + tr("(fix: %1)").arg(problem.jobFix->label);
        usageError(io, message);
        failed = true;
    }
    if (failed)
        return ExitUsage;
    if (format(parser) == QLatin1String("volcano")) {
        // yaml-cpp is in the export module, loaded only for this format.
        QString error;
        const CliModuleEntry* exporter = CliModule::entry(CliModule::Export, &error);
        if (!exporter || !exporter->writeVolcano)
            return usageError(io, error);
        return exporter->writeVolcano(job, parser.value(QStringLiteral("namespace")), io);
    }
    io.out << output(job, format(parser));
    return ExitOk;
}

} // namespace ddpw
