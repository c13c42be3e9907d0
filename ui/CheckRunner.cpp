#include "CheckRunner.h"

#include "nodecheck/DryRunJson.h"
#include "nodecheck/LocalTransport.h"
#include "nodecheck/Preflight.h"
#include "nodecheck/SshTransport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QThread>

#include <chrono>

namespace ddpw {

// State the worker thread and the GUI thread share; it outlives the runner if it must.
struct CheckRunner::Shared
{
    std::atomic_bool cancel{false};
    std::atomic_bool closing{false}; // the runner is being destroyed: deliver nothing more
    std::atomic_bool done{false};
    std::mutex askMutex; // one question on screen at a time
    // Answers given during this run, by prompt, so that many sessions opening the same key
    // ask once (as the CLI does). Memory only; wiped when the run ends.
    QMap<QString, QString> secrets;

    void wipeSecrets()
    {
        const std::lock_guard lock(askMutex);
        for (QString& answer : secrets)
            answer.fill(QChar(u'\0'));
        secrets.clear();
    }
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
    CheckOutcome outcome = request.hosts.isEmpty() ? runLocal(request, shared) : runOverSsh(request, shared);
    shared->wipeSecrets();
    post(shared, [this, outcome]() {
        m_running = false;
        emit finished(outcome);
    });
    shared->done = true;
}

DryRunResult CheckRunner::runDryRun(const DryRunOptions& options, DryRunTransport& transport,
                                    const std::shared_ptr<Shared>& shared)
{
    const int nodes = options.hosts.isEmpty() ? options.job.nodeCount : static_cast<int>(options.hosts.size());
    post(shared, [this, nodes]() { emit dryRunStarted(nodes); });
    const DryRun::Observer observer = [this, &shared](const DryRunEvent& event) {
        post(shared, [this, event]() { emit dryRunEvent(event); });
    };
    return DryRun(options, transport).run(shared->cancel, observer);
}

CheckOutcome CheckRunner::runLocal(const CheckRequest& request, const std::shared_ptr<Shared>& shared)
{
    DryRunOptions options;
    options.job = request.job;
    options.timeoutSeconds = request.timeoutSeconds;
    LocalTransport transport;
    CheckOutcome outcome;
    outcome.local = true;
    outcome.dryRun = runDryRun(options, transport, shared);
    outcome.ok = outcome.dryRun->ok;
    outcome.cancelled = outcome.dryRun->stop == DryRunStop::Cancelled;
    // `ddpwizard-cli check --local --format json` prints the dry-run's document.
    outcome.report = DryRunJson::document(*outcome.dryRun);
    return outcome;
}

CheckOutcome CheckRunner::runOverSsh(CheckRequest request, const std::shared_ptr<Shared>& shared)
{
    // The same wiring as CliCheckCommand: pre-flight with the job's expectations, then the
    // rendezvous once every node passed.
    SshOptions& ssh = request.ssh;
    ssh.connectTimeoutMs = std::min(request.timeoutSeconds * 1000, 10000);
    if (ssh.hostKeyPolicy != HostKeyPolicy::AcceptNew)
        ssh.hostKeyPolicy = HostKeyPolicy::Ask;
    ssh.askHostKey = [this, shared](const HostKeyQuestion& question) { return askHostKey(question, shared); };
    ssh.askSecret = [this, shared](const QString& prompt, bool echo) { return askSecret(prompt, echo, shared); };

    PreflightOptions options;
    options.hosts = request.hosts;
    options.ssh = ssh;
    options.timeoutMs = request.timeoutSeconds * 1000;
    options.cancel = &shared->cancel;
    const JobSpec& job = request.job;
    options.expect.port = job.port;
    options.expect.torch = job.torchVersion;
    options.expect.nprocPerNode = job.resolvedNprocPerNode();
    options.expect.wantsGpus = job.gpusPerNode > 0;
    for (const EnvVar& var : job.env) {
        if (var.name == QLatin1String("NCCL_SOCKET_IFNAME") || var.name == QLatin1String("GLOO_SOCKET_IFNAME"))
            options.expect.socketIfnames.insert(var.name, var.value);
    }
    if (job.launcher == Launcher::DistributedLaunch)
        options.python = job.python;
    options.onProgress = [this, shared](int node, const QString& host, const QString& text) {
        post(shared, [this, node, host, text]() { emit preflightProgress(node, host, text); });
    };

    CheckOutcome outcome;
    outcome.preflightOnly = request.preflightOnly;
    outcome.preflight = Preflight(options).run();
    post(shared, [this, report = *outcome.preflight]() { emit preflightFinished(report); });
    outcome.cancelled = outcome.preflight->cancelled;
    if (!request.preflightOnly && !outcome.cancelled && outcome.preflight->ok()) {
        DryRunOptions dryRun;
        dryRun.job = job;
        dryRun.hosts = request.hosts;
        dryRun.timeoutSeconds = request.timeoutSeconds;
        SshTransport transport(ssh);
        outcome.dryRun = runDryRun(dryRun, transport, shared);
        outcome.cancelled = outcome.dryRun->stop == DryRunStop::Cancelled;
    }
    outcome.ok =
        outcome.preflight->ok() && (!outcome.dryRun || outcome.dryRun->ok) && (outcome.dryRun || request.preflightOnly);
    outcome.report = checkDocument(*outcome.preflight, outcome.dryRun, request.preflightOnly);
    return outcome;
}

QJsonObject CheckRunner::checkDocument(const PreflightReport& report, const std::optional<DryRunResult>& dryRun,
                                       bool preflightOnly)
{
    // Mirrors CliCheckCommand's JSON, key for key.
    const auto notRun = [](const QString& why) {
        return QJsonObject{{QStringLiteral("ok"), QJsonValue::Null},
                           {QStringLiteral("world_size"), QJsonValue::Null},
                           {QStringLiteral("ranks"), QJsonArray()},
                           {QStringLiteral("seconds"), QJsonValue::Null},
                           {QStringLiteral("error"), why}};
    };
    QJsonObject rendezvous;
    if (dryRun)
        rendezvous = DryRunJson::rendezvous(*dryRun);
    else if (preflightOnly)
        rendezvous = notRun(tr("skipped (--preflight-only)"));
    else if (!report.cancelled && !report.ok())
        rendezvous = notRun(tr("not run: the pre-flight found problems"));
    else
        rendezvous = notRun(tr("not run"));
    QJsonArray nodes;
    for (const NodeReport& node : report.nodes)
        nodes.append(report.nodeToJson(node));
    return QJsonObject{{QStringLiteral("nodes"), nodes},
                       {QStringLiteral("ok"), report.ok() && (!dryRun || dryRun->ok)},
                       {QStringLiteral("cancelled"), report.cancelled},
                       {QStringLiteral("preflight_seconds"), report.seconds},
                       {QStringLiteral("rendezvous"), rendezvous}};
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
    if (const auto it = shared->secrets.constFind(prompt); it != shared->secrets.cend())
        return *it;
    std::optional<QString> answer;
    QMetaObject::invokeMethod(
        this,
        [this, &shared, &prompt, echo, &answer]() {
            if (!shared->closing && secretAsker)
                answer = secretAsker(prompt, echo);
        },
        Qt::BlockingQueuedConnection);
    if (answer)
        shared->secrets.insert(prompt, *answer);
    return answer;
}

} // namespace ddpw
