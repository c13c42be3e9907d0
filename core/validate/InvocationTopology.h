#pragma once

#include "launcher/LauncherParseResult.h"
#include "model/Topology.h"
#include "validate/ValidationOptions.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ddpw {

// The job one launcher invocation describes, read from the values torch receives (node 0's argv
// as bash makes it where the simulated node reaches the launcher, else the words as written):
// node count, processes per node, rendezvous backend and address, run id, restarts, role and
// node 0's node rank, each with torch's default where the command does not give it. What
// explain's summary and worker environment show: never the form's default job. A value only the
// node knows is shown as such and listed in unknowns().
class InvocationTopology
{
    Q_DECLARE_TR_FUNCTIONS(InvocationTopology)

public:
    InvocationTopology(const LauncherParseResult& parsed, const ValidationOptions& options,
                       const QMap<QString, QString>& launcherEnvironment = {});

    const Topology& topology() const { return m_topology; }
    // Node 0's GROUP_RANK: its --node-rank with the static rendezvous, else 0.
    // "2 nodes × 4 GPUs = world size 8; rendezvous at host:29400 (from --rdzv-endpoint)", and
    // what of it only the node knows.
    QString summary() const;
    // The environment torchrun gives worker 0 of node 0.
    QList<WorkerVariable> firstWorkerEnvironment() const;

private:
    QString text(const char* dest) const;
    bool unresolved(const char* dest) const;
    // The option as this torch spells it ("--rdzv_endpoint" on 1.13).
    QString spelled(const char* dest) const;
    bool isStatic() const;
    JobSpec job(const QMap<QString, QString>& launcherEnvironment);
    CommandRendezvous rendezvous() const;
    void readNodeCount(JobSpec& job);
    void readProcesses(JobSpec& job);

    LauncherParseResult m_parsed;
    ValidationOptions m_options;
    QString rangeNote() const;

    QStringList m_unknowns;              // "--nnodes=<...>": values only the node knows
    std::optional<ElasticRange> m_range; // --nnodes=MIN:MAX
    int m_firstNodeRank = 0;
    Topology m_topology;
};

} // namespace ddpw
