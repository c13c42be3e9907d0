#include "ProblemLocator.h"

namespace ddpw {

std::pair<int, int> ProblemLocator::wordAt(const QString& command, int begin)
{
    int end = begin;
    while (end < command.size() && !command[end].isSpace())
        ++end;
    return {begin, end};
}

std::pair<int, int> ProblemLocator::firstOf(const QString& command, const QStringList& needles)
{
    for (const QString& needle : needles) {
        const int at = int(command.indexOf(needle));
        if (at >= 0)
            return wordAt(command, at);
    }
    return {0, 0};
}

std::pair<int, int> ProblemLocator::rangeFor(const QString& command, JobField field)
{
    switch (field) {
    case JobField::RoleName:
    case JobField::MasterDerivation: {
        const int at = int(command.indexOf(QLatin1String("export MASTER=")));
        if (at < 0)
            return {0, 0};
        const int end = int(command.indexOf(u'\n', at));
        return {at, end < 0 ? int(command.size()) : end};
    }
    case JobField::NodeCount:
    case JobField::Elastic:
    case JobField::NnodesFromEnv: return firstOf(command, {QStringLiteral("--nnodes")});
    case JobField::GpusPerNode:
    case JobField::NprocPerNode:
        return firstOf(command, {QStringLiteral("--nproc-per-node"), QStringLiteral("--nproc_per_node")});
    case JobField::Launcher:
    case JobField::UseEnv:
    case JobField::Python:
        return firstOf(command, {QStringLiteral("torchrun"), QStringLiteral("torch.distributed.launch")});
    case JobField::RendezvousBackend:
        return firstOf(command, {QStringLiteral("--rdzv-backend"), QStringLiteral("--rdzv_backend"),
                                 QStringLiteral("--node-rank"), QStringLiteral("--node_rank")});
    case JobField::Port:
        return firstOf(command, {QStringLiteral("--rdzv-endpoint"), QStringLiteral("--rdzv_endpoint"),
                                 QStringLiteral("--master-port"), QStringLiteral("--master_port")});
    case JobField::RendezvousId: return firstOf(command, {QStringLiteral("--rdzv-id"), QStringLiteral("--rdzv_id")});
    case JobField::MaxRestarts:
        return firstOf(command, {QStringLiteral("--max-restarts"), QStringLiteral("--max_restarts")});
    case JobField::Env: return firstOf(command, {QStringLiteral("\nexport ")});
    case JobField::EntryKind:
    case JobField::Entry:
    case JobField::ScriptArgs: {
        // The entry point follows the last option line of the launcher.
        const int lastOption = int(command.lastIndexOf(QLatin1String("\n    -")));
        const int line = int(command.indexOf(QLatin1String("\n    "), lastOption < 0 ? 0 : lastOption + 1));
        if (line < 0)
            return {0, 0};
        return wordAt(command, line + 5);
    }
    case JobField::JobName:
    case JobField::Image:
    case JobField::TorchVersion:
    case JobField::ComputeFramework: break;
    }
    return {0, 0};
}

QList<PreviewDiagnostic> ProblemLocator::locate(const QString& command, const QList<JobProblem>& problems)
{
    QList<PreviewDiagnostic> result;
    for (qsizetype index = 0; index < problems.size(); ++index) {
        const JobProblem& problem = problems[index];
        const auto [begin, end] = rangeFor(command, problem.field);
        PreviewDiagnostic diagnostic;
        diagnostic.beginOffset = begin;
        diagnostic.endOffset = end;
        diagnostic.severity = problem.severity;
        diagnostic.code = JobSpec::jsonKey(problem.field);
        diagnostic.message = problem.message;
        diagnostic.jobProblem = int(index);
        if (problem.fix) {
            diagnostic.hasFix = true;
            diagnostic.fixLabel = problem.fix->label;
        }
        result.append(diagnostic);
    }
    return result;
}

} // namespace ddpw
