#pragma once

#include <QString>
#include <QStringList>

namespace ddpw {

// Why a launch failed: one of the ways a multi-node torch launch fails that the dry-run tells
// apart from the nodes' logs. The kinds are the coarse ones of the dry-run's JSON;
// LaunchFailureClassifier finds them with the diagnose engine, whose finer kind (diagnoseKind)
// and words the Check step shows.
// Ordered from root cause to symptom: when a run shows several, the smallest value explains
// the others (a port taken on the master makes the other nodes' connections fail too).
enum class LaunchFailureKind {
    None,
    NodeSetup,             // the node helper could not prepare (mktemp, setsid missing)
    LauncherMissing,       // torchrun / python not found on the node
    TorchMissing,          // python on the node has no torch
    TorchStdQuirk,         // torch 1.13 on Python 3.11 with the default -r 0 -t 0
    LocalRankArgument,     // launch.py passes --local-rank/--local_rank
    LauncherArguments,     // the launcher rejected its options (spelling, version)
    PortInUse,             // the rendezvous/master port is taken
    HostnameResolution,    // a name does not resolve on some node
    CudaUnavailable,       // GPUs asked for but not usable on the node
    CollectiveNetwork,     // NCCL/Gloo could not connect the ranks
    RendezvousTimeout,     // not every node joined in time
    RendezvousUnreachable, // the c10d store/master could not be reached
    RendezvousClosed,      // another node ended the rendezvous (it failed first)
    WorkerFailed,          // a worker exited non-zero for another reason
    Unknown,
};

struct LaunchFailure
{
    LaunchFailureKind kind = LaunchFailureKind::None;
    QString summary;      // one line: what happened
    QString hint;         // what to check or change
    QString reference;    // where to read more: "DDP603 in docs/validate.md" or an upstream issue; or empty
    QStringList evidence; // the log lines that show it, "node 0: ..."
    QString diagnoseKind; // the same failure in `diagnose`'s catalogue: "port-in-use"
};

} // namespace ddpw
