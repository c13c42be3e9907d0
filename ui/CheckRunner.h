#pragma once

#include "model/JobSpec.h"
#include "nodecheck/DryRun.h"
#include "nodecheck/DryRunResult.h"
#include "nodecheck/PreflightReport.h"
#include "ssh/SshOptions.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace ddpw {

// What the Check step asks for: hosts (empty = local mode), SSH settings and the job.
struct CheckRequest
{
    JobSpec job;
    QStringList hosts; // first = master; empty = simulated nodes on this machine
    SshOptions ssh;    // host, askHostKey and askSecret are filled in by the runner
    int timeoutSeconds = 120;
    bool preflightOnly = false;
};

// What a finished run produced; `report` is the JSON that `ddpwizard-cli check --format json`
// prints for the same run (local mode: the `check --local` / `dryrun` document).
struct CheckOutcome
{
    bool local = false;
    bool cancelled = false;
    bool ok = false;
    bool preflightOnly = false;
    std::optional<PreflightReport> preflight;
    std::optional<DryRunResult> dryRun;
    QJsonObject report;
};

// Runs the core engines (Preflight, then DryRun over SSH; or DryRun on LocalTransport) on a
// worker thread, the same way the CLI's `check` wires them, and hands every progress event to
// the GUI thread as a queued call. Questions the engines ask (host keys, passphrases) are
// marshalled to the GUI thread with a blocking queued call and answered by the page's askers.
class CheckRunner : public QObject
{
    Q_OBJECT

public:
    explicit CheckRunner(QObject* parent = nullptr);
    // Cancels a run in progress and waits for its clean-up.
    ~CheckRunner() override;

    bool isRunning() const { return m_running; }
    // Starts a run; false when one is already running.
    bool start(const CheckRequest& request);
    // Sets the engines' cancel flag; finished() follows once every node is cleaned up.
    void cancel();

    // Called on the GUI thread; answer "trust this host key?" and "enter a secret".
    std::function<bool(const HostKeyQuestion&)> hostKeyAsker;
    std::function<std::optional<QString>(const QString& prompt, bool echo)> secretAsker;

    // The same JSON as the CLI's `check --format json`, for an SSH run.
    static QJsonObject checkDocument(const PreflightReport& report, const std::optional<DryRunResult>& dryRun,
                                     bool preflightOnly);

signals:
    void preflightProgress(int node, const QString& host, const QString& text);
    void preflightFinished(const ddpw::PreflightReport& report);
    void dryRunStarted(int nodes);
    void dryRunEvent(const ddpw::DryRunEvent& event);
    void finished(const ddpw::CheckOutcome& outcome);

private:
    struct Shared;
    void work(CheckRequest request, std::shared_ptr<Shared> shared);
    CheckOutcome runLocal(const CheckRequest& request, const std::shared_ptr<Shared>& shared);
    CheckOutcome runOverSsh(CheckRequest request, const std::shared_ptr<Shared>& shared);
    DryRunResult runDryRun(const DryRunOptions& options, DryRunTransport& transport,
                           const std::shared_ptr<Shared>& shared);
    bool askHostKey(const HostKeyQuestion& question, const std::shared_ptr<Shared>& shared);
    std::optional<QString> askSecret(const QString& prompt, bool echo, const std::shared_ptr<Shared>& shared);
    // Queues `call` to the GUI thread unless the runner is closing.
    template <typename Call>
    void post(const std::shared_ptr<Shared>& shared, Call&& call);

    std::shared_ptr<Shared> m_shared;
    std::thread m_thread;
    bool m_running = false;
};

} // namespace ddpw
