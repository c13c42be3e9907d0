#include "check/CheckRunner.h"

#include <QCoreApplication>
#include <QThread>

#include <chrono>
#include <mutex>

namespace ddpw {

// State the worker thread and the GUI thread share; it outlives the runner if it must.
struct CheckRunner::Shared
{
    std::atomic_bool cancel{false};
    std::atomic_bool closing{false}; // the runner is being destroyed: deliver nothing more
    std::atomic_bool done{false};
    std::mutex askMutex; // one question on screen at a time
};

CheckRunner::CheckRunner(QObject* parent) : QObject(parent) {}

CheckRunner::~CheckRunner()
{
    if (!m_shared)
        return;
    m_shared->closing = true;
    m_shared->cancel = true;
    // The worker may be waiting in a blocking queued call to this thread (a question): keep
    // delivering those calls (they answer "no" while closing) until it has cleaned up.
    while (!m_shared->done) {
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (m_thread.joinable())
        m_thread.join();
}

template <typename Call>
void CheckRunner::post(const std::shared_ptr<Shared>& shared, Call&& call)
{
    QMetaObject::invokeMethod(
        this,
        [shared, call = std::forward<Call>(call)]() {
            if (!shared->closing)
                call();
        },
        Qt::QueuedConnection);
}

bool CheckRunner::start(const CheckRequest& request)
{
    if (m_running)
        return false;
    if (m_thread.joinable())
        m_thread.join(); // the previous run's thread has already delivered finished()
    m_shared = std::make_shared<Shared>();
    m_running = true;
    m_thread = std::thread([this, request, shared = m_shared]() { work(request, shared); });
    return true;
}

void CheckRunner::cancel()
{
    if (m_shared)
        m_shared->cancel = true;
}

void CheckRunner::work(CheckRequest request, std::shared_ptr<Shared> shared)
{
    CheckSession session;
    session.askHostKey = [this, shared](const HostKeyQuestion& question) { return askHostKey(question, shared); };
    session.askSecret = [this, shared](const QString& prompt, bool echo) { return askSecret(prompt, echo, shared); };
    CheckSession::Observer observer;
    observer.preflightProgress = [this, shared](int node, const QString& host, const QString& text) {
        post(shared, [this, node, host, text]() { emit preflightProgress(node, host, text); });
    };
    observer.preflightFinished = [this, shared](const PreflightReport& report) {
        post(shared, [this, report]() { emit preflightFinished(report); });
    };
    observer.dryRunStarted = [this, shared](int nodes) {
        post(shared, [this, nodes]() { emit dryRunStarted(nodes); });
    };
    observer.notice = [this, shared](const QString& text) { post(shared, [this, text]() { emit notice(text); }); };
    observer.dryRunEvent = [this, shared](const DryRunEvent& event) {
        post(shared, [this, event]() { emit dryRunEvent(event); });
    };
    const CheckOutcome outcome = session.run(request, shared->cancel, observer);
    post(shared, [this, outcome]() {
        m_running = false;
        emit finished(outcome);
    });
    shared->done = true;
}

bool CheckRunner::askHostKey(const HostKeyQuestion& question, const std::shared_ptr<Shared>& shared)
{
    const std::lock_guard lock(shared->askMutex);
    if (shared->closing || shared->cancel)
        return false;
    bool trusted = false;
    QMetaObject::invokeMethod(
        this,
        [this, &shared, &question, &trusted]() {
            if (!shared->closing && hostKeyAsker)
                trusted = hostKeyAsker(question);
        },
        Qt::BlockingQueuedConnection);
    return trusted;
}

std::optional<QString> CheckRunner::askSecret(const QString& prompt, bool echo, const std::shared_ptr<Shared>& shared)
{
    const std::lock_guard lock(shared->askMutex);
    if (shared->closing || shared->cancel)
        return std::nullopt;
    std::optional<QString> answer;
    QMetaObject::invokeMethod(
        this,
        [this, &shared, &prompt, echo, &answer]() {
            if (!shared->closing && secretAsker)
                answer = secretAsker(prompt, echo);
        },
        Qt::BlockingQueuedConnection);
    return answer;
}

} // namespace ddpw
