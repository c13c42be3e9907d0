#pragma once

#include "nodecheck/CheckOutcome.h"
#include "nodecheck/CheckRequest.h"
#include "nodecheck/CheckSession.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

namespace ddpw {

// Runs core's CheckSession (the same one `ddpwizard-cli check` and `dryrun` run) on a worker
// thread and hands every progress event to the GUI thread as a queued signal. Questions the
// session asks (host keys, passphrases) are marshalled to the GUI thread with a blocking queued
// call and answered by the page's askers.
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
    // Sets the session's cancel flag; finished() follows once every node is cleaned up.
    void cancel();

    // Called on the GUI thread; answer "trust this host key?" and "enter a secret".
    std::function<bool(const HostKeyQuestion&)> hostKeyAsker;
    std::function<std::optional<QString>(const QString& prompt, bool echo)> secretAsker;

signals:
    void preflightProgress(int node, const QString& host, const QString& text);
    void preflightFinished(const ddpw::PreflightReport& report);
    void dryRunStarted(int nodes);
    void notice(const QString& text);
    void dryRunEvent(const ddpw::DryRunEvent& event);
    void finished(const ddpw::CheckOutcome& outcome);

private:
    struct Shared;
    void work(CheckRequest request, std::shared_ptr<Shared> shared);
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
