#include "model/JobSpec.h"

#include "model/PlatformEnvironment.h"

namespace ddpw {

JobSpec JobSpec::guideExample()
{
    JobSpec job;
    job.jobName = QStringLiteral("pytorch-ddp");
    job.nodeCount = 2;
    job.gpusPerNode = 8;
    job.rendezvousId = QStringLiteral("0");
    job.entry = QStringLiteral("YOUR_TRAINING_SCRIPT.py");
    return job;
}

QString JobSpec::hostsVariable() const
{
    return PlatformEnvironment::hostsVariable(roleName);
}

QString JobSpec::countVariable() const
{
    return PlatformEnvironment::countVariable(roleName);
}

QString JobSpec::taskIndexVariable()
{
    return PlatformEnvironment::taskIndexVariable();
}

std::optional<int> JobSpec::resolvedNprocPerNode() const
{
    switch (nprocPerNode.kind) {
    case NprocPerNode::Kind::MatchGpus: return gpusPerNode > 0 ? gpusPerNode : 1;
    case NprocPerNode::Kind::Number: return nprocPerNode.number;
    case NprocPerNode::Kind::Gpu: return gpusPerNode;
    case NprocPerNode::Kind::Auto: return gpusPerNode > 0 ? std::optional<int>(gpusPerNode) : std::nullopt;
    }
    return std::nullopt;
}

std::optional<LocalRankFrom> JobSpec::launcherPasses(const TorchVersion& torch)
{
    if (!torch.isKnown())
        return std::nullopt;
    return torch.hasDashSpellings() ? LocalRankFrom::DashArgument : LocalRankFrom::UnderscoreArgument;
}

QString JobSpec::jsonKey(JobField field)
{
    switch (field) {
    case JobField::JobName: return QStringLiteral("job_name");
    case JobField::Image: return QStringLiteral("image");
    case JobField::TorchVersion: return QStringLiteral("torch_version");
    case JobField::ComputeFramework: return QStringLiteral("compute_framework");
    case JobField::RoleName: return QStringLiteral("role_name");
    case JobField::NodeCount: return QStringLiteral("node_count");
    case JobField::GpusPerNode: return QStringLiteral("gpus_per_node");
    case JobField::Launcher: return QStringLiteral("launcher");
    case JobField::RendezvousBackend: return QStringLiteral("rdzv_backend");
    case JobField::Port: return QStringLiteral("port");
    case JobField::RendezvousId: return QStringLiteral("rdzv_id");
    case JobField::Elastic: return QStringLiteral("elastic");
    case JobField::MaxRestarts: return QStringLiteral("max_restarts");
    case JobField::NprocPerNode: return QStringLiteral("nproc_per_node");
    case JobField::EntryKind: return QStringLiteral("entry_kind");
    case JobField::Entry: return QStringLiteral("entry");
    case JobField::ScriptArgs: return QStringLiteral("script_args");
    case JobField::Env: return QStringLiteral("env");
    case JobField::NnodesFromEnv: return QStringLiteral("nnodes_from_env");
    case JobField::MasterDerivation: return QStringLiteral("master_derivation");
    case JobField::LocalRankFrom: return QStringLiteral("local_rank_from");
    case JobField::Python: return QStringLiteral("python");
    case JobField::PlatformVariables: return QStringLiteral("platform_variables");
    }
    return {};
}

QString JobSpec::explanation(ComputeFramework framework)
{
    switch (framework) {
    case ComputeFramework::Other:
        return tr("\"Other\" runs your start command as written on every node of the worker role, "
                  "with VC_WORKER_HOSTS, VC_WORKER_NUM and VC_TASK_INDEX set: exactly what torchrun needs.");
    case ComputeFramework::PyTorch:
        return tr("The platform's PyTorch framework uses a master and a worker role and sets "
                  "MASTER_ADDR, RANK and WORLD_SIZE per pod, not the single worker role this guide "
                  "uses. Choose \"Other\".");
    case ComputeFramework::TensorFlow:
        return tr("The TensorFlow framework sets TF_CONFIG for parameter servers and workers; DDP "
                  "does not use it. Choose \"Other\".");
    case ComputeFramework::Mpi:
        return tr("The MPI framework starts processes with mpirun from a launcher node; torchrun "
                  "starts them itself on every node. Choose \"Other\".");
    }
    return {};
}

} // namespace ddpw
