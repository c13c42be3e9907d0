#include "nodecheck/DryRun.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "nodecheck/BandwidthAnalyzer.h"
#include "nodecheck/DryRunAggregator.h"
#include "nodecheck/LaunchFailureClassifier.h"
#include "util/FreePort.h"
#include "util/ResourceLocator.h"

#include <QRegularExpression>

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

namespace ddpw {

namespace {

constexpr int kPollMs = 50;
constexpr qsizetype kMaxPendingBytes = 1024 * 1024;

const QLatin1String kStartedMarker("DDPW_NODE_STARTED ");
const QLatin1String kExitMarker("DDPW_NODE_EXIT ");

QString stateName(DryRunNodeState state)
{
    switch (state) {
    case DryRunNodeState::Waiting: return DryRun::tr("waiting");
    case DryRunNodeState::Starting: return DryRun::tr("starting");
    case DryRunNodeState::Launched: return DryRun::tr("launched");
    case DryRunNodeState::Joined: return DryRun::tr("joined");
    case DryRunNodeState::Passed: return DryRun::tr("passed");
    case DryRunNodeState::Failed: return DryRun::tr("failed");
    case DryRunNodeState::Stopped: return DryRun::tr("stopped");
    }
    return {};
}

} // namespace

struct DryRun::NodeRun
{
    NodePlan plan;
    DryRunNodeResult result;
    QByteArray pendingOut;
    QByteArray pendingErr;
    qint64 pgid = 0;
    QString dir;
    std::atomic_bool done{false};
    std::thread thread;
};

int DryRunOptions::deadlineSeconds() const
{
    const int base = qMax(1, timeoutSeconds);
    return bandwidth.enabled ? base + bandwidth.seconds + kBandwidthGraceSeconds : base;
}

DryRun::DryRun(DryRunOptions options, DryRunTransport& transport)
    : m_options(std::move(options)), m_transport(transport)
{
}

double DryRun::elapsed() const
{
    return static_cast<double>(m_clock.nsecsElapsed()) / 1e9;
}

void DryRun::emitEvent(const DryRunEvent& event)
{
    if (m_observer)
        m_observer(event);
}

void DryRun::setState(NodeRun& node, DryRunNodeState state, const QString& text)
{
    node.result.state = state;
    DryRunEvent event;
    event.kind = DryRunEvent::Kind::NodeState;
    event.node = node.plan.index;
    event.state = state;
    event.seconds = elapsed();
    event.text = text.isEmpty() ? stateName(state) : text;
    emitEvent(event);
}

void DryRun::requestStop(DryRunStop why, const QString& text)
{
    std::lock_guard lock(m_mutex);
    if (m_stopReason != DryRunStop::None)
        return;
    m_stopReason = why;
    m_stopText = text;
    m_stop = true;
    DryRunEvent event;
    event.kind = DryRunEvent::Kind::Stopping;
    event.seconds = elapsed();
    event.text = text;
    emitEvent(event);
}

DryRunResult DryRun::run(const std::atomic_bool& cancel, const Observer& observer)
{
    m_observer = observer;
    m_clock.start();
    DryRunResult result;
    result.local = m_options.hosts.isEmpty();
    QString error;
    m_probe = ResourceLocator::read(QStringLiteral("probe/ddpw_probe.py"), &error);
    if (!m_probe.isEmpty())
        m_nodeScript = ResourceLocator::read(QStringLiteral("probe/ddpw_node.sh"), &error);
    if (m_probe.isEmpty() || m_nodeScript.isEmpty()) {
        result.error = error;
        return result;
    }
    result.port = m_options.job.port;
    const bool command = !m_options.command.isEmpty();
    if (result.local && !command) {
        result.port = m_options.localPort > 0 ? m_options.localPort : pickFreeLoopbackPort();
        if (result.port <= 0) {
            result.error = tr("no free TCP port on 127.0.0.1 for the local rendezvous");
            return result;
        }
    }
    const int probeTimeout = qBound(5, m_options.timeoutSeconds, 600);
    m_plan = DryRunPlan::make(m_options.job, m_options.hosts, result.local, command ? m_options.localPort : result.port,
                              probeTimeout, m_options.bandwidth, m_options.localStoreNode, m_options.command,
                              m_options.commandSettings);
    if (!m_plan.ok()) {
        result.error = m_plan.error;
        return result;
    }
    if (result.local && command)
        result.port = m_plan.port;
    // What the plan already shows is said at once; the run still goes, so that torch's own
    // message stands beside it.
    for (const QString& known : m_plan.refusals + m_plan.meetingProblems) {
        DryRunEvent event;
        event.kind = DryRunEvent::Kind::Notice;
        event.seconds = elapsed();
        event.text = tr("Known before the run: %1. The check runs it anyway, so that the nodes' own "
                        "messages (torch's, bash's) show beside this.")
                         .arg(known);
        emitEvent(event);
    }
    m_deadline = QDeadlineTimer(std::chrono::seconds(m_options.deadlineSeconds()));

    std::vector<std::unique_ptr<NodeRun>> nodes;
    for (const NodePlan& plan : m_plan.nodes) {
        auto node = std::make_unique<NodeRun>();
        node->plan = plan;
        node->result.index = plan.index;
        node->result.host = plan.host;
        node->result.commandLine = plan.commandLine;
        node->result.argv = plan.launcherArgv;
        node->result.environment = plan.launcherEnvironment;
        node->result.changes = plan.changes;
        nodes.push_back(std::move(node));
    }
    // All at once: the rendezvous needs every node, and a node started late only waits longer.
    for (auto& node : nodes) {
        NodeRun* raw = node.get();
        node->thread = std::thread([this, raw] { runNode(*raw); });
    }

    double firstFailure = -1;
    for (;;) {
        const bool allDone = std::all_of(nodes.begin(), nodes.end(), [](const auto& n) { return n->done.load(); });
        if (allDone)
            break;
        if (cancel.load())
            requestStop(DryRunStop::Cancelled, tr("cancelled"));
        else if (m_deadline.hasExpired())
            requestStop(DryRunStop::Deadline, tr("deadline of %1 s reached").arg(m_options.deadlineSeconds()));
        if (!m_stop && firstFailure < 0) {
            std::lock_guard lock(m_mutex);
            if (m_fatalSeen)
                firstFailure = elapsed();
            for (const auto& node : nodes) {
                if (node->result.state == DryRunNodeState::Failed)
                    firstFailure = elapsed();
            }
        }
        if (!m_stop && firstFailure >= 0 && elapsed() - firstFailure > m_options.failureGraceMs / 1000.0)
            requestStop(DryRunStop::NodeFailed, tr("a node failed; stopping the others"));
        std::this_thread::sleep_for(std::chrono::milliseconds(kPollMs));
    }
    for (auto& node : nodes)
        node->thread.join();

    QList<NodeRun*> list;
    for (auto& node : nodes)
        list.append(node.get());
    DryRunResult finished = finish(list);
    finished.local = result.local;
    finished.port = result.port;
    return finished;
}

void DryRun::runNode(NodeRun& node)
{
    {
        std::lock_guard lock(m_mutex);
        setState(node, DryRunNodeState::Starting,
                 m_transport.isLocal() ? tr("starting") : tr("connecting to %1").arg(node.plan.host));
    }
    QString error;
    std::unique_ptr<NodeChannel> channel = m_transport.open(node.plan.index, node.plan.host, &m_stop, &error);
    if (!channel) {
        std::lock_guard lock(m_mutex);
        node.result.error = error;
        node.result.endSeconds = elapsed();
        setState(node, m_stop ? DryRunNodeState::Stopped : DryRunNodeState::Failed, error);
        node.done = true;
        return;
    }
    NodeExecRequest request;
    request.argv = m_plan.runArgv(m_nodeScript, node.plan);
    request.stdinData = m_probe;
    request.deadline = m_deadline;
    request.cancel = &m_stop;
    request.onStdout = [this, &node](const QByteArray& chunk) { handleOutput(node, chunk, false); };
    request.onStderr = [this, &node](const QByteArray& chunk) { handleOutput(node, chunk, true); };
    const NodeExecResult exec = channel->exec(request);
    handleOutput(node, QByteArray("\n"), false); // flush a last line without newline
    handleOutput(node, QByteArray("\n"), true);
    // The node's command shares the global deadline and may notice it before the main loop.
    if (!exec.finished && !m_stop && m_deadline.hasExpired())
        requestStop(DryRunStop::Deadline, tr("deadline of %1 s reached").arg(m_options.deadlineSeconds()));
    if (!exec.finished)
        cleanUpNode(node, *channel);

    std::lock_guard lock(m_mutex);
    node.result.finished = exec.finished;
    node.result.exitStatus = exec.exitStatus;
    node.result.endSeconds = elapsed();
    const bool ranksOk =
        !node.result.reports.isEmpty() &&
        std::all_of(node.result.reports.begin(), node.result.reports.end(), [](const ProbeReport& r) { return r.ok; });
    if (exec.finished && exec.exitStatus == 0 && ranksOk) {
        setState(node, DryRunNodeState::Passed,
                 tr("passed: %n rank(s) reported", nullptr, int(node.result.reports.size())));
    } else if (exec.finished) {
        node.result.error = tr("the launcher exited with status %1").arg(exec.exitStatus);
        setState(node,
                 m_stop && exec.exitStatus != 0 && m_stopReason != DryRunStop::NodeFailed ? DryRunNodeState::Stopped
                                                                                          : DryRunNodeState::Failed,
                 node.result.error);
    } else if (m_stop) {
        node.result.error = m_stopText;
        setState(node, DryRunNodeState::Stopped, tr("stopped (%1)").arg(m_stopText));
    } else {
        node.result.error = exec.error;
        setState(node, DryRunNodeState::Failed, exec.error);
    }
    node.done = true;
}

void DryRun::cleanUpNode(NodeRun& node, NodeChannel& channel)
{
    qint64 pgid = 0;
    QString dir;
    {
        std::lock_guard lock(m_mutex);
        pgid = node.pgid;
        dir = node.dir;
    }
    NodeExecRequest request;
    request.argv = m_plan.cleanupArgv(m_nodeScript, node.plan, pgid, dir);
    request.deadline = QDeadlineTimer(m_options.cleanupTimeoutMs);
    QByteArray output;
    request.onStdout = [&output](const QByteArray& chunk) { output += chunk.left(4096); };
    const NodeExecResult result = channel.exec(request);
    std::lock_guard lock(m_mutex);
    node.result.cleanedUp = result.finished && output.contains("DDPW_NODE_CLEAN");
    if (!node.result.cleanedUp)
        node.result.log.append(tr("clean-up on this node did not confirm: %1").arg(result.error));
}

void DryRun::handleOutput(NodeRun& node, const QByteArray& chunk, bool isStderr)
{
    QStringList lines;
    {
        std::lock_guard lock(m_mutex);
        QByteArray& pending = isStderr ? node.pendingErr : node.pendingOut;
        pending += chunk;
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0) {
            lines.append(QString::fromUtf8(pending.left(newline)).remove(u'\r'));
            pending.remove(0, newline + 1);
        }
        // A line without end (binary junk) is cut rather than buffered for ever.
        if (pending.size() > kMaxPendingBytes) {
            lines.append(QString::fromUtf8(pending.left(4096)));
            pending.clear();
        }
    }
    for (const QString& line : lines) {
        if (!line.isEmpty())
            handleLine(node, line, isStderr);
    }
}

void DryRun::handleLine(NodeRun& node, const QString& line, bool isStderr)
{
    std::lock_guard lock(m_mutex);
    if (!isStderr && line.startsWith(kStartedMarker)) {
        static const QRegularExpression started(QStringLiteral(R"(pgid=(\d+) dir=(\S+) host=(.*)$)"));
        const QRegularExpressionMatch match = started.match(line);
        if (match.hasMatch()) {
            node.pgid = match.captured(1).toLongLong();
            node.dir = match.captured(2);
            node.result.runDir = node.dir;
            node.result.hostname = match.captured(3).trimmed();
        }
        setState(node, DryRunNodeState::Launched,
                 tr("launcher started on %1 in %2").arg(node.result.hostname, node.result.runDir));
        return;
    }
    if (!isStderr && line.startsWith(kExitMarker))
        return;
    if (!isStderr) {
        QString parseError;
        if (std::optional<ProbeReport> report = ProbeReport::fromLine(line, &parseError)) {
            node.result.reports.append(*report);
            DryRunEvent event;
            event.kind = DryRunEvent::Kind::RankReport;
            event.node = node.plan.index;
            event.state = node.result.state;
            event.seconds = elapsed();
            event.report = *report;
            event.text = report->ok ? tr("rank %1 ok").arg(report->rank)
                                    : tr("rank %1 failed: %2").arg(report->rank).arg(report->error);
            emitEvent(event);
            return;
        }
        if (!parseError.isEmpty())
            node.result.log.append(parseError);
        if (std::optional<ProbeEvent> probeEvent = ProbeEvent::fromLine(line)) {
            if (probeEvent->event == QLatin1String("bandwidth")) {
                setState(node, node.result.state,
                         tr("measuring the network: all-reduce sizes, then a ring between the nodes (up to %1 s)")
                             .arg(m_options.bandwidth.seconds));
                return;
            }
            if (node.result.joinedSeconds < 0) {
                node.result.joinedSeconds = elapsed();
                setState(node, DryRunNodeState::Joined,
                         tr("rendezvous complete, workers started (group rank %1)").arg(probeEvent->groupRank));
            }
            return;
        }
    }
    // E.g. torch's c10d falls back to a client when its store cannot bind the port, then waits
    // 60 s on whatever listens there: the taken port is already the answer.
    const LaunchFailureKind kind = LaunchFailureClassifier::classifyLine(line);
    if (kind != LaunchFailureKind::None && kind < LaunchFailureKind::CollectiveNetwork)
        m_fatalSeen = true;
    node.result.log.append(line);
    while (node.result.log.size() > m_options.logLinesKept)
        node.result.log.removeFirst();
    DryRunEvent event;
    event.kind = DryRunEvent::Kind::Output;
    event.node = node.plan.index;
    event.state = node.result.state;
    event.seconds = elapsed();
    event.text = line;
    event.isStderr = isStderr;
    emitEvent(event);
}

DryRunResult DryRun::finish(QList<NodeRun*>& nodes)
{
    std::lock_guard lock(m_mutex);
    DryRunResult result;
    result.stop = m_stopReason;
    result.totalSeconds = elapsed();
    DryRunExpectation expected = DryRunExpectation::forJob(m_options.job);
    result.changes = m_plan.changes;
    result.localChanges = m_plan.localChanges;
    result.knownFailures = m_plan.refusals + m_plan.meetingProblems;
    if (!m_options.command.isEmpty()) {
        // The user's command: the probe replaced the script and its arguments, and the command's
        // exports are shown per node rather than compared with what the import understood.
        expected.scriptArgs.clear();
        expected.env.clear();
        // What the launchers were given decides the ranks, not what the import understood.
        expected.nprocPerNode = m_plan.commandNprocPerNode;
        expected.worldSize.reset();
        if (m_plan.commandNprocPerNode && m_plan.commandNodes)
            expected.worldSize = *m_plan.commandNprocPerNode * *m_plan.commandNodes;
    }
    result.expectedWorldSize = expected.worldSize;
    QList<NodeOutcome> outcomes;
    QStringList logLines;
    double lastJoin = 0;
    bool allJoined = true;
    for (NodeRun* node : nodes) {
        result.nodes.append(node->result);
        outcomes.append({node->result.index, node->result.host, node->result.finished, node->result.exitStatus,
                         node->result.reports, node->plan.platformEnvironment});
        result.ranks += node->result.reports;
        for (const QString& line : node->result.log)
            logLines.append(tr("node %1: %2").arg(node->result.index).arg(line));
        if (node->result.joinedSeconds < 0)
            allJoined = false;
        lastJoin = qMax(lastJoin, node->result.joinedSeconds);
    }
    std::sort(result.ranks.begin(), result.ranks.end(),
              [](const ProbeReport& a, const ProbeReport& b) { return a.rank < b.rank; });
    if (allJoined && !nodes.isEmpty())
        result.rendezvousSeconds = lastJoin;
    const DryRunVerdict verdict = DryRunAggregator::aggregate(expected, outcomes);
    result.worldSize = verdict.worldSize;
    result.problems = verdict.problems;
    result.warnings = verdict.warnings;
    result.ok = verdict.ok && m_stopReason == DryRunStop::None;
    if (m_options.bandwidth.enabled && result.ok)
        result.bandwidth = BandwidthAnalyzer::analyze(m_options.bandwidth, result.nodes, m_options.hosts.isEmpty());
    if (!result.ok) {
        result.failure = LaunchFailureClassifier::classify(logLines);
        // A run the user cancelled (or the deadline ended) was stopped by this dry-run itself:
        // the launchers' "signal 15" in the logs is that stop, not the platform's.
        if (m_stopReason != DryRunStop::None &&
            result.failure.diagnoseKind == LogFindingCatalog::slug(LogDiagnosisKind::Terminated))
            result.failure = LaunchFailure();
        result.error = explain(result);
    }
    return result;
}

namespace {

// Whether a clause starts with a program's or a file's name, which keeps its own spelling
// ("torchrun rejected ...", not "Torchrun rejected ...").
bool startsWithCodeName(const QString& text)
{
    const QString first = text.section(u' ', 0, 0);
    static const QStringList programs{QStringLiteral("torchrun"),  QStringLiteral("python"),
                                      QStringLiteral("python3"),   QStringLiteral("accelerate"),
                                      QStringLiteral("deepspeed"), QStringLiteral("nvidia-smi"),
                                      QStringLiteral("ssh"),       QStringLiteral("sshd")};
    return programs.contains(first) || std::any_of(first.cbegin(), first.cend(), [](QChar c) {
               return c.isDigit() || QStringView(u"._/-$=").contains(c);
           });
}

// A clause of the failure table or the diagnose catalogue as a sentence: capitalised unless it
// starts with a program's name, ending in one full stop (a catalogue's hint ends in its own, a
// Chinese one in "。").
QString asSentence(const QString& text)
{
    if (text.isEmpty())
        return text;
    QString sentence = startsWithCodeName(text) ? text : text.at(0).toUpper() + text.mid(1);
    if (!sentence.endsWith(u'.') && !sentence.endsWith(u'\u3002'))
        sentence.append(u'.');
    return sentence;
}

} // namespace

QString DryRun::explain(const DryRunResult& result) const
{
    QStringList parts;
    // The user's command: a cause its plan already shows (what torch refuses, --nnodes other
    // than the pods, the same rank everywhere, a localhost master) says first why the nodes
    // failed or never met, where the logs alone only show a timeout or torch's symptom.
    if (result.stop != DryRunStop::Cancelled) {
        for (const QString& known : result.knownFailures)
            parts.append(asSentence(known));
    }
    if (result.stop == DryRunStop::Cancelled)
        parts.append(tr("The dry-run was cancelled after %1 s.").arg(result.totalSeconds, 0, 'f', 1));
    if (result.stop == DryRunStop::Deadline) {
        QStringList waiting;
        for (const DryRunNodeResult& node : result.nodes) {
            if (node.joinedSeconds < 0)
                waiting.append(tr("node %1 (%2)").arg(node.index).arg(node.host));
        }
        parts.append(tr("The dry-run did not finish within %1 s.").arg(m_options.deadlineSeconds()));
        if (!waiting.isEmpty())
            parts.append(tr("Never joined the rendezvous: %1.").arg(waiting.join(QStringLiteral(", "))));
    }
    if (result.failure.kind != LaunchFailureKind::None) {
        // The failure's reference (the research note it comes from) stays in the JSON report:
        // a sentence for the user cites no internal note.
        parts.append(asSentence(result.failure.summary));
        // diagnose's fix may name a subcommand (`ddpwizard-cli validate`): the Check step says
        // the kind's own hint instead.
        const QString hint =
            m_options.forGui ? LaunchFailureClassifier::hint(result.failure.kind) : result.failure.hint;
        if (!hint.isEmpty())
            parts.append(asSentence(hint));
    } else if (!result.problems.isEmpty() && result.stop != DryRunStop::Cancelled) {
        parts.append(asSentence(result.problems.first()));
    }
    if (parts.isEmpty())
        parts.append(tr("The dry-run failed."));
    return parts.join(u' ');
}

} // namespace ddpw
