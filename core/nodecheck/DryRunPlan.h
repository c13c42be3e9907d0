#pragma once

#include "model/JobSpec.h"
#include "nodecheck/BandwidthOptions.h"
#include "nodecheck/NodeLaunchPlanner.h"
#include "util/TorchVersion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

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
    // What the launcher is given, for the report: its argv (the probe as
    // NodeLaunchPlanner::kProbeWord) and every variable the launch line exports for it.
    // commandLine is the launch line's exec as the node's bash reads it; launcherArgv its words
    // after evaluation, where known before the run (the user's command; empty for a form job,
    // whose line is evaluated on the node).
    QString commandLine;
    QStringList launcherArgv;
    QList<EnvVar> launcherEnvironment;
    // What could not run as written on this node, and what ran instead (the user's command).
    QStringList changes;
};

// How a user's command runs beyond what it says, each item named in the report when it applies.
struct CommandRunSettings
{
    // The interpreter for a bare `python`, `python3` or `torchrun` (`--python`, the Check step's
    // Python field); empty: the command's own word, resolved on the node as bash does.
    QString python;
    // Fewer processes per node than the command asks (a machine with fewer cores than the job
    // has processes): a change the verdict reports.
    std::optional<int> processesPerNode;
    // The torch that runs the command (local mode: this machine's), for what its launcher refuses.
    TorchVersion torch;
};

// Turns a job and a host list into the per-node launch scripts of a dry-run. Given the user's
// start command, a node's launcher line is that command as bash gives it on the node, with the
// probe for the training script (NodeLaunchPlanner), the settings below travelling as PET_* and
// DDPW_PROBE_* variables. Otherwise the launcher line is the job's own (CommandGenerator: same launcher, --nnodes,
// --nproc_per_node, backend, endpoint, id, MASTER line, exports), with these changes only:
//   - the training script (or -m module) is replaced by "$DDPW_PROBE", its arguments kept;
//   - PYTHONUNBUFFERED=1 (the job's env may override it): torchrun's --tee does not flush;
//   - --monitor_interval=0.5: torch <= 2.3 polls workers every 5 s, which only delays the result;
//   - --redirects=1 --tee=1 and --log_dir inside the node's temporary folder: torch 1.13 on
//     Python 3.11 crashes on the default "-r 0 -t 0" (a torch 1.13 bug with Python 3.11), and torchrun must not
//     leave log folders behind in /tmp;
// Local mode with the user's command runs the same per-node plan on this machine (LocalCommandRun):
// node k on 127.0.0.(k+1), the pods' names mapped to those addresses, a port taken here moved;
// each of these is one line of localChanges, which leave the verdict as it is.
//   - local mode (the job's line): every node on 127.0.0.1, the given port, and for c10d is_host=1 on the store
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
    // The user's start command was not run as written (local mode, a wrapper, a value only the
    // node knows): what ran instead, once per kind, for the verdict "passed with changes".
    QStringList changes;
    // What differs only because every node is this machine (loopback hosts, a moved port, the
    // interpreter --python chose): one line each, in the report, without changing the verdict.
    QStringList localChanges;
    // The rendezvous port the local nodes use (the command's own unless moved); 0 over SSH.
    int port = 0;
    // The user's command: where bash stops it before the launcher, and what the running torch's
    // launcher refuses in it, known before the run.
    QStringList refusals;
    // The user's command: why its nodes cannot meet, if the plan shows it already
    // (NodeLaunchPlanner::meetingProblems); the failure's explanation cites it.
    QStringList meetingProblems;
    // The user's command: the ranks its launchers were asked for, when every node's launcher got
    // the same plain numbers (what the ranks are checked against, not the job read from it).
    std::optional<int> commandNodes;
    std::optional<int> commandNprocPerNode;

    bool ok() const { return error.isEmpty(); }

    // hosts: one per node, the first is the master. Empty with `local`: job.nodeCount local nodes.
    // With `bandwidth` enabled, the probe also runs the network step (DDPW_PROBE_BANDWIDTH and
    // its sizes and budget in the node's environment); otherwise the script is as before.
    // storeNode (local mode, c10d): the node whose agent hosts the rendezvous store.
    // command: the user's start command; each node runs it as written with the probe as its
    // script (NodeLaunchPlanner) instead of the job's generated line, over SSH and in local mode
    // (where localPort, when not 0, replaces the command's rendezvous port).
    static DryRunPlan make(const JobSpec& job, const QStringList& hosts, bool local, int localPort,
                           int probeTimeoutSeconds, const BandwidthOptions& bandwidth = {}, int storeNode = 0,
                           const QString& command = {}, const CommandRunSettings& settings = {});

    // The environment node `index` is given: Volcano's variables over these hosts, the pod's
    // name as HOSTNAME, and the job's platform variables.
    static QList<EnvVar> platformEnvironment(const JobSpec& job, const QStringList& hosts, int index);
    static QString launchScript(const JobSpec& job, const QStringList& hosts, int index, bool local,
                                int probeTimeoutSeconds, const BandwidthOptions& bandwidth = {}, int storeNode = 0);

    // The user's command on node `index`, planned (NodeLaunchPlanner) and adapted to this
    // machine where local, as a script for the node helper.
    static NodePlan launchPlan(const JobSpec& job, const NodeLaunch& launch, const QStringList& hosts, int index,
                               int probeTimeoutSeconds, const BandwidthOptions& bandwidth);

    // argv of the node helper: run (probe on stdin) and clean-up.
    QStringList runArgv(const QByteArray& nodeScript, const NodePlan& node) const;
    QStringList cleanupArgv(const QByteArray& nodeScript, const NodePlan& node, qint64 pgid, const QString& dir) const;
    // One per node: local "nodes" share a machine, and one node's clean-up must not touch another's.
    QString nodeToken(int index) const;

    static QString newToken();

private:
    void planCommand(const JobSpec& job, const QString& command, const QStringList& hosts, bool local, int localPort,
                     int probeTimeoutSeconds, const BandwidthOptions& bandwidth, const CommandRunSettings& settings);
    void moveLocalPort(QList<NodeLaunch>& launches, int localPort);
    // Local mode: the command planned over the platform's pod hosts (as over SSH), for the
    // causes that depend on the hosts; `local` when the job's pods cannot be named.
    static QList<NodeLaunch> platformLaunches(const JobSpec& job, const QString& command,
                                              const QList<NodeLaunch>& local);
};

} // namespace ddpw
