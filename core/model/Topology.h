#pragma once

#include "model/CommandRendezvous.h"
#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// One worker process of the job: where it runs and the ranks torchrun gives it.
struct TopologySlot
{
    int nodeRank = 0;   // GROUP_RANK: the node (agent) index
    int localRank = 0;  // LOCAL_RANK: index on its node, 0..nproc-1
    int globalRank = 0; // RANK = node_rank * nproc + local_rank
    friend bool operator==(const TopologySlot&, const TopologySlot&) = default;
};

// One variable torchrun puts into a worker's environment. value is what the script reads when
// it is known before the job runs, else a short description in angle brackets; note says why.
struct WorkerVariable
{
    QString name;
    QString value;
    QString note;
    friend bool operator==(const WorkerVariable&, const WorkerVariable&) = default;
};

// The shape of a job as DDP sees it, computed from the form alone: nodes, worker processes
// per node with their global/local/node ranks, the master node, the rendezvous endpoint and the
// environment torchrun gives each worker (torch/distributed/elastic/agent/server/api.py). Nothing is
// stored per slot, so even the largest (invalid) job costs nothing until a view asks for a
// slot; views decide how many they draw.
//
// With c10d the rendezvous decides which host gets which node rank
// (torch/distributed/elastic/rendezvous/dynamic_rendezvous.py): the picture numbers nodes in the order of the
// platform's host list, which is the usual outcome but not a promise; nodeRankNote() says so in words.
class Topology
{
    Q_DECLARE_TR_FUNCTIONS(Topology)

public:
    explicit Topology(const JobSpec& job);
    // A written command's rendezvous replaces the form's ${MASTER}:<port>, run id and role.
    Topology(const JobSpec& job, const CommandRendezvous& command);

    // Nodes the platform starts (0 when the node count is invalid).
    int nodeCount() const { return m_nodeCount; }
    // Worker processes per node; empty when only the node knows (nproc "auto" without GPUs).
    std::optional<int> processesPerNode() const { return m_nproc; }
    // GPUs per node as typed; 0 = CPU-only job, whose slots are processes instead of GPUs.
    bool isCpuOnly() const { return m_gpus == 0; }
    std::optional<int> worldSize() const;

    static int globalRank(int nodeRank, int processesPerNode, int localRank)
    {
        return nodeRank * processesPerNode + localRank;
    }
    // The slot of (node, local rank); nothing when either is out of range or unknown.
    std::optional<TopologySlot> slot(int nodeRank, int localRank) const;
    QList<TopologySlot> slotsOfNode(int nodeRank) const;

    // The node that hosts the rendezvous: the first host of VC_<ROLE>_HOSTS, node 0.
    static int masterNode() { return 0; }
    bool isMaster(int nodeRank) const { return nodeRank == masterNode() && m_nodeCount > 0; }
    // "${MASTER}:29500", the address every node meets at (a command's: as node 0 evaluates it).
    QString rendezvousEndpoint() const;
    // "first host of VC_WORKER_HOSTS" (a command's: where its address comes from)
    QString masterDescription() const;
    QString hostsVariable() const { return m_job.hostsVariable(); }
    bool isStaticRendezvous() const { return m_job.rendezvousBackend == RendezvousBackend::Static; }
    QString nodeRankNote() const;
    // One line for captions: "2 nodes × 8 GPUs = 16 processes; rendezvous at ${MASTER}:29500".
    QString summary() const;

    // The environment torchrun gives worker localRank on node nodeRank, in torchrun's order.
    // masterAddress is what ${MASTER} holds on the node, when known (e.g. from a static
    // expansion); empty keeps the symbolic ${MASTER}.
    QList<WorkerVariable> workerEnvironment(int nodeRank, int localRank, const QString& masterAddress = {}) const;

private:
    // A launcher option as the job's torch release spells it ("--master-port" from 2.0 on).
    QString option(const char* underscoreName) const;
    // Whether the job's torch release gives its workers this variable (TorchLauncherFacts).
    bool torchSets(const QString& variable) const;
    void appendMaster(QList<WorkerVariable>& vars, const QString& masterAddress) const;
    WorkerVariable agentStoreVariable() const;

    JobSpec m_job;
    std::optional<CommandRendezvous> m_command;
    int m_nodeCount = 0;
    int m_gpus = 0;
    std::optional<int> m_nproc;
};

} // namespace ddpw
