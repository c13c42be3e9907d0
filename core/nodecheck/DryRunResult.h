#pragma once

#include "model/JobSpec.h"
#include "nodecheck/BandwidthResult.h"
#include "nodecheck/LaunchFailure.h"
#include "nodecheck/ProbeReport.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

enum class DryRunNodeState {
    Waiting,  // not started yet
    Starting, // connecting / starting the node helper
    Launched, // the launcher runs, waiting for the rendezvous
    Joined,   // the rendezvous is complete: the node's workers started
    Passed,   // every rank of the node reported success and the launcher exited 0
    Failed,
    Stopped, // stopped by cancel, deadline or another node's failure
};

// A progress event, delivered live to the observer (CLI lines, GUI table).
struct DryRunEvent
{
    enum class Kind {
        NodeState,  // node's state changed; text says why
        RankReport, // a rank's report arrived (report)
        Output,     // a line the node printed (text), for a log pane
        Stopping,   // the run is being stopped (text: why)
        Notice,     // said before the nodes start (text): a failure the plan already shows
    };
    Kind kind = Kind::NodeState;
    int node = -1; // -1 for run-wide events
    DryRunNodeState state = DryRunNodeState::Waiting;
    double seconds = 0; // since the run started
    QString text;
    ProbeReport report;
    bool isStderr = false;
};

struct DryRunNodeResult
{
    int index = 0;
    QString host;
    QString hostname; // what the node calls itself
    DryRunNodeState state = DryRunNodeState::Waiting;
    bool finished = false;
    int exitStatus = -1;
    double joinedSeconds = -1; // when its workers started (rendezvous done), -1 if never
    double endSeconds = -1;
    QString error; // transport error or short reason
    QList<ProbeReport> reports;
    QStringList log;        // the node's last output lines (stdout and stderr)
    QString runDir;         // the node's temporary folder (removed by the clean-up), once started
    bool cleanedUp = false; // the out-of-band clean-up ran and confirmed
    // What the node's launcher was given (DryRunPlan's NodePlan): the command line, its argv
    // where known before the run, the exported variables, and what did not run as written.
    QString commandLine;
    QStringList argv;
    QList<EnvVar> environment;
    QStringList changes;
};

enum class DryRunStop { None, Cancelled, Deadline, NodeFailed };

struct DryRunResult
{
    bool ok = false;
    int worldSize = -1;
    std::optional<int> expectedWorldSize;
    QList<ProbeReport> ranks;      // sorted by rank
    double rendezvousSeconds = -1; // start until the last node joined
    double totalSeconds = 0;
    DryRunStop stop = DryRunStop::None;
    QString error;         // one paragraph, empty when ok
    LaunchFailure failure; // from the logs, kind None when none matched
    QStringList problems;  // every failed check
    QStringList warnings;
    QList<DryRunNodeResult> nodes;
    bool local = false;
    int port = 0; // the rendezvous port used
    // The network step's verdict, when it was asked for and the rendezvous passed.
    std::optional<BandwidthResult> bandwidth;
    // The user's command could not run as written somewhere: what ran instead (the verdict is
    // then "passed with changes" at best).
    QStringList changes;
    // Local mode with the user's command: what differs only because every node is this machine
    // (DryRunPlan::localChanges), one line each; the verdict stays "passed".
    QStringList localChanges;
    // Known before the run from the command: what the running torch refuses and why the nodes
    // cannot meet (DryRunPlan::refusals and meetingProblems).
    QStringList knownFailures;
};

} // namespace ddpw
