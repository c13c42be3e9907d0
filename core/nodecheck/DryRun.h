#pragma once

#include "model/JobSpec.h"
#include "nodecheck/BandwidthOptions.h"
#include "nodecheck/DryRunPlan.h"
#include "nodecheck/DryRunResult.h"
#include "nodecheck/DryRunTransport.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <mutex>

namespace ddpw {

struct DryRunOptions
{
    static constexpr int kDefaultTimeoutSeconds = 120;

    JobSpec job;
    // The user's start command as written; each node (over SSH or simulated here) runs it with
    // the probe as its script (DryRunPlan). Empty: the job's generated command.
    QString command;
    CommandRunSettings commandSettings; // how the command runs beyond what it says
    // The explanation speaks to a GUI user: the failure's hint without the CLI's subcommands.
    bool forGui = false;
    QStringList hosts; // one per node, first = master; empty = local mode
    int timeoutSeconds = kDefaultTimeoutSeconds;
    // local mode: the rendezvous port; 0 picks a free one for the job's line, and keeps the
    // command's own (moved only when taken here) for the user's command.
    int localPort = 0;
    // local mode with c10d: the node whose agent hosts the store (is_host=1), as when MASTER
    // names that node; 0 = the first, as the guide's MASTER line does.
    int localStoreNode = 0;
    // After the first node fails, how long the others get to show their side of it.
    int failureGraceMs = 3000;
    // Upper bound for the out-of-band clean-up on each node after a stop.
    int cleanupTimeoutMs = 15000;
    int logLinesKept = 400;
    // The network step after the rendezvous checks; its budget extends the deadline.
    BandwidthOptions bandwidth;
    // Set when the network step runs: the deadline's share for it beyond its budget (a slow
    // link's first size and first round run whatever the budget).
    static constexpr int kBandwidthGraceSeconds = 15;
    int deadlineSeconds() const;
};

// The real dry-run: the job's own launcher line runs on every node at once with the probe as
// its script (see DryRunPlan); every rank's report is collected and checked (DryRunAggregator),
// the rendezvous is timed, and a failure is explained from the logs (LaunchFailureClassifier).
// run() blocks until every node is done and cleaned up, so call it from a worker thread in a
// GUI. A global deadline and the cancel flag stop it at any moment; then each node's launcher
// group and temporary folder are removed (the node helper, resources/probe/ddpw_node.sh).
class DryRun
{
    Q_DECLARE_TR_FUNCTIONS(DryRun)

public:
    // Called on node threads, one call at a time (serialized), while run() is running.
    using Observer = std::function<void(const DryRunEvent&)>;

    DryRun(DryRunOptions options, DryRunTransport& transport);

    DryRunResult run(const std::atomic_bool& cancel, const Observer& observer = {});

private:
    struct NodeRun;
    void runNode(NodeRun& node);
    void handleOutput(NodeRun& node, const QByteArray& chunk, bool isStderr);
    void handleLine(NodeRun& node, const QString& line, bool isStderr);
    void cleanUpNode(NodeRun& node, NodeChannel& channel);
    void setState(NodeRun& node, DryRunNodeState state, const QString& text);
    void emitEvent(const DryRunEvent& event);
    void requestStop(DryRunStop why, const QString& text);
    double elapsed() const;
    DryRunResult finish(QList<NodeRun*>& nodes);
    QString explain(const DryRunResult& result) const;

    DryRunOptions m_options;
    DryRunTransport& m_transport;
    DryRunPlan m_plan;
    QByteArray m_probe;
    QByteArray m_nodeScript;
    Observer m_observer;
    std::mutex m_mutex; // guards node state, logs and observer calls
    std::atomic_bool m_stop{false};
    // A node printed a root cause that no retry can fix (port taken, bad option...): the run
    // stops after the failure grace even though no launcher has exited yet.
    bool m_fatalSeen = false;
    DryRunStop m_stopReason = DryRunStop::None;
    QString m_stopText;
    QElapsedTimer m_clock;
    QDeadlineTimer m_deadline;
};

} // namespace ddpw
