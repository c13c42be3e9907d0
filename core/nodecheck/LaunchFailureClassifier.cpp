#include "nodecheck/LaunchFailureClassifier.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

struct Pattern
{
    LaunchFailureKind kind;
    const char* regex;
};

// Each message as torch, Python, bash or the node helper prints it. Matched case-sensitively
// except where the pattern says (?i); the first matching pattern of a line wins, so more
// specific messages come first.
const QList<Pattern>& patterns()
{
    static const QList<Pattern> table{
        {LaunchFailureKind::NodeSetup, R"(DDPW_NODE_ERROR)"},
        {LaunchFailureKind::LauncherMissing, R"((torchrun|python[0-9.]*|setsid|bash): (command )?not found)"},
        {LaunchFailureKind::LauncherMissing, R"(exec: (torchrun|python[0-9.]*): not found)"},
        {LaunchFailureKind::TorchMissing, R"(No module named '?torch)"},
        {LaunchFailureKind::TorchMissing, R"(cannot import torch)"},
        {LaunchFailureKind::TorchStdQuirk, R"('NoneType' object has no attribute 'get')"},
        {LaunchFailureKind::LocalRankArgument, R"(unrecognized arguments: .*--local[-_]rank)"},
        {LaunchFailureKind::LauncherArguments, R"(error: unrecognized arguments)"},
        {LaunchFailureKind::LauncherArguments, R"(error: ambiguous option)"},
        {LaunchFailureKind::LauncherArguments, R"(error: argument -)"},
        {LaunchFailureKind::LauncherArguments, R"(error: the following arguments are required)"},
        {LaunchFailureKind::LauncherArguments, R"(Unsupported nproc_per_node value)"},
        {LaunchFailureKind::LauncherArguments, R"(is not in "MIN:MAX" format)"},
        {LaunchFailureKind::LauncherArguments, R"(does not match: <)"},
        {LaunchFailureKind::LauncherArguments, R"(The rendezvous configuration)"},
        {LaunchFailureKind::LauncherArguments, R"(The rendezvous backend '.*' is not registered)"},
        {LaunchFailureKind::LauncherArguments, R"(Port is absent in endpoint)"},
        {LaunchFailureKind::PortInUse, R"((?i)address already in use)"},
        {LaunchFailureKind::PortInUse, R"(errno: 98\b|EADDRINUSE)"},
        {LaunchFailureKind::HostnameResolution, R"((?i)name or service not known)"},
        {LaunchFailureKind::HostnameResolution, R"((?i)temporary failure in name resolution)"},
        {LaunchFailureKind::HostnameResolution, R"((?i)no address associated with hostname)"},
        {LaunchFailureKind::HostnameResolution, R"((?i)nodename nor servname)"},
        {LaunchFailureKind::HostnameResolution, R"(socket\.gaierror|getaddrinfo)"},
        {LaunchFailureKind::CudaUnavailable, R"(Cuda is not available)"},
        {LaunchFailureKind::CudaUnavailable, R"((?i)invalid device ordinal|no CUDA-capable device)"},
        {LaunchFailureKind::CudaUnavailable, R"(GPU\(s\) are visible)"},
        {LaunchFailureKind::CollectiveNetwork,
         R"(NCCL error|ncclSystemError|ncclInternalError|ncclUnhandledCudaError|ncclRemoteError)"},
        {LaunchFailureKind::CollectiveNetwork, R"(NCCL WARN)"},
        {LaunchFailureKind::CollectiveNetwork, R"(Gloo connectFullMesh failed|gloo/transport/tcp/)"},
        {LaunchFailureKind::RendezvousTimeout, R"(RendezvousTimeoutError)"},
        {LaunchFailureKind::RendezvousUnreachable, R"(RendezvousConnectionError)"},
        {LaunchFailureKind::RendezvousUnreachable, R"(The connection to the C10d store has failed)"},
        {LaunchFailureKind::RendezvousUnreachable, R"(connect\(\) timed out|client socket has timed out)"},
        {LaunchFailureKind::RendezvousUnreachable, R"((?i)connection refused)"},
        {LaunchFailureKind::RendezvousClosed, R"(RendezvousClosedError)"},
        {LaunchFailureKind::WorkerFailed, R"(ChildFailedError)"},
        {LaunchFailureKind::WorkerFailed, R"(^\s*exitcode\s*:\s*-?[1-9])"},
    };
    return table;
}

const QList<QRegularExpression>& compiled()
{
    static const QList<QRegularExpression> expressions = [] {
        QList<QRegularExpression> result;
        for (const Pattern& pattern : patterns()) {
            QString text = QString::fromUtf8(pattern.regex);
            QRegularExpression::PatternOptions options = QRegularExpression::NoPatternOption;
            if (text.startsWith(QLatin1String("(?i)"))) {
                text = text.mid(4);
                options |= QRegularExpression::CaseInsensitiveOption;
            }
            result.append(QRegularExpression(text, options));
        }
        return result;
    }();
    return expressions;
}

} // namespace

LaunchFailureKind LaunchFailureClassifier::classifyLine(QStringView line)
{
    // A stray megabyte line cannot be a launcher message; do not run every regex over it.
    if (line.size() > 16 * 1024)
        line = line.left(16 * 1024);
    const QList<QRegularExpression>& expressions = compiled();
    for (qsizetype i = 0; i < expressions.size(); ++i) {
        if (expressions.at(i).match(line).hasMatch())
            return patterns().at(i).kind;
    }
    return LaunchFailureKind::None;
}

LaunchFailure LaunchFailureClassifier::classify(const QStringList& lines)
{
    LaunchFailureKind best = LaunchFailureKind::None;
    QList<LaunchFailureKind> kinds;
    kinds.reserve(lines.size());
    for (const QString& line : lines) {
        const LaunchFailureKind kind = classifyLine(line);
        kinds.append(kind);
        if (kind != LaunchFailureKind::None && (best == LaunchFailureKind::None || kind < best))
            best = kind;
    }
    if (best == LaunchFailureKind::None)
        return {};
    QStringList evidence;
    for (qsizetype i = 0; i < lines.size() && evidence.size() < kMaxEvidenceLines; ++i) {
        if (kinds.at(i) == best && !evidence.contains(lines.at(i)))
            evidence.append(lines.at(i).trimmed());
    }
    return describe(best, evidence);
}

LaunchFailure LaunchFailureClassifier::describe(LaunchFailureKind kind, const QStringList& evidence)
{
    return {kind, summary(kind), hint(kind), reference(kind), evidence};
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

// Where a user reads more: the matching entry of docs/diagnostics.md, or the upstream thread
// about that failure.
QString LaunchFailureClassifier::reference(LaunchFailureKind kind)
{
    switch (kind) {
    case LaunchFailureKind::LocalRankArgument:
        return QStringLiteral(
            "DDP603 in docs/diagnostics.md; https://pytorch.org/docs/stable/distributed.html#launch-utility");
    case LaunchFailureKind::LauncherArguments: return QStringLiteral("DDP201, DDP601 in docs/diagnostics.md");
    case LaunchFailureKind::RendezvousUnreachable:
        return QStringLiteral("DDP405 in docs/diagnostics.md; https://github.com/pytorch/pytorch/issues/69197");
    case LaunchFailureKind::RendezvousTimeout: return QStringLiteral("DDP406, DDP501 in docs/diagnostics.md");
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
