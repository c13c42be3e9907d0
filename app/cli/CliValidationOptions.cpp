#include "cli/CliValidationOptions.h"

#include "cli/CliJobInput.h"
#include "cli/CliOptionNames.h"
#include "cli/CliTorchOption.h"
#include "model/PlatformEnvironment.h"
#include "util/KubernetesName.h"

namespace ddpw {

void CliValidationOptions::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({CliOptionNames::job,
                      tr("the job FILE the command was written for: its torch, nodes, GPUs, role and python, and its "
                         "choices (a launcher or local-rank spelling the job chose is said as info); the options "
                         "below override it"),
                      QStringLiteral("FILE")});
    CliTorchOption::addOption(
        parser, tr("torch version in the image: %1 ... %2 or unknown (default 2.6)")
                    .arg(TorchVersion::supported().first().toString(), TorchVersion::newest().toString()));
    parser.addOption({QStringLiteral("nodes"), tr("the form's node count: --nnodes must agree"), QStringLiteral("N")});
    parser.addOption({QStringLiteral("gpus-per-node"), tr("the form's GPUs per node: --nproc_per_node must agree"),
                      QStringLiteral("G")});
    parser.addOption({QStringLiteral("python"), tr("the image's python (e.g. python3 or /opt/conda/bin/python)"),
                      QStringLiteral("PYTHON")});
    parser.addOption({QStringLiteral("role"), tr("the worker role's name (default worker: VC_WORKER_HOSTS)"),
                      QStringLiteral("NAME")});
    // --job is a job FILE wherever a subcommand takes one; the name has its own option.
    parser.addOption({CliOptionNames::jobName, tr("the job's name: the pods are <job>-<role>-<index> (default job)"),
                      QStringLiteral("NAME")});
    parser.addOption({{QStringLiteral("env"), QStringLiteral("platform-env")},
                      tr("a variable your platform sets on every node, with a sample value (repeatable)"),
                      QStringLiteral("NAME=VALUE")});
}

QString CliValidationOptions::read(const QCommandLineParser& parser, ValidationOptions& options) const
{
    if (parser.isSet(CliOptionNames::job)) {
        JobSpec job;
        if (const QString error = CliJobInput::loadJobFile(parser.value(CliOptionNames::job), job); !error.isEmpty())
            return error;
        options = ValidationOptions::forJob(job);
    }
    QString torchError;
    if (const std::optional<TorchVersion> version = CliTorchOption::read(parser, &torchError))
        options.torch = *version;
    if (!torchError.isEmpty())
        return torchError;
    if (parser.isSet(QStringLiteral("nodes"))) {
        bool ok = false;
        const int nodes = parser.value(QStringLiteral("nodes")).toInt(&ok);
        if (!ok || nodes < 1 || nodes > JobSpec::kMaxNodes)
            return tr("--nodes: \"%1\" is not a node count from 1 to %2")
                .arg(parser.value(QStringLiteral("nodes")))
                .arg(JobSpec::kMaxNodes);
        options.nodes = nodes;
    }
    if (parser.isSet(QStringLiteral("gpus-per-node"))) {
        bool ok = false;
        const int gpus = parser.value(QStringLiteral("gpus-per-node")).toInt(&ok);
        if (!ok || gpus < 0 || gpus > JobSpec::kMaxGpusPerNode)
            return tr("--gpus-per-node: \"%1\" is not a GPU count from 0 to %2")
                .arg(parser.value(QStringLiteral("gpus-per-node")))
                .arg(JobSpec::kMaxGpusPerNode);
        options.gpusPerNode = gpus;
    }
    if (parser.isSet(QStringLiteral("python")))
        options.python = parser.value(QStringLiteral("python"));
    if (parser.isSet(QStringLiteral("role"))) {
        const QString role = parser.value(QStringLiteral("role"));
        if (role.isEmpty())
            return tr("--role: the role name is empty");
        options.roleName = role;
    }
    if (parser.isSet(CliOptionNames::jobName)) {
        const QString job = parser.value(CliOptionNames::jobName);
        if (!KubernetesName::isDnsLabel(job))
            return tr("--job-name: \"%1\" is not a valid job name (lower-case letters, digits and '-')").arg(job);
        options.jobName = job;
    }
    for (const QString& item : parser.values(QStringLiteral("env"))) {
        EnvVar var;
        if (const QString error = PlatformEnvironment::parseAssignment(item, var); !error.isEmpty())
            return tr("--env: %1").arg(error);
        options.platformVariables.removeIf([&var](const EnvVar& known) { return known.name == var.name; });
        options.platformVariables.append(var);
    }
    return QString();
}

} // namespace ddpw
