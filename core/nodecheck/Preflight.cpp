#include "nodecheck/Preflight.h"

#include "ssh/SshSession.h"
#include "util/ResourceLocator.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace ddpw {

namespace {

// Runs job(i) for i in [0, count) on at most `width` threads.
void forEachParallel(int count, int width, const std::function<void(int)>& job)
{
    std::atomic_int next{0};
    std::vector<std::thread> threads;
    const int n = std::max(1, std::min(width, count));
    threads.reserve(static_cast<size_t>(n));
    for (int t = 0; t < n; ++t)
        threads.emplace_back([&] {
            for (int i = next++; i < count; i = next++)
                job(i);
        });
    for (std::thread& thread : threads)
        thread.join();
}

double nowSeconds()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}

QString tail(const QByteArray& bytes)
{
    const QString text = QString::fromUtf8(bytes).trimmed();
    const QStringList lines = text.split(u'\n');
    return lines.mid(std::max<qsizetype>(0, lines.size() - 5)).join(QStringLiteral(" | "));
}

} // namespace

Preflight::Preflight(PreflightOptions options) : m_options(std::move(options)) {}

QByteArray Preflight::probeScript(QString* error)
{
    return ResourceLocator::read(QStringLiteral("preflight/preflight_probe.py"), error);
}

QStringList Preflight::pythonArgv(const QString& python, const QByteArray& optionsJson)
{
    // A node's login shell may put another python first; the job's python wins, with "python"
    // as the fallback. The script arrives on stdin ("-"), so nothing is written on the node.
    return {QStringLiteral("sh"),
            QStringLiteral("-c"),
            QStringLiteral("p=$1; shift; command -v \"$p\" >/dev/null 2>&1 || p=python; exec \"$p\" - \"$@\""),
            QStringLiteral("ddpw-preflight"),
            python,
            QString::fromUtf8(optionsJson)};
}

PreflightReport Preflight::run()
{
    QElapsedTimer clock;
    clock.start();
    PreflightReport report;
    const int count = int(m_options.hosts.size());
    const QDeadlineTimer deadline(m_options.timeoutMs);
    QList<NodeProbe> probes(count);
    std::vector<std::unique_ptr<SshSession>> sessions(static_cast<size_t>(count));
    const auto progress = [this](int i, const QString& text) {
        if (m_options.onProgress)
            m_options.onProgress(i, m_options.hosts.at(i), text);
    };
    const auto cancelled = [this] { return m_options.cancel && m_options.cancel->load(); };

    QString scriptError;
    const QByteArray script = probeScript(&scriptError);
    PreflightExpectations expect = m_options.expect;
    // The rendezvous endpoint is the first host's name as the nodes know it: "user@" is SSH's.
    if (expect.master.isEmpty() && count > 0)
        expect.master = m_options.hosts.first().section(u'@', -1);

    // Phase 1: connect and collect facts, every node in parallel.
    forEachParallel(count, m_options.maxParallel, [&](int i) {
        NodeProbe& probe = probes[i];
        probe.host = m_options.hosts.at(i);
        if (cancelled() || deadline.hasExpired()) {
            probe.sshError = cancelled() ? SshError::Cancelled : SshError::Timeout;
            probe.sshErrorText =
                cancelled() ? tr("Cancelled.") : tr("The pre-flight ran out of time before this node.");
            return;
        }
        SshOptions ssh = m_options.ssh;
        ssh.host = probe.host;
        ssh.connectTimeoutMs = int(std::clamp<qint64>(deadline.remainingTime(), 1, ssh.connectTimeoutMs));
        auto session = std::make_unique<SshSession>(ssh);
        progress(i, tr("connecting"));
        if (!session->connect(m_options.cancel)) {
            probe.sshError = session->error();
            probe.sshErrorText = session->errorText();
            progress(i, tr("failed: %1").arg(probe.sshErrorText));
            return;
        }
        probe.connected = true;
        probe.fingerprint = session->hostKeyFingerprint();
        progress(i, tr("connected, probing"));
        if (script.isEmpty()) {
            probe.probeError = scriptError;
            return;
        }
        QJsonObject options{{QStringLiteral("mode"), QStringLiteral("facts")},
                            {QStringLiteral("master"), expect.master},
                            {QStringLiteral("port"), expect.port},
                            {QStringLiteral("is_master"), i == 0}};
        SshExecRequest request;
        request.argv = pythonArgv(m_options.python, QJsonDocument(options).toJson(QJsonDocument::Compact));
        request.stdinData = script;
        request.deadline = deadline;
        request.cancel = m_options.cancel;
        const double started = nowSeconds();
        const SshExecResult result = session->exec(request);
        const double ended = nowSeconds();
        probe.localMidTime = (started + ended) / 2;
        probe.roundTripSeconds = ended - started;
        const QJsonDocument document = QJsonDocument::fromJson(result.stdoutData.trimmed());
        if (!result.finished || result.exitStatus != 0 || !document.isObject()) {
            probe.probeError = !result.finished
                                   ? result.errorText
                                   : tr("the probe failed (exit %1) with %2: %3")
                                         .arg(result.exitStatus)
                                         .arg(m_options.python, tail(result.stderrData + result.stdoutData));
            progress(i, tr("probe failed"));
            return;
        }
        probe.probeRan = true;
        probe.facts = document.object();
        sessions[size_t(i)] = std::move(session);
        progress(i, tr("probed"));
    });

    // Phase 2: the master listens on the rendezvous port; every other node knocks.
    runPortProbe(probes, sessions, expect, script, deadline);

    for (auto& session : sessions)
        session.reset();
    report.nodes = PreflightAnalyzer::analyze(expect, probes);
    report.cancelled = cancelled();
    report.seconds = double(clock.elapsed()) / 1000.0;
    return report;
}

void Preflight::runPortProbe(QList<NodeProbe>& probes, std::vector<std::unique_ptr<SshSession>>& sessions,
                             const PreflightExpectations& expect, const QByteArray& script,
                             const QDeadlineTimer& deadline)
{
    const int count = int(probes.size());
    if (count == 0)
        return;
    QList<int> knockers;
    for (int i = 1; i < count; ++i) {
        if (probes[i].probeRan)
            knockers << i;
    }
    const auto skipAll = [&](const QString& why) {
        for (NodeProbe& probe : probes)
            probe.portProbeSkipped = why;
    };
    NodeProbe& master = probes[0];
    if (count == 1)
        return skipAll(tr("single node: nobody else has to reach the master"));
    if (!master.probeRan)
        return skipAll(tr("not tested: the master could not be probed"));
    if (!master.facts.value(QStringLiteral("port_free")).toBool())
        return skipAll(tr("not tested: port %1 is taken on the master").arg(expect.port));
    if (knockers.isEmpty())
        return skipAll(tr("not tested: no other node could be probed"));
    if (m_options.cancel && m_options.cancel->load())
        return skipAll(tr("cancelled"));

    std::mutex mutex;
    std::condition_variable changed;
    bool listening = false;
    bool listenDone = false;
    QByteArray listenOutput;
    SshExecResult listenResult;
    const qint64 listenMs = std::clamp<qint64>(deadline.remainingTime(), 1000, 15000);
    std::thread listener([&] {
        const QJsonObject options{{QStringLiteral("mode"), QStringLiteral("listen")},
                                  {QStringLiteral("port"), expect.port},
                                  {QStringLiteral("expected"), int(knockers.size())},
                                  {QStringLiteral("seconds"), double(listenMs) / 1000.0}};
        SshExecRequest request;
        request.argv = pythonArgv(m_options.python, QJsonDocument(options).toJson(QJsonDocument::Compact));
        request.stdinData = script;
        request.deadline = QDeadlineTimer(listenMs + 5000);
        request.cancel = m_options.cancel;
        request.onStdout = [&](const QByteArray& chunk) {
            const std::lock_guard lock(mutex);
            listenOutput += chunk;
            if (!listening && listenOutput.contains("LISTENING\n")) {
                listening = true;
                changed.notify_all();
            }
        };
        SshExecResult result = sessions[0]->exec(request);
        const std::lock_guard lock(mutex);
        listenResult = std::move(result);
        listenDone = true;
        changed.notify_all();
    });
    {
        std::unique_lock lock(mutex);
        changed.wait_for(lock, std::chrono::milliseconds(listenMs), [&] { return listening || listenDone; });
    }
    bool started = false;
    {
        const std::lock_guard lock(mutex);
        started = listening;
    }
    if (started) {
        forEachParallel(int(knockers.size()), m_options.maxParallel, [&](int k) {
            const int i = knockers[k];
            const QJsonObject options{{QStringLiteral("mode"), QStringLiteral("knock")},
                                      {QStringLiteral("master"), expect.master},
                                      {QStringLiteral("port"), expect.port},
                                      {QStringLiteral("seconds"), 3}};
            SshExecRequest request;
            request.argv = pythonArgv(m_options.python, QJsonDocument(options).toJson(QJsonDocument::Compact));
            request.stdinData = script;
            request.deadline = QDeadlineTimer(std::clamp<qint64>(deadline.remainingTime(), 1000, 10000));
            request.cancel = m_options.cancel;
            const SshExecResult result = sessions[size_t(i)]->exec(request);
            const QJsonDocument document = QJsonDocument::fromJson(result.stdoutData.trimmed());
            if (document.isObject())
                probes[i].knock = document.object();
            else
                probes[i].knock = QJsonObject{
                    {QStringLiteral("ok"), false},
                    {QStringLiteral("error"), result.errorText.isEmpty() ? tail(result.stderrData) : result.errorText}};
            if (m_options.onProgress)
                m_options.onProgress(i, probes[i].host, tr("port probe done"));
        });
    }
    listener.join();
    const QList<QByteArray> lines = listenResult.stdoutData.trimmed().split('\n');
    const QJsonDocument document = QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last());
    master.listen =
        document.isObject()
            ? document.object()
            : QJsonObject{{QStringLiteral("ok"), false},
                          {QStringLiteral("error"),
                           listenResult.errorText.isEmpty() ? tail(listenResult.stderrData) : listenResult.errorText}};
    if (!started) {
        for (int i : knockers)
            probes[i].portProbeSkipped = tr("not tested: the master could not listen on port %1").arg(expect.port);
    }
}

} // namespace ddpw
