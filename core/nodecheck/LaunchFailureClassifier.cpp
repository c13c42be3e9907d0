#include "nodecheck/LaunchFailureClassifier.h"

#include "logdiagnosis/LogDiagnoser.h"
#include "logdiagnosis/LogFindingCatalog.h"

namespace ddpw {

namespace {

using D = LogDiagnosisKind;
using L = LaunchFailureKind;

// diagnose's fine kinds onto the dry-run's coarse ones (the JSON keys of `check`).
LaunchFailureKind coarse(LogDiagnosisKind kind)
{
    switch (kind) {
    case D::NodeSetup: return L::NodeSetup;
    case D::LauncherMissing: return L::LauncherMissing;
    case D::TorchMissing: return L::TorchMissing;
    case D::TorchStdQuirk: return L::TorchStdQuirk;
    case D::LocalRankArgument: return L::LocalRankArgument;
    case D::TorchVersionMismatch:
    case D::LauncherArguments:
    case D::ScriptMissing:
    case D::LauncherConfig:
    case D::DuplicateNodeRank:
    case D::LauncherEnvironment:
    case D::WorldSizeMismatch: return L::LauncherArguments;
    case D::PortInUse: return L::PortInUse;
    case D::HostnameResolution: return L::HostnameResolution;
    case D::SshUnreachable: return L::NodeSetup;
    case D::NoGpu:
    case D::InvalidDeviceOrdinal:
    case D::DuplicateGpu:
    case D::CudaDriverTooOld: return L::CudaUnavailable;
    case D::NcclVersionMismatch:
    case D::NetworkInterface:
    case D::Infiniband:
    case D::NcclP2pShm:
    case D::NcclError: return L::CollectiveNetwork;
    case D::RendezvousUnreachable: return L::RendezvousUnreachable;
    case D::RendezvousTimeout: return L::RendezvousTimeout;
    case D::RendezvousClosed: return L::RendezvousClosed;
    case D::SharedMemory:
    case D::HostOutOfMemory:
    case D::CudaOutOfMemory:
    case D::ProcessGroupNotInitialized:
    case D::CpuTensorNccl:
    case D::DistributedUsage:
    case D::ModelMismatch:
    case D::UnusedParameters:
    case D::ParameterReadyTwice:
    case D::CollectiveMismatch:
    case D::StoreTimeout:
    case D::CollectiveTimeout:
    case D::PeerLost:
    case D::WorkerFailed:
    case D::WorkerExit:
    case D::Terminated: return L::WorkerFailed;
    case D::Unknown: return L::Unknown;
    }
    return L::Unknown;
}

// A stray megabyte line cannot be a launcher message; only its start is read.
constexpr qsizetype kMaxLineChars = 16 * 1024;

LogDiagnosisReport diagnoseLines(const QStringList& lines, LogDiagnosisOptions options = {})
{
    QByteArray log;
    for (const QString& line : lines) {
        log += QStringView(line).left(kMaxLineChars).toUtf8();
        log += '\n';
    }
    return LogDiagnoser::diagnose(log, QStringLiteral("dry-run"), std::move(options));
}

} // namespace

LaunchFailureKind LaunchFailureClassifier::classifyLine(QStringView line)
{
    // One line of a run still going: an error ends it, and of the warnings c10d's failed bind (it
    // falls back to a client and waits on whatever holds the port). Its other warnings are
    // retried: an IPv6 look-up before the IPv4 one, a connection before the time-out.
    LogDiagnosisOptions options;
    options.stillWriting = true;
    const LogDiagnosisReport report = diagnoseLines({line.left(kMaxLineChars).toString()}, std::move(options));
    if (report.findings.isEmpty())
        return LaunchFailureKind::None;
    const LogFinding& first = report.findings.first();
    if (first.severity == Severity::Warning && first.kind != LogDiagnosisKind::PortInUse)
        return LaunchFailureKind::None;
    return coarse(first.kind);
}

LaunchFailure LaunchFailureClassifier::classify(const QStringList& lines)
{
    // The diagnose engine's root cause, in its own words: Check and `diagnose` never disagree.
    const LogDiagnosisReport report = diagnoseLines(lines);
    if (report.findings.isEmpty())
        return {};
    const LogFinding& root = report.findings.first();
    QStringList evidence;
    for (const LogEvidence& line : root.evidence) {
        if (evidence.size() < kMaxEvidenceLines)
            evidence.append(line.text.trimmed());
    }
    LaunchFailure failure = describe(coarse(root.kind), evidence);
    failure.summary = root.summary;
    failure.hint = root.fix;
    failure.diagnoseKind = LogFindingCatalog::slug(root.kind);
    return failure;
}

LaunchFailure LaunchFailureClassifier::describe(LaunchFailureKind kind, const QStringList& evidence)
{
    return {kind, summary(kind), hint(kind), reference(kind), evidence, QString()};
}

QString LaunchFailureClassifier::summary(LaunchFailureKind kind)
{
    switch (kind) {
    case LaunchFailureKind::None: return {};
    case LaunchFailureKind::NodeSetup: return tr("the node could not prepare the dry-run");
    case LaunchFailureKind::LauncherMissing: return tr("the launcher (torchrun or python) was not found on the node");
    case LaunchFailureKind::TorchMissing: return tr("python on the node cannot import torch");
    case LaunchFailureKind::TorchStdQuirk:
        return tr("torchrun crashed while reading --redirects/--tee (torch 1.13 on Python 3.11)");
    case LaunchFailureKind::LocalRankArgument:
        return tr("the script rejected the --local-rank/--local_rank argument that torch.distributed.launch passes");
    case LaunchFailureKind::LauncherArguments: return tr("the launcher rejected its command line");
    case LaunchFailureKind::PortInUse: return tr("the rendezvous port is already in use on the master node");
    case LaunchFailureKind::HostnameResolution: return tr("a host name does not resolve on some node");
    case LaunchFailureKind::CudaUnavailable: return tr("the job asks for GPUs that the node cannot use");
    case LaunchFailureKind::CollectiveNetwork:
        return tr("the ranks met but the collective backend (NCCL/Gloo) could not connect them");
    case LaunchFailureKind::RendezvousTimeout: return tr("not every node joined the rendezvous in time");
    case LaunchFailureKind::RendezvousUnreachable:
        return tr("the rendezvous endpoint (c10d store or master) could not be reached");
    case LaunchFailureKind::RendezvousClosed: return tr("the rendezvous was closed because another node failed");
    case LaunchFailureKind::WorkerFailed: return tr("a worker process failed");
    case LaunchFailureKind::Unknown: return tr("the launch failed");
    }
    return {};
}

QString LaunchFailureClassifier::hint(LaunchFailureKind kind)
{
    switch (kind) {
    case LaunchFailureKind::None: return {};
    case LaunchFailureKind::NodeSetup:
        return tr("check that the node has a writable temporary directory ($TMPDIR or /tmp) and util-linux's setsid");
    case LaunchFailureKind::LauncherMissing:
        return tr(
            "install torch in the image, or put torchrun / the job's python on the PATH of a non-interactive shell");
    case LaunchFailureKind::TorchMissing:
        return tr("the python that runs the launcher has no torch: use the image's interpreter or install torch");
    case LaunchFailureKind::TorchStdQuirk:
        return tr("pass --redirects and --tee explicitly (e.g. -r 1 -t 1) or use torch >= 2.0");
    case LaunchFailureKind::LocalRankArgument:
        return tr(
            "accept both spellings in the script (parser.add_argument(\"--local-rank\", \"--local_rank\", type=int)), "
            "or use torchrun / --use-env and read LOCAL_RANK");
    case LaunchFailureKind::LauncherArguments:
        return tr("check the option spellings against the torch version on the nodes: dash forms such as "
                  "--nproc-per-node need torch >= 2.0, 1.13 accepts only --nproc_per_node");
    case LaunchFailureKind::PortInUse:
        return tr("pick another --port, or stop what listens on it on the master node (another job, a stale torchrun)");
    case LaunchFailureKind::HostnameResolution:
        return tr("the master's name (first entry of the hosts variable) and each node's own host name must resolve on "
                  "every node; otherwise pass --local-addr (torch >= 2.0) or use addresses");
    case LaunchFailureKind::CudaUnavailable:
        return tr("check the GPU count and drivers on the node, or lower --nproc-per-node to the GPUs it has");
    case LaunchFailureKind::CollectiveNetwork:
        return tr(
            "set NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME to an interface that exists with the same subnet on every "
            "node; NCCL_DEBUG=INFO shows which one was picked");
    case LaunchFailureKind::RendezvousTimeout:
        return tr("every node must run the same --nnodes, --rdzv-id, --rdzv-backend and --rdzv-endpoint, and no "
                  "--standalone with more than one node");
    case LaunchFailureKind::RendezvousUnreachable:
        return tr("the endpoint host must resolve on every node and its port must be open (firewall, network policy); "
                  "the master node must be up");
    case LaunchFailureKind::RendezvousClosed: return tr("see the first node that failed");
    case LaunchFailureKind::WorkerFailed: return tr("see the worker's error lines");
    case LaunchFailureKind::Unknown: return tr("see the node logs");
    }
    return {};
}

// Where a user reads more: the matching entry of docs/validate.md, or the upstream thread
// about that failure.
QString LaunchFailureClassifier::reference(LaunchFailureKind kind)
{
    switch (kind) {
    case LaunchFailureKind::LocalRankArgument:
        return QStringLiteral(
            "DDP603 in docs/validate.md; https://pytorch.org/docs/stable/distributed.html#launch-utility");
    case LaunchFailureKind::LauncherArguments: return QStringLiteral("DDP201, DDP601 in docs/validate.md");
    case LaunchFailureKind::RendezvousUnreachable:
        return QStringLiteral("DDP405 in docs/validate.md; https://github.com/pytorch/pytorch/issues/69197");
    case LaunchFailureKind::RendezvousTimeout: return QStringLiteral("DDP406, DDP501 in docs/validate.md");
    case LaunchFailureKind::HostnameResolution:
        return QStringLiteral("https://github.com/pytorch/pytorch/issues/150532");
    case LaunchFailureKind::PortInUse: return QStringLiteral("https://github.com/pytorch/pytorch/issues/126510");
    case LaunchFailureKind::CollectiveNetwork:
        return QStringLiteral("https://github.com/pytorch/pytorch/issues/131781");
    default: return {};
    }
}

QString LaunchFailureClassifier::key(LaunchFailureKind kind)
{
    switch (kind) {
    case LaunchFailureKind::None: return QStringLiteral("none");
    case LaunchFailureKind::NodeSetup: return QStringLiteral("node_setup");
    case LaunchFailureKind::LauncherMissing: return QStringLiteral("launcher_missing");
    case LaunchFailureKind::TorchMissing: return QStringLiteral("torch_missing");
    case LaunchFailureKind::TorchStdQuirk: return QStringLiteral("torch_std_quirk");
    case LaunchFailureKind::LocalRankArgument: return QStringLiteral("local_rank_argument");
    case LaunchFailureKind::LauncherArguments: return QStringLiteral("launcher_arguments");
    case LaunchFailureKind::PortInUse: return QStringLiteral("port_in_use");
    case LaunchFailureKind::HostnameResolution: return QStringLiteral("hostname_resolution");
    case LaunchFailureKind::CudaUnavailable: return QStringLiteral("cuda_unavailable");
    case LaunchFailureKind::CollectiveNetwork: return QStringLiteral("collective_network");
    case LaunchFailureKind::RendezvousTimeout: return QStringLiteral("rendezvous_timeout");
    case LaunchFailureKind::RendezvousUnreachable: return QStringLiteral("rendezvous_unreachable");
    case LaunchFailureKind::RendezvousClosed: return QStringLiteral("rendezvous_closed");
    case LaunchFailureKind::WorkerFailed: return QStringLiteral("worker_failed");
    case LaunchFailureKind::Unknown: return QStringLiteral("unknown");
    }
    return QStringLiteral("unknown");
}

} // namespace ddpw
