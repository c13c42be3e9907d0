#include "model/Topology.h"

#include "model/TorchLauncherFacts.h"

#include <algorithm>

namespace ddpw {

namespace {

// torchrun's --role default; the guide's command never changes it.
const QString kDefaultRoleName = QStringLiteral("default");

bool jobSetsVariable(const JobSpec& job, const QString& name)
{
    return std::any_of(job.env.begin(), job.env.end(), [&](const EnvVar& var) { return var.name == name; });
}

} // namespace

Topology::Topology(const JobSpec& job) : m_job(job)
{
    // Invalid counts are the form's problem (JobSpec::problems); the picture just shows nothing.
    m_nodeCount = job.nodeCount >= 1 && job.nodeCount <= JobSpec::kMaxNodes ? job.nodeCount : 0;
    m_gpus = job.gpusPerNode >= 0 && job.gpusPerNode <= JobSpec::kMaxGpusPerNode ? job.gpusPerNode : 0;
    const std::optional<int> nproc = job.resolvedNprocPerNode();
    if (nproc && *nproc >= 1 && *nproc <= JobSpec::kMaxNprocPerNode)
        m_nproc = nproc;
}

Topology::Topology(const JobSpec& job, const CommandRendezvous& command) : Topology(job)
{
    m_command = command;
}

QString Topology::option(const char* underscoreName) const
{
    return m_job.torchVersion.optionName(QString::fromLatin1(underscoreName));
}

std::optional<int> Topology::worldSize() const
{
    if (!m_nproc)
        return std::nullopt;
    return m_nodeCount * *m_nproc;
}

std::optional<TopologySlot> Topology::slot(int nodeRank, int localRank) const
{
    if (!m_nproc || nodeRank < 0 || nodeRank >= m_nodeCount || localRank < 0 || localRank >= *m_nproc)
        return std::nullopt;
    return TopologySlot{nodeRank, localRank, globalRank(nodeRank, *m_nproc, localRank)};
}

QList<TopologySlot> Topology::slotsOfNode(int nodeRank) const
{
    QList<TopologySlot> result;
    if (!m_nproc || nodeRank < 0 || nodeRank >= m_nodeCount)
        return result;
    result.reserve(*m_nproc);
    for (int local = 0; local < *m_nproc; ++local)
        result.append(TopologySlot{nodeRank, local, globalRank(nodeRank, *m_nproc, local)});
    return result;
}

QString Topology::rendezvousEndpoint() const
{
    if (m_command)
        return QStringLiteral("%1:%2").arg(m_command->host, m_command->port);
    return QStringLiteral("${MASTER}:%1").arg(m_job.port);
}

QString Topology::masterDescription() const
{
    if (m_command)
        return m_command->hostOrigin;
    return tr("first host of %1").arg(m_job.hostsVariable());
}

QString Topology::nodeRankNote() const
{
    if (isStaticRendezvous())
        return tr("Static rendezvous: each node's rank is its %1 (%2).")
            .arg(JobSpec::taskIndexVariable(), option("node_rank"));
    return tr("c10d rendezvous: node ranks are handed out when the nodes meet, usually in host order; "
              "rank 0 may land on another node than the rendezvous host.");
}

QString Topology::summary() const
{
    // Spelled-out singulars: without an English .ts, "%n node(s)" would show literally.
    const QString nodes = m_nodeCount == 1 ? tr("1 node") : tr("%1 nodes").arg(m_nodeCount);
    QString perNode = tr("? processes");
    if (m_nproc && isCpuOnly())
        perNode = *m_nproc == 1 ? tr("1 process") : tr("%1 processes").arg(*m_nproc);
    else if (m_nproc)
        perNode = *m_nproc == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(*m_nproc);
    const QString world = m_nproc ? QString::number(*worldSize()) : QStringLiteral("?");
    return tr("%1 × %2 = world size %3; rendezvous at %4 (%5)")
        .arg(nodes, perNode, world, rendezvousEndpoint(), masterDescription());
}

bool Topology::torchSets(const QString& variable) const
{
    return TorchLauncherFacts::holds(QStringLiteral("worker-env"), variable, m_job.torchVersion);
}

// MASTER_ADDR and MASTER_PORT. Static: the store's endpoint. c10d: the agent that got node rank 0
// publishes its own address (its --local-addr from 2.0, else its full host name) and a port.
void Topology::appendMaster(QList<WorkerVariable>& vars, const QString& masterAddress) const
{
    if (isStaticRendezvous()) {
        // A command's static endpoint is what torchrun gives the workers (--rdzv-endpoint, else
        // --master-addr:--master-port).
        const QString formMaster = masterAddress.isEmpty() ? QStringLiteral("${MASTER}") : masterAddress;
        vars.append({QStringLiteral("MASTER_ADDR"), m_command ? m_command->host : formMaster,
                     m_command ? masterDescription()
                               : QStringLiteral("%1: %2").arg(option("master_addr"), masterDescription())});
        vars.append({QStringLiteral("MASTER_PORT"), m_command ? m_command->port : QString::number(m_job.port),
                     option("master_port")});
        return;
    }
    const bool localAddrCounts = TorchLauncherFacts::holds(QStringLiteral("c10d-master-addr"),
                                                           QStringLiteral("local_addr-or-fqdn"), m_job.torchVersion);
    if (localAddrCounts && m_command && !m_command->localAddr.isEmpty())
        vars.append({QStringLiteral("MASTER_ADDR"), m_command->localAddr,
                     tr("the %1 of the node that got node rank 0 (this node's, if it did)").arg(option("local_addr"))});
    else if (localAddrCounts)
        vars.append({QStringLiteral("MASTER_ADDR"), tr("<host name of node rank 0>"),
                     tr("not the rendezvous endpoint: the full host name of the node that got node rank 0, or its %1")
                         .arg(option("local_addr"))});
    else
        vars.append({QStringLiteral("MASTER_ADDR"), tr("<host name of node rank 0>"),
                     tr("not the rendezvous endpoint: the host that got node rank 0")});
    vars.append({QStringLiteral("MASTER_PORT"), tr("<free port on that host>"), tr("chosen by torchrun")});
}

// TORCHELASTIC_USE_AGENT_STORE: str() of a Python bool; the static rendezvous's store always,
// c10d's from the release that shares it (TorchLauncherFacts "use-agent-store").
WorkerVariable Topology::agentStoreVariable() const
{
    const QString name = QStringLiteral("TORCHELASTIC_USE_AGENT_STORE");
    const QString note = tr("whether the workers use the launcher's store");
    const QStringList users = TorchLauncherFacts::values(QStringLiteral("use-agent-store"), m_job.torchVersion);
    if (isStaticRendezvous())
        return {name, QStringLiteral("True"), note};
    if (users.isEmpty())
        return {name, tr("<True or False, by torch release>"), note};
    return {name, users.contains(QStringLiteral("static,c10d")) ? QStringLiteral("True") : QStringLiteral("False"),
            note};
}

QList<WorkerVariable> Topology::workerEnvironment(int nodeRank, int localRank, const QString& masterAddress) const
{
    const std::optional<TopologySlot> s = slot(nodeRank, localRank);
    // A process count only the node knows (--nproc_per_node=cpu, gpu): the ranks and sizes that
    // count processes are the node's; the rest does not depend on them.
    const bool countKnown = m_nproc.has_value();
    if (!s && (countKnown || nodeRank < 0 || nodeRank >= m_nodeCount || localRank != 0))
        return {};
    const QString perNode = tr("depends on --nproc_per_node, which only the node knows");
    const bool isStatic = isStaticRendezvous();
    const QString rankNote = isStatic ? QString() : tr("if the rendezvous gives this node rank %1").arg(nodeRank);
    const QString world = countKnown ? QString::number(*worldSize()) : QStringLiteral("?");
    // Which variables the agent sets, per release, is TorchLauncherFacts's "worker-env" (torch's
    // local_elastic_agent.py); WORLD_SIZE counts the workers of the round, GROUP_WORLD_SIZE its
    // agents (nodes): "group-world-size".
    const QString worldNote =
        m_job.elastic ? tr("with an elastic range: nodes in this round × processes per node") : QString();
    const QString groupWorldNote = m_job.elastic ? tr("with an elastic range: the nodes in this round") : QString();
    QList<WorkerVariable> vars;
    // Node 0's first worker is rank 0 whatever the count.
    const QString rank = s ? QString::number(s->globalRank) : nodeRank == 0 ? QStringLiteral("0") : QStringLiteral("?");
    vars.append({QStringLiteral("RANK"), rank, s || nodeRank == 0 ? rankNote : perNode});
    vars.append({QStringLiteral("LOCAL_RANK"), QString::number(localRank), {}});
    vars.append({QStringLiteral("WORLD_SIZE"), world, countKnown ? worldNote : perNode});
    vars.append({QStringLiteral("LOCAL_WORLD_SIZE"), countKnown ? QString::number(*m_nproc) : QStringLiteral("?"),
                 countKnown ? QString() : perNode});
    vars.append({QStringLiteral("GROUP_RANK"), QString::number(nodeRank),
                 isStatic ? QStringLiteral("= ") + option("node_rank") : rankNote});
    vars.append({QStringLiteral("GROUP_WORLD_SIZE"), QString::number(m_nodeCount), groupWorldNote});
    vars.append({QStringLiteral("ROLE_RANK"), rank, tr("one role: same as RANK")});
    vars.append({QStringLiteral("ROLE_NAME"), m_command ? m_command->role : kDefaultRoleName,
                 tr("torchrun's %1").arg(QStringLiteral("--role"))});
    vars.append({QStringLiteral("ROLE_WORLD_SIZE"), world, tr("one role: same as WORLD_SIZE")});
    appendMaster(vars, masterAddress);
    // Without c10d the command passes no --rdzv-id, and torchrun's default id is "none".
    // A command says its own id (or none, torchrun's default, with any backend).
    const bool defaultRunId = m_command ? m_command->runId == QLatin1String("none") : isStatic;
    const QString runId = m_command ? m_command->runId : isStatic ? QStringLiteral("none") : m_job.rendezvousId;
    vars.append(
        {QStringLiteral("TORCHELASTIC_RUN_ID"), runId, defaultRunId ? tr("torchrun's default") : option("rdzv_id")});
    // "restart-count": only a failed or unhealthy worker group uses up a restart; a restart
    // because nodes joined or left does not count ("restart-count-membership").
    vars.append({QStringLiteral("TORCHELASTIC_RESTART_COUNT"), QStringLiteral("0"),
                 tr("counts the restarts after a worker failure; restarts because nodes joined or left do not count")});
    vars.append(
        {QStringLiteral("TORCHELASTIC_MAX_RESTARTS"), QString::number(m_job.maxRestarts), option("max_restarts")});
    vars.append(agentStoreVariable());
    // The NCCL async error variable, under the name of the release: 1 unless the launcher's
    // environment sets it.
    for (const QString& nccl :
         {QStringLiteral("NCCL_ASYNC_ERROR_HANDLING"), QStringLiteral("TORCH_NCCL_ASYNC_ERROR_HANDLING")})
        vars.append({nccl, QStringLiteral("1"), tr("unless the launcher's environment sets it")});
    vars.append({QStringLiteral("TORCHELASTIC_ERROR_FILE"), tr("<error.json under torchrun's log folder>"),
                 tr("where a failing worker writes its traceback")});
    if (countKnown && *m_nproc > 1 && !jobSetsVariable(m_job, QStringLiteral("OMP_NUM_THREADS")))
        vars.append({QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"),
                     tr("set by torchrun when several processes share a node and it is unset")});
    // Only what this release's agent sets (an unknown release: what every release sets).
    vars.removeIf([this](const WorkerVariable& variable) { return !torchSets(variable.name); });
    return vars;
}

} // namespace ddpw
