#pragma once

#include "model/JobSpec.h"
#include "nodecheck/BandwidthOptions.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ddpw {

// What one node runs: its platform variables and the job's launcher line with the probe as
// the script, as a bash script for the node helper (resources/probe/ddpw_node.sh).
struct NodePlan
{
    int index = 0;
    QString host; // as the user gave it; "127.0.0.1" for a local node
    QString launchScript;
    // What the node starts with, as the platform would set it (PlatformEnvironment::forJob over
    // the plan's hosts); exported first in launchScript, and checked on every rank afterwards.
    QList<EnvVar> platformEnvironment;
};

// Turns a job and a host list into the per-node launch scripts of a dry-run. The launcher
// line is the job's own (CommandGenerator: same launcher, --nnodes, --nproc_per_node, backend,
// endpoint, id, MASTER line, exports), with these changes only:
//   - the training script (or -m module) is replaced by "$DDPW_PROBE", its arguments kept;
//   - PYTHONUNBUFFERED=1 (the job's env may override it): torchrun's --tee does not flush;
//   - --monitor_interval=0.5: torch <= 2.3 polls workers every 5 s, which only delays the result;
//   - --redirects=1 --tee=1 and --log_dir inside the node's temporary folder: torch 1.13 on
//     Python 3.11 crashes on the default "-r 0 -t 0" (a torch 1.13 bug with Python 3.11), and torchrun must not
//     leave log folders behind in /tmp;
//   - local mode: every node on 127.0.0.1, the given port, and for c10d is_host=1 on the store
//     node (node 0 unless asked otherwise) and is_host=0 elsewhere, since all "nodes" share one
//     host name and torch could not tell which of them the endpoint names.
class DryRunPlan
{
    Q_DECLARE_TR_FUNCTIONS(DryRunPlan)

public:
    // Local mode runs every node's launcher on this machine: more would only measure the machine.
    static constexpr int kMaxLocalNodes = 64;

    QString token; // marks this run; nodeToken() marks each node's processes
    QList<NodePlan> nodes;
    QString error; // why no plan could be made; nodes is then empty

    bool ok() const { return error.isEmpty(); }

    // hosts: one per node, the first is the master. Empty with `local`: job.nodeCount local nodes.
    // With `bandwidth` enabled, the probe also runs the network step (DDPW_PROBE_BANDWIDTH and
    // its sizes and budget in the node's environment); otherwise the script is as before.
    // storeNode (local mode, c10d): the node whose agent hosts the rendezvous store.
    static DryRunPlan make(const JobSpec& job, const QStringList& hosts, bool local, int localPort,
                           int probeTimeoutSeconds, const BandwidthOptions& bandwidth = {}, int storeNode = 0);

    // The environment node `index` is given: Volcano's variables over these hosts, the pod's
    // name as HOSTNAME, and the job's platform variables.
    static QList<EnvVar> platformEnvironment(const JobSpec& job, const QStringList& hosts, int index);
    static QString launchScript(const JobSpec& job, const QStringList& hosts, int index, bool local,
                                int probeTimeoutSeconds, const BandwidthOptions& bandwidth = {}, int storeNode = 0);

    // argv of the node helper: run (probe on stdin) and clean-up.
    QStringList runArgv(const QByteArray& nodeScript, const NodePlan& node) const;
    QStringList cleanupArgv(const QByteArray& nodeScript, const NodePlan& node, qint64 pgid, const QString& dir) const;
    // One per node: local "nodes" share a machine, and one node's clean-up must not touch another's.
    QString nodeToken(int index) const;

    static QString newToken();
};

} // namespace ddpw
