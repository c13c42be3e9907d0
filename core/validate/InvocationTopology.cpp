#include "validate/InvocationTopology.h"

#include "launcher/LauncherOptionTable.h"
#include "launcher/PythonText.h"
#include "launcher/RendezvousEndpoint.h"
#include "model/TorchLauncherFacts.h"

namespace ddpw {

namespace {

struct Endpoint
{
    QString host;
    QString port;
};

// torch's parse_rendezvous_endpoint with its defaults: an empty endpoint is localhost.
Endpoint parseEndpoint(const QString& written, const QString& defaultPort)
{
    const QString endpoint = PythonText::strip(written);
    if (endpoint.isEmpty())
        return {QStringLiteral("localhost"), defaultPort};
    const RendezvousEndpoint split = RendezvousEndpoint::split(endpoint);
    return {split.host, split.port.value_or(defaultPort)};
}

std::optional<int> positiveInt(const QString& text)
{
    const std::optional<PythonText::Integer> number = PythonText::toInt(text);
    if (!number || number->overflow || number->value < 1 || number->value > JobSpec::kMaxNodes * 1000)
        return std::nullopt;
    return int(number->value);
}

} // namespace

InvocationTopology::InvocationTopology(const LauncherParseResult& parsed, const ValidationOptions& options,
                                       const QMap<QString, QString>& launcherEnvironment)
    : m_parsed(parsed), m_options(options), m_topology(job(launcherEnvironment), rendezvous())
{
}

QString InvocationTopology::text(const char* dest) const
{
    const LauncherArgument* argument = m_parsed.argument(QString::fromLatin1(dest));
    return argument ? argument->value.toString() : QString();
}

bool InvocationTopology::unresolved(const char* dest) const
{
    const LauncherArgument* argument = m_parsed.argument(QString::fromLatin1(dest));
    return argument && argument->unresolved;
}

QString InvocationTopology::spelled(const char* dest) const
{
    return LauncherOptionTable::forVersion(m_parsed.version, m_parsed.kind).spelling(QString::fromLatin1(dest));
}

bool InvocationTopology::isStatic() const
{
    const LauncherArgument* standalone = m_parsed.argument(QStringLiteral("standalone"));
    if (standalone && standalone->value.toBool())
        return false; // --standalone: a c10d store on localhost
    return text("rdzv_backend") == QLatin1String("static");
}

void InvocationTopology::readNodeCount(JobSpec& job)
{
    const QString nnodes = text("nnodes");
    const QStringList parts = nnodes.split(u':');
    const std::optional<int> low = positiveInt(parts.constFirst());
    const std::optional<int> high = parts.size() == 2 ? positiveInt(parts.constLast()) : low;
    if (unresolved("nnodes") || !low || !high || parts.size() > 2 || *low > *high) {
        // Only the node knows (or torch stops on it): the platform's count stands in.
        job.nodeCount = m_options.nodes.value_or(1);
        m_unknowns.append(QStringLiteral("%1=%2").arg(spelled("nnodes"), nnodes));
        return;
    }
    job.nodeCount = *high;
    if (*low < *high) {
        job.elastic = ElasticRange{*low, *high};
        m_range = job.elastic;
        // The nodes the platform starts, where that is within the range.
        if (m_options.nodes && *m_options.nodes >= *low && *m_options.nodes <= *high)
            job.nodeCount = *m_options.nodes;
    }
}

void InvocationTopology::readProcesses(JobSpec& job)
{
    const QString nproc = text("nproc_per_node");
    if (const std::optional<int> number = unresolved("nproc_per_node") ? std::nullopt : positiveInt(nproc)) {
        job.nprocPerNode = NprocPerNode{NprocPerNode::Kind::Number, *number};
        job.gpusPerNode = m_options.gpusPerNode.value_or(*number);
        return;
    }
    // gpu/auto: one process per GPU, known where the GPUs are; anything else ("cpu", a value
    // only the node knows) is "? processes".
    const bool perGpu = nproc == QLatin1String("gpu") || nproc == QLatin1String("auto");
    job.nprocPerNode =
        NprocPerNode{nproc == QLatin1String("gpu") ? NprocPerNode::Kind::Gpu : NprocPerNode::Kind::Auto, 1};
    job.gpusPerNode = perGpu ? m_options.gpusPerNode.value_or(0) : 0;
    if (!perGpu || !m_options.gpusPerNode)
        m_unknowns.append(QStringLiteral("%1=%2").arg(spelled("nproc_per_node"), nproc));
}

JobSpec InvocationTopology::job(const QMap<QString, QString>& launcherEnvironment)
{
    JobSpec job;
    job.torchVersion = m_parsed.version;
    job.roleName = m_options.roleName;
    job.rendezvousBackend = isStatic() ? RendezvousBackend::Static : RendezvousBackend::C10d;
    readNodeCount(job);
    readProcesses(job);
    const std::optional<PythonText::Integer> restarts = PythonText::toInt(text("max_restarts"));
    job.maxRestarts = restarts && !restarts->overflow ? int(restarts->value) : 0;
    // What the launcher inherits decides what torchrun leaves alone (OMP_NUM_THREADS).
    job.env.clear();
    for (auto it = launcherEnvironment.cbegin(); it != launcherEnvironment.cend(); ++it)
        job.env.append({it.key(), it.value()});
    if (job.rendezvousBackend == RendezvousBackend::Static) {
        const std::optional<PythonText::Integer> rank = PythonText::toInt(text("node_rank"));
        if (rank && !rank->overflow && rank->value >= 0 && rank->value < job.nodeCount)
            m_firstNodeRank = int(rank->value);
    }
    return job;
}

CommandRendezvous InvocationTopology::rendezvous() const
{
    CommandRendezvous result;
    const LauncherArgument* standalone = m_parsed.argument(QStringLiteral("standalone"));
    if (standalone && standalone->value.toBool()) {
        const Endpoint local = parseEndpoint(LauncherOptionTable::standaloneEndpoint(m_parsed.version), QString());
        result.host = local.host;
        result.port = local.port;
        result.hostOrigin = tr("%1: a store on this node").arg(QStringLiteral("--standalone"));
        result.runId = tr("<a new random id>");
        result.role = text("role");
        return result;
    }
    const QString endpoint = text("rdzv_endpoint");
    if (isStatic() && PythonText::strip(endpoint).isEmpty()) {
        // torchrun's get_rdzv_endpoint: master_addr:master_port.
        result.host = text("master_addr");
        result.port = text("master_port");
        const LauncherArgument* addr = m_parsed.argument(QStringLiteral("master_addr"));
        result.hostOrigin = addr && addr->given ? tr("from %1").arg(spelled("master_addr"))
                                                : tr("%1 not given: its default").arg(spelled("master_addr"));
    } else {
        const Endpoint parsed = parseEndpoint(endpoint, isStatic() ? QStringLiteral("?") : QStringLiteral("29400"));
        result.host = parsed.host;
        result.port = parsed.port;
        result.hostOrigin = PythonText::strip(endpoint).isEmpty()
                                ? tr("%1 not given: its default").arg(spelled("rdzv_endpoint"))
                                : tr("from %1").arg(spelled("rdzv_endpoint"));
    }
    result.runId = text("rdzv_id");
    result.role = text("role");
    if (const LauncherArgument* local = m_parsed.argument(QStringLiteral("local_addr")); local && local->given)
        result.localAddr = local->value.toString();
    return result;
}

// With --nnodes=MIN:MAX the node count is not one number: what the rendezvous waits for
// (TorchLauncherFacts: c10d waits for MIN, then its last call; static for MAX), and which count
// the numbers shown stand for.
QString InvocationTopology::rangeNote() const
{
    if (!m_range)
        return QString();
    const QString option =
        QStringLiteral("%1=%2:%3").arg(spelled("nnodes")).arg(m_range->minNodes).arg(m_range->maxNodes);
    if (m_topology.isStaticRendezvous())
        return tr("%1 with the static rendezvous: it waits for the maximum, %2 nodes")
            .arg(option)
            .arg(m_range->maxNodes);
    const QString lastCall = TorchLauncherFacts::values(QStringLiteral("c10d-last-call-seconds"), m_parsed.version)
                                 .value(0, QStringLiteral("?"));
    return tr("%1: the rendezvous waits for the minimum (%2), then %3 s (its last call) for more nodes, up to %4; "
              "the world is the nodes of that round, shown here for %5")
        .arg(option)
        .arg(m_range->minNodes)
        .arg(lastCall)
        .arg(m_range->maxNodes)
        .arg(m_topology.nodeCount());
}

QString InvocationTopology::summary() const
{
    QString out = m_topology.summary();
    if (const QString note = rangeNote(); !note.isEmpty())
        out += QStringLiteral("; ") + note;
    if (!m_unknowns.isEmpty())
        out += u' ' + tr("(only known on the node: %1)").arg(m_unknowns.join(QStringLiteral(", ")));
    return out;
}

QList<WorkerVariable> InvocationTopology::firstWorkerEnvironment() const
{
    return m_topology.workerEnvironment(m_firstNodeRank, 0);
}

} // namespace ddpw
