#pragma once

#include <QString>
#include <QStringList>

namespace ddpw {

// Why a launch failed, in the terms of the failure table (shared/reference/torchrun.md §4). The
// kinds are the coarse ones of the dry-run's JSON; LaunchFailureClassifier finds them with the
// diagnose engine, whose finer kind (diagnoseKind) and words the Check step shows.
// Ordered from root cause to symptom: when a run shows several, the smallest value explains
// the others (a port taken on the master makes the other nodes' connections fail too).
enum class LaunchFailureKind {
    None,
    NodeSetup,             // the node helper could not prepare (mktemp, setsid missing)
    LauncherMissing,       // torchrun / python not found on the node
    TorchMissing,          // python on the node has no torch
    TorchStdQuirk,         // torch 1.13 on Python 3.11 with the default -r 0 -t 0
    LocalRankArgument,     // §4 #1/#1b: launch.py passes --local-rank/--local_rank
    LauncherArguments,     // §4 #2: the launcher rejected its options (spelling, version)
    PortInUse,             // §4 #7: the rendezvous/master port is taken
    HostnameResolution,    // §4 #5: a name does not resolve on some node
    CudaUnavailable,       // GPUs asked for but not usable on the node
    CollectiveNetwork,     // §4 #9: NCCL/Gloo could not connect the ranks
    RendezvousTimeout,     // §4 #4: not every node joined in time
    RendezvousUnreachable, // §4 #3: the c10d store/master could not be reached
    RendezvousClosed,      // another node ended the rendezvous (it failed first)
    WorkerFailed,          // a worker exited non-zero for another reason
    Unknown,
};

struct LaunchFailure
{
    LaunchFailureKind kind = LaunchFailureKind::None;
    QString summary;      // one line: what happened
    QString hint;         // what to check or change
    QString reference;    // "torchrun.md §4 #7" or empty
    QStringList evidence; // the log lines that show it, "node 0: ..."
    QString diagnoseKind; // the same failure in `diagnose`'s catalogue: "port-in-use"
};

} // namespace ddpw
