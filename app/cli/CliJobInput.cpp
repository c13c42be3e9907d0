#include "cli/CliJobInput.h"

#include "cli/CliInput.h"
#include "cli/CliOptionNames.h"
#include "cli/CliTorchOption.h"
#include "document/CommandImporter.h"
#include "model/JobFile.h"
#include "model/PlatformEnvironment.h"

#include <algorithm>

namespace ddpw {

void CliJobInput::addOptions(QCommandLineParser& parser, Parts parts)
{
    if (parts.job)
        parser.addOption({CliOptionNames::job, tr("job file (as the GUI saves it)"), QStringLiteral("FILE")});
    if (parts.command)
        parser.addOption({CliOptionNames::command,
                          tr("start command file, run as written (read into a job like the form's Open command); "
                             "- for standard input"),
                          QStringLiteral("FILE")});
    if (parts.torch)
        CliTorchOption::addOption(parser, tr("torch version the command is read for (default unknown)"));
    if (parts.platformEnv)
        parser.addOption({CliOptionNames::platformEnv,
                          tr("a variable your platform sets on every node, with a sample value (repeatable)"),
                          QStringLiteral("NAME=VALUE")});
}

QString CliJobInput::loadJobFile(const QString& path, JobSpec& job)
{
    const JobFileResult loaded = JobFile::load(path);
    if (!loaded.ok())
        return tr("--job: %1").arg(loaded.error.toString());
    job = *loaded.job;
    return {};
}

QString CliJobInput::applyPlatformEnv(const QStringList& assignments, JobSpec& job)
{
    for (const QString& assignment : assignments) {
        EnvVar var;
        if (const QString error = PlatformEnvironment::parseAssignment(assignment, var); !error.isEmpty())
            return CliOptionNames::flag(CliOptionNames::platformEnv) + QStringLiteral(": ") + error;
        auto existing = std::find_if(job.platformVariables.begin(), job.platformVariables.end(),
                                     [&](const EnvVar& v) { return v.name == var.name; });
        if (existing != job.platformVariables.end())
            existing->value = var.value;
        else
            job.platformVariables.append(var);
    }
    return {};
}

QString CliJobInput::read(const QCommandLineParser& parser, CliIo& io, Parts owned)
{
    const auto isSet = [&parser](const QString& name) {
        return parser.optionNames().contains(name) && parser.isSet(name);
    };
    if (isSet(CliOptionNames::job) && isSet(CliOptionNames::command))
        return tr("--job and --command exclude each other: give one");
    if (isSet(CliOptionNames::torch)) {
        QString error;
        m_torch = CliTorchOption::read(parser, &error);
        if (!error.isEmpty())
            return error;
    }
    if (isSet(CliOptionNames::job)) {
        JobSpec job;
        if (const QString error = loadJobFile(parser.value(CliOptionNames::job), job); !error.isEmpty())
            return error;
        if (m_torch)
            job.torchVersion = *m_torch;
        m_job = job;
    }
    if (isSet(CliOptionNames::command)) {
        CliInput input;
        if (!input.read(parser.value(CliOptionNames::command), io))
            return tr("--command: %1").arg(input.error());
        m_command = input.text();
        m_hasCommand = true;
        // A command does not say which torch it was written for: "unknown" reads the spellings
        // of every release unless --torch says which.
        JobSpec base;
        base.torchVersion = m_torch.value_or(TorchVersion());
        const CommandImport imported = CommandImporter::import(m_command, base);
        if (imported.ok) {
            m_job = imported.job;
            m_notCarried = imported.notRepresented;
        } else {
            m_importError = imported.error;
        }
    }
    if (isSet(CliOptionNames::platformEnv)) {
        if (!m_job && !owned.platformEnv)
            return {}; // the subcommand's job flags build the job and apply it
        if (!m_job && m_importError.isEmpty())
            return tr("--platform-env: give it with --job or --command, whose nodes it describes");
        JobSpec job = m_job.value_or(JobSpec());
        if (const QString error = applyPlatformEnv(parser.values(CliOptionNames::platformEnv), job); !error.isEmpty())
            return error;
        m_job = job;
    }
    return {};
}

QStringList CliJobInput::notCarriedMessages() const
{
    QStringList lines;
    for (const QString& part : m_notCarried)
        lines.append(tr("--command: not carried into the job (the command runs as written): %1").arg(part));
    return lines;
}

} // namespace ddpw
