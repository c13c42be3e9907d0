#pragma once

#include "model/JobSpec.h"
#include "nodecheck/DryRun.h"
#include "ssh/SshOptions.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// What one check asks for, whoever asks (`ddpwizard-cli check` and `dryrun`, the Check step).
struct CheckRequest
{
    static constexpr int kDefaultTimeoutSeconds = DryRunOptions::kDefaultTimeoutSeconds;
    static constexpr int kMaxTimeoutSeconds = 24 * 3600;
    static constexpr int kDefaultParallel = 64;
    static constexpr int kMaxParallel = 1024;

    enum class Steps {
        PreflightAndRendezvous, // over SSH: the pre-flight, then the rendezvous once every node passed
        PreflightOnly,          // over SSH: the pre-flight alone
        RendezvousOnly,         // the rendezvous alone (`dryrun`; always in local mode)
    };

    // None: no job was given, so the question is only whether these hosts can meet at all (one
    // CPU process per host, spellings every torch release takes).
    std::optional<JobSpec> job;
    // The start command as the user wrote it (`--command`, a hand-edited command in the GUI):
    // over SSH the rendezvous runs exactly it, the probe in place of the training script. The
    // job above is then what was read from it (node count, expected world size). Empty: the
    // job's generated command runs.
    QString command;
    QStringList hosts; // the first is the master; empty: local mode, simulated nodes on this machine
    SshOptions ssh;    // how to reach the hosts; the session fills in its askers
    Steps steps = Steps::PreflightAndRendezvous;
    int timeoutSeconds = kDefaultTimeoutSeconds;
    // The nodes' python for the pre-flight (empty: the job's for launch.py, else python3) and,
    // with a command, the interpreter for its bare python/python3/torchrun (named in the report).
    QString python;
    // Local mode with a command: fewer processes per node than it asks (a named change).
    std::optional<int> localProcessesPerNode;
    // The texts name the Check step's controls instead of the CLI's options.
    bool forGui = false;
    int maxParallel = kDefaultParallel; // nodes the pre-flight handles at once
    int localPort = 0;                  // local mode's rendezvous port; 0 picks a free one
    int localStoreNode = 0;             // local mode, c10d: the node whose agent hosts the store
    // The network step after the rendezvous; needs the rendezvous, so not with
    // PreflightOnly. Its budget extends the rendezvous' deadline.
    BandwidthOptions bandwidth;

    bool isLocal() const { return hosts.isEmpty(); }
    // The job the rendezvous runs: the given one, or the least job the hosts can meet with.
    JobSpec rendezvousJob() const;
};

} // namespace ddpw
