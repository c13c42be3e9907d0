#pragma once

#include "nodecheck/CheckOutcome.h"
#include "nodecheck/CheckRequest.h"
#include "nodecheck/DryRunResult.h"
#include "nodecheck/PreflightAnalyzer.h"
#include "nodecheck/SecretCache.h"

#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace ddpw {

class DryRunTransport;
struct DryRunOptions;

// One check of the nodes, the way every front end runs it: `ddpwizard-cli check` and `dryrun`
// and the Check step are thin users of this class, so they judge the same nodes alike. Over
// SSH: the pre-flight with the job's expectations, then (once every node passed) the real
// dry-run rendezvous; in local mode (no hosts): the dry-run on simulated nodes. Blocking: run
// it off the GUI thread. The cancel flag stops it at any moment, every node cleaned up.
class CheckSession
{
public:
    // Live progress, called on the session's worker threads, one call at a time per kind.
    struct Observer
    {
        std::function<void(int node, const QString& host, const QString& text)> preflightProgress;
        std::function<void(const PreflightReport& report)> preflightFinished;
        std::function<void(int nodes)> dryRunStarted;
        // Said before the rendezvous: e.g. a local check on a torch other than the job's.
        std::function<void(const QString& text)> notice;
        std::function<void(const DryRunEvent& event)> dryRunEvent;
    };

    // Questions the nodes raise; called on worker threads, one at a time. Secret answers are kept
    // for the run only (SecretCache) and wiped when it ends. Without an asker the answer is "no".
    std::function<bool(const HostKeyQuestion& question)> askHostKey;
    SecretCache::Asker askSecret;

    CheckOutcome run(const CheckRequest& request, const std::atomic_bool& cancel, const Observer& observer = {});

    // What the job promises every node: the rendezvous port, processes and GPUs, the socket
    // interfaces of its environment, and its torch release when the job names one (an unknown
    // release promises spellings every release accepts, not a version to match).
    static PreflightExpectations expectationsFor(const JobSpec& job);
    // The python the pre-flight runs on the nodes.
    static QString preflightPython(const CheckRequest& request);
    // The SSH connect timeout of a check with this overall limit.
    static int connectTimeoutMs(int timeoutSeconds);

private:
    SshOptions sshOptions(const CheckRequest& request);
    // Local mode: the torch this machine runs the job (or its command) with, each surprise said
    // through observer.notice (no torch at all, another release than the job's).
    static TorchVersion probeLocalTorch(const CheckRequest& request, CheckOutcome& outcome, const Observer& observer);
    DryRunResult runDryRun(const DryRunOptions& options, DryRunTransport& transport, const std::atomic_bool& cancel,
                           const Observer& observer);

    SecretCache m_secrets;
};

} // namespace ddpw
