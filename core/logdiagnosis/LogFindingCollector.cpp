#include "logdiagnosis/LogFindingCollector.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "logdiagnosis/LogFindingText.h"
#include "model/WorstFirst.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <tuple>

namespace ddpw {

namespace {

// c10d retries a name that does not resolve about once a second; a healthy run looks each
// name up a few times at most (once per process that connects).
constexpr int kRepeatedLookups = 10;

// Whether the two findings were read in one log (one interleaved log shares every finding).
bool sharesLog(const LogFinding& a, const LogFinding& b)
{
    for (const LogEvidence& x : a.evidence) {
        for (const LogEvidence& y : b.evidence) {
            if (x.source == y.source)
                return true;
        }
    }
    return false;
}

// What the other ranks print once a peer is gone: its connection reset or closed, a socket or
// collective that times out waiting for it, the rendezvous it closed.
bool isPeerConsequence(LogDiagnosisKind kind)
{
    using K = LogDiagnosisKind;
    return kind == K::PeerLost || kind == K::CollectiveTimeout || kind == K::StoreTimeout || kind == K::NcclError ||
           kind == K::RendezvousClosed;
}

// An exit of the worker's own: a code it chose (sys.exit(3): 2..127), or a signal of its own crash (SIGILL, SIGBUS,
// SIGFPE, SIGSEGV: -N as the launcher reports it, 128+N as a shell does). Code 1 is any exception, a lost peer's too;
// SIGABRT is also how torch's watchdog and c10's terminate end a rank after an error that came from elsewhere; SIGTERM
// and SIGKILL come from outside (the launcher stopping the others, the OOM killer).
bool isOwnExitCode(const QString& exit)
{
    bool ok = false;
    const int code = exit.toInt(&ok);
    constexpr std::array crashSignals{4, 7, 8, 11};
    const auto crashed = [&](int signal) {
        return std::find(crashSignals.begin(), crashSignals.end(), signal) != crashSignals.end();
    };
    return ok && ((code >= 2 && code < 128) || crashed(-code) || (code > 128 && crashed(code - 128)));
}

bool isAbortExitCode(const QString& exit)
{
    bool ok = false;
    const int code = exit.toInt(&ok);
    return ok && (code == -6 || code == 128 + 6);
}

// How much an exit says about the worker itself: a code or a crash of its own, then SIGABRT (its
// own abort, or torch's after an error from elsewhere), then 1 (any exception, a lost peer's too);
// SIGTERM and SIGKILL say least.
int exitWeight(const QString& exit)
{
    if (isOwnExitCode(exit))
        return 3;
    if (isAbortExitCode(exit))
        return 2;
    return exit == QLatin1String("1") ? 1 : 0;
}

bool isIpv4Address(const QString& host)
{
    static const QRegularExpression dotted(QStringLiteral(R"(^\d{1,3}(?:\.\d{1,3}){3}$)"));
    return dotted.match(host.trimmed()).hasMatch();
}

} // namespace

bool LogFindingCollector::isLoopbackHost(const QString& host)
{
    const QString h = host.trimmed().toLower();
    return h == QLatin1String("localhost") || h.startsWith(QLatin1String("127.")) || h == QLatin1String("::1") ||
           h.startsWith(QLatin1String("::ffff:127.")) || h == QLatin1String("0.0.0.0");
}

void LogFindingCollector::rendezvousCompleted(int source)
{
    if (!m_rendezvousDone.contains(source))
        m_rendezvousDone.append(source);
}

void LogFindingCollector::add(LogDiagnosisKind kind, Severity severity, const LogEvidence& where,
                              const LogLine& context, const Details& given)
{
    Details details = given;
    // The rendezvous of this log succeeded, so the endpoint was reachable: what fails to connect
    // afterwards is a connection between ranks (the workers' store, Gloo, NCCL).
    if (kind == LogDiagnosisKind::RendezvousUnreachable && m_rendezvousDone.contains(where.source)) {
        kind = LogDiagnosisKind::NetworkInterface;
        details.insert(QStringLiteral("between"), QStringLiteral("1"));
        details.remove(QStringLiteral("value")); // the timeout, not an interface's name
    }
    if (kind == LogDiagnosisKind::HostnameResolution && severity == Severity::Warning) {
        const QString host = details.value(QStringLiteral("host"));
        // "localhost has no IPv6 address" is the usual noise of healthy runs, and an IPv4
        // address has none either: c10d goes on to IPv4.
        if (isLoopbackHost(host) || isIpv4Address(host))
            return;
        if (!host.isEmpty() && ++m_hostnameWarnings[host] >= kRepeatedLookups)
            severity = Severity::Error;
    }
    // DeepSpeed's runner turns CUDA_VISIBLE_DEVICES into --include with the physical numbers, and
    // numbers the GPUs it sees from 0: only a list that is not 0..n-1 asks for a slot it lacks.
    if (kind == LogDiagnosisKind::InvalidDeviceOrdinal && details.contains(QStringLiteral("visible"))) {
        // The first it lacks: a number at or past the count of GPUs it sees.
        const QStringList visible = details.value(QStringLiteral("visible")).split(u',');
        const auto missing = std::find_if(visible.cbegin(), visible.cend(),
                                          [&](const QString& number) { return number.toInt() >= visible.size(); });
        if (missing == visible.cend())
            return;
        details.insert(QStringLiteral("slot"), *missing);
    }
    // A connection that fails after NCCL chose an interface no other node reaches: the choice is
    // the cause, named with the failure.
    if (kind == LogDiagnosisKind::NetworkInterface) {
        if (const std::optional<Details> chosen = chosenInterfaceFor(details, where.source, severity)) {
            const QString reason = details.value(QStringLiteral("reason"));
            details = *chosen;
            details.insert(QStringLiteral("reason"), reason);
            severity = Severity::Error;
        }
    }
    // NCCL's choice of the loopback, a bridge or a virtual link: kept for the connections that
    // fail later (chosenInterfaceFor).
    if (kind == LogDiagnosisKind::NetworkInterface && severity == Severity::Warning) {
        if (details.value(QStringLiteral("iface")) == QLatin1String("lo") && !m_loopbackChosen.contains(where.source))
            m_loopbackChosen.append(where.source);
        else if (details.contains(QStringLiteral("iface")) && details.contains(QStringLiteral("address")) &&
                 m_virtualChosen.size() < kMaxVirtualInterfaces)
            m_virtualChosen.insert(details.value(QStringLiteral("address")), details);
        std::optional<Pending>& chosen = m_pending[std::size_t(kind)];
        // The setting named the interface; NCCL's choice of it, its address.
        if (chosen && chosen->details.value(QStringLiteral("iface")) == details.value(QStringLiteral("iface")) &&
            details.contains(QStringLiteral("address")) && !chosen->details.contains(QStringLiteral("address")))
            chosen->details.insert(QStringLiteral("address"), details.value(QStringLiteral("address")));
    }
    if (severity == Severity::Error && where.line > lastErrorLine(where.source))
        m_lastErrorLine.insert(where.source, where.line);
    std::optional<Pending>& slot = m_pending[std::size_t(kind)];
    if (!slot) {
        slot = Pending{};
        slot->order = ++m_clock;
    }
    Pending& pending = *slot;
    pending.hint = false;
    if (where.line > pending.lastLines.value(where.source))
        pending.lastLines.insert(where.source, where.line);
    ++pending.count;
    if (context.time >= 0 && (pending.time < 0 || context.time < pending.time))
        pending.time = context.time;
    // The most severe sighting names the finding; of workers' exits, one with a code of its own
    // rather than the 1 its peers exit with once it is gone.
    const bool ownExit =
        kind == LogDiagnosisKind::WorkerExit && severity == pending.severity &&
        exitWeight(details.value(QStringLiteral("exit"))) > exitWeight(pending.details.value(QStringLiteral("exit")));
    // A line that says more of the same failure (its time-out, its host) names it rather than an
    // earlier one that said nothing specific ("Heartbeat monitor timed out!", then how long).
    const bool saysMore = severity == pending.severity && !details.isEmpty() && pending.details.isEmpty();
    // torchrun's failure table lists the other failures first and the first one observed under
    // "Root Cause": that one names the finding, of the same code or a code of its own.
    const bool rootCause =
        details.contains(QStringLiteral("root")) && !pending.details.contains(QStringLiteral("root")) &&
        severity == pending.severity &&
        exitWeight(details.value(QStringLiteral("exit"))) >= exitWeight(pending.details.value(QStringLiteral("exit")));
    if (isWorse(severity, pending.severity) || ownExit || saysMore || rootCause) {
        pending.severity = severity;
        pending.source = where.source;
        pending.details = details;
        pending.node = context.node;
        pending.rank = context.rank >= 0 ? std::optional<int>(context.rank) : std::nullopt;
        if (context.rank < 0 && context.localRank >= 0)
            pending.details.insert(QStringLiteral("local_rank"), QString::number(context.localRank));
    }
    // The same message from another node or rank is evidence of its own ("every node timed out").
    const QString message =
        (context.message.isEmpty() ? where.text : context.message) + u'\x1f' + context.node + context.stream;
    if (rootCause && !pending.messages.contains(message)) {
        pending.evidence.prepend(where); // the line that names it comes first
        pending.messages.prepend(message);
        if (pending.evidence.size() > LogFinding::kMaxEvidence) {
            pending.evidence.removeLast();
            pending.messages.removeLast();
            ++pending.more;
        }
    } else if (pending.evidence.size() < LogFinding::kMaxEvidence && !pending.messages.contains(message)) {
        pending.evidence.append(where);
        pending.messages.append(message);
    } else {
        ++pending.more;
    }
}

std::optional<LogFindingCollector::Details> LogFindingCollector::chosenInterfaceFor(const Details& details, int source,
                                                                                    Severity severity) const
{
    if (!details.contains(QStringLiteral("reason")) || details.contains(QStringLiteral("iface")))
        return std::nullopt;
    // The address of a bridge or virtual link NCCL chose, wherever it was chosen.
    if (const auto chosen = m_virtualChosen.constFind(details.value(QStringLiteral("host")));
        chosen != m_virtualChosen.cend())
        return *chosen;
    // The loopback NCCL chose in this log: connections refused there (on one node alone the
    // loopback connects, and nothing is refused).
    const std::optional<Pending>& pending = m_pending[std::size_t(LogDiagnosisKind::NetworkInterface)];
    if (severity == Severity::Warning && m_loopbackChosen.contains(source) && pending)
        return pending->details;
    return std::nullopt;
}

void LogFindingCollector::addHint(LogDiagnosisKind kind, const LogEvidence& where, const LogLine& context,
                                  const Details& details)
{
    const bool onlyHints = !has(kind) || m_pending[std::size_t(kind)]->hint;
    add(kind, Severity::Warning, where, context, details);
    m_pending[std::size_t(kind)]->hint = onlyHints;
}

void LogFindingCollector::addEvidence(LogDiagnosisKind kind, const LogEvidence& where)
{
    std::optional<Pending>& slot = m_pending[std::size_t(kind)];
    if (!slot)
        return;
    if (slot->evidence.contains(where))
        return;
    if (slot->evidence.size() < LogFinding::kMaxEvidence) {
        slot->evidence.append(where);
        slot->messages.append(where.text);
    } else {
        ++slot->more;
    }
}

const LogFindingCollector::Details* LogFindingCollector::details(LogDiagnosisKind kind) const
{
    const std::optional<Pending>& slot = m_pending[std::size_t(kind)];
    return slot ? &slot->details : nullptr;
}

void LogFindingCollector::setDetail(LogDiagnosisKind kind, const QString& key, const QString& value)
{
    std::optional<Pending>& slot = m_pending[std::size_t(kind)];
    if (slot)
        slot->details.insert(key, value);
}

void LogFindingCollector::addExit(const WorkerExitRecord& record)
{
    if (record.exitCode == 0)
        return;
    LogDiagnosisKind kind = LogDiagnosisKind::WorkerExit;
    Severity severity = Severity::Error;
    if (record.exitCode == -9)
        kind = LogDiagnosisKind::HostOutOfMemory;
    else if (record.exitCode == -7)
        kind = LogDiagnosisKind::SharedMemory;
    else if (record.exitCode == -15) {
        kind = LogDiagnosisKind::Terminated;
        severity = Severity::Warning;
    }
    LogLine context;
    context.rank = record.rank;
    context.localRank = record.localRank;
    context.node = record.host;
    context.time = record.time;
    Details details{{QStringLiteral("exit"), QString::number(record.exitCode)}};
    if (record.rootCause)
        details.insert(QStringLiteral("root"), QStringLiteral("1"));
    if (const QString signal = LogFindingText::signalName(record.exitCode); !signal.isEmpty())
        details.insert(QStringLiteral("signal"), signal);
    if (kind == LogDiagnosisKind::Terminated)
        details.insert(QStringLiteral("value"), QString::number(-record.exitCode));
    add(kind, severity, record.where, context, details);
    for (const LogEvidence& extra : record.extra)
        addEvidence(kind, extra);
}

void LogFindingCollector::completeDetails(const LogFinding& finding, Details& details)
{
    // The most severe line may not carry every detail: torch's exception says "address
    // already in use", the glog line before it names the port.
    if (finding.kind == LogDiagnosisKind::PortInUse && !details.contains(QStringLiteral("port"))) {
        static const QRegularExpression port(
            QStringLiteral(R"((?:bind to|listen on) (?:\[[^\]]*\]|[^\s\[\]]+):(\d+))"));
        for (const LogEvidence& line : finding.evidence) {
            if (const QRegularExpressionMatch m = port.match(line.text); m.hasMatch()) {
                details.insert(QStringLiteral("port"), m.captured(1));
                break;
            }
        }
    }
    // A failed connection between ranks, and NCCL's INFO line that says which interface it chose.
    if (finding.kind == LogDiagnosisKind::NetworkInterface && !details.contains(QStringLiteral("iface"))) {
        static const QRegularExpression chosen(QStringLiteral(
            R"(NCCL INFO (?:Bootstrap|NET/Socket) : Using (?:\[\d+\])?(lo|(?:docker|br-|virbr|veth|cni|flannel|cali|ib)[\w.-]*):([^\s<]+))"));
        for (const LogEvidence& line : finding.evidence) {
            if (const QRegularExpressionMatch m = chosen.match(line.text); m.hasMatch()) {
                details.insert(QStringLiteral("iface"), m.captured(1));
                details.insert(QStringLiteral("address"), m.captured(2));
                break;
            }
        }
    }
}

bool LogFindingCollector::explainedByAnotherError(int effect, int except, bool symptomsCount) const
{
    for (int c = 0; c < kDiagnoseKindCount; ++c) {
        const std::optional<Pending>& cause = m_pending[std::size_t(c)];
        if (c != except && cause && cause->severity == Severity::Error &&
            (symptomsCount || !LogFindingCatalog::isGenericSymptom(LogDiagnosisKind(c))) &&
            LogFindingCatalog::explains(LogDiagnosisKind(c), LogDiagnosisKind(effect)))
            return true;
    }
    return false;
}

bool LogFindingCollector::restartLeftover(const LogFinding& finding) const
{
    if (finding.kind != LogDiagnosisKind::WorldSizeMismatch || finding.evidence.isEmpty() ||
        !m_groupRestarted.contains(finding.evidence.first().source))
        return false;
    const Details& details = m_pending[std::size_t(finding.kind)]->details;
    const qint64 joined = details.value(QStringLiteral("joined")).toLongLong();
    const qint64 total = details.value(QStringLiteral("total")).toLongLong();
    return total > 0 && joined > total && joined % total == 0;
}

bool LogFindingCollector::interruptedBySignal(const LogFinding& signal, const LogFinding& worker) const
{
    if (signal.kind != LogDiagnosisKind::Terminated || worker.kind != LogDiagnosisKind::WorkerFailed ||
        !precedes(signal.kind, worker.kind))
        return false;
    const QString exception = m_pending[std::size_t(worker.kind)]->details.value(QStringLiteral("exception"));
    return exception.startsWith(QLatin1String("KeyboardInterrupt"));
}

bool LogFindingCollector::causes(const LogFinding& cause, const LogFinding& effect) const
{
    if (cause.kind == effect.kind)
        return false;
    // NCCL's own WARN that its socket to a peer broke, before torch's "an NCCL call failed" in the
    // same log: NCCL's reason for the failure, not its consequence.
    using K = LogDiagnosisKind;
    if ((cause.kind == K::PeerLost && effect.kind == K::NcclError) ||
        (cause.kind == K::NcclError && effect.kind == K::PeerLost)) {
        const std::optional<Pending>& lost = m_pending[std::size_t(K::PeerLost)];
        // (NCCL's ncclRemoteError, "remote process exited or there was a network error", is its
        // reason too, wherever torch printed it.)
        const auto remoteError = [](const LogEvidence& e) {
            return e.text.contains(QLatin1String("remote process exited or there was a network error"));
        };
        const bool ncclReason = lost && !lost->evidence.isEmpty() &&
                                ((lost->evidence.first().text.contains(QLatin1String("NCCL WARN")) &&
                                  precedes(K::PeerLost, K::NcclError)) ||
                                 std::any_of(lost->evidence.cbegin(), lost->evidence.cend(), remoteError));
        if (ncclReason)
            return cause.kind == K::PeerLost;
    }
    // A barrier that counted a whole multiple of the world after the worker group restarted: the
    // earlier attempts' processes are still counted (a store the restart kept), so the failure that
    // made the agent restart is the cause, and the barrier its consequence.
    if (restartLeftover(effect) && cause.severity == Severity::Error && precedes(cause.kind, effect.kind))
        return true;
    if (restartLeftover(cause))
        return false;
    // Workers that stopped with KeyboardInterrupt after the agent passed on the SIGINT it got
    // (Ctrl+C, "Sending process N closing signal SIGINT"): the signal from outside is the cause.
    if (interruptedBySignal(cause, effect))
        return true;
    if (interruptedBySignal(effect, cause))
        return false;
    // With one log per node and timestamps in them, the order of events decides between logs:
    // what a node printed first started it, a lost peer or a timeout printed later elsewhere is
    // its consequence, and one printed earlier cannot be.
    const qint64 causeTime = m_pending[std::size_t(cause.kind)]->time;
    const qint64 effectTime = m_pending[std::size_t(effect.kind)]->time;
    const bool timed = causeTime >= 0 && effectTime >= 0 && !sharesLog(cause, effect);
    if (timed) {
        if (isPeerConsequence(effect.kind) && causeTime < effectTime)
            return true;
        if (isPeerConsequence(cause.kind) && effectTime < causeTime)
            return false;
    }
    // A worker that exited with a code of its own stopped by itself: the others lost it. So did one
    // that aborted where nothing in the report makes torch abort a rank (a watchdog's time-out, an
    // NCCL error).
    const auto ownExit = [this](const LogFinding& finding) {
        if (finding.kind != LogDiagnosisKind::WorkerExit)
            return false;
        const QString exit = m_pending[std::size_t(finding.kind)]->details.value(QStringLiteral("exit"));
        return isOwnExitCode(exit) || (isAbortExitCode(exit) && !hasAbortReason());
    };
    // (unless the times say the exit came after the other's failure).
    if (ownExit(effect) && isPeerConsequence(cause.kind) && !(timed && effectTime > causeTime))
        return false;
    if (ownExit(cause) && isPeerConsequence(effect.kind) && !(timed && causeTime > effectTime))
        return true;
    return LogFindingCatalog::explains(cause.kind, effect.kind);
}

bool LogFindingCollector::precedes(LogDiagnosisKind first, LogDiagnosisKind then) const
{
    const std::optional<Pending>& a = m_pending[std::size_t(first)];
    const std::optional<Pending>& b = m_pending[std::size_t(then)];
    if (!a || !b || a->evidence.isEmpty() || b->evidence.isEmpty())
        return false;
    const LogEvidence& x = a->evidence.first();
    const LogEvidence& y = b->evidence.first();
    return x.source == y.source && x.line < y.line;
}

bool LogFindingCollector::stoppedAtLookup() const
{
    // c10d's look-up of the master failed because the name does not exist (gai -2, EAI_NONAME) or
    // the resolver could not answer (-3, EAI_AGAIN), and that log shows nothing after it: no
    // rendezvous completed, no error of its own. The node waited for a master it cannot find (an
    // issue form shows that one warning). A healthy run whose DNS record came late completes its
    // rendezvous.
    const std::optional<Pending>& lookup = m_pending[std::size_t(LogDiagnosisKind::HostnameResolution)];
    if (!lookup || lookup->severity != Severity::Warning || lookup->hint || m_rendezvousDone.contains(lookup->source))
        return false;
    // A log cut at its width keeps neither the code nor the host of most lines: a look-up retried
    // that often failed for the same reason.
    const QString gai = lookup->details.value(QStringLiteral("gai"));
    if (gai != QLatin1String("-2") && gai != QLatin1String("-3") && lookup->count < kRepeatedLookups)
        return false;
    return endsTheLog(*lookup) && !hasAnyError();
}

bool LogFindingCollector::endsTheLog(const Pending& retried) const
{
    // No training progress after its last line: a run that went on (IPv6 look-ups failing while
    // the pods came up, then the epochs) was not stuck there; a stack dump of the waiting threads
    // or more retries are no progress.
    return m_lastProgressLine.value(retried.source) <= retried.lastLines.value(retried.source);
}

std::optional<LogDiagnosisKind> LogFindingCollector::stoppedConnecting() const
{
    // c10d's client failing to reach the endpoint (a W line it retries), waiting on the store
    // until its time-out ("waitForInput ... timed out after 900000ms"), or its server failing to
    // bind the port, as the last thing its log shows: no rendezvous completed, no progress, no
    // error of its own. The node could not reach the master, or could not be it (a thread quotes
    // those lines as the failure). A second agent on a shared host that binds in vain goes on as
    // a client: its rendezvous completes.
    using K = LogDiagnosisKind;
    if (hasAnyError())
        return std::nullopt;
    for (const K kind : {K::RendezvousUnreachable, K::StoreTimeout, K::PortInUse}) {
        const std::optional<Pending>& retried = m_pending[std::size_t(kind)];
        if (retried && retried->severity == Severity::Warning && !retried->hint &&
            !retried->details.contains(QStringLiteral("world")) && !m_rendezvousDone.contains(retried->source) &&
            endsTheLog(*retried) && !(kind == K::PortInUse && anotherLogWentOn(retried->source)))
            return kind;
    }
    return std::nullopt;
}

// Another log of the report completed a rendezvous or trained: the job met, so an agent that
// failed to bind the store's port on a shared host went on as a client.
bool LogFindingCollector::anotherLogWentOn(int source) const
{
    const bool met =
        std::any_of(m_rendezvousDone.cbegin(), m_rendezvousDone.cend(), [source](int done) { return done != source; });
    return met || std::any_of(m_lastProgressLine.keyBegin(), m_lastProgressLine.keyEnd(),
                              [&](int other) { return other != source && m_lastProgressLine.value(other) > 0; });
}

bool LogFindingCollector::stuckAtBarrier() const
{
    // init_process_group's store-based barrier logged again and again with fewer ranks than the
    // world, in a log where no rank completes it and nothing fails: the job hangs there (the other
    // ranks reach another store, or none). One such line is a rank that waited 10 s.
    const std::optional<Pending>& barrier = m_pending[std::size_t(LogDiagnosisKind::StoreTimeout)];
    if (!barrier || barrier->severity != Severity::Warning || barrier->hint || barrier->count < 2 ||
        m_rendezvousDone.contains(barrier->source))
        return false;
    bool fewer = false;
    const int world = barrier->details.value(QStringLiteral("world")).toInt(&fewer);
    fewer = fewer && barrier->details.value(QStringLiteral("value")).toInt() < world;
    return fewer && !hasAnyError();
}

bool LogFindingCollector::hasAbortReason() const
{
    using K = LogDiagnosisKind;
    constexpr std::array abortingKinds{K::CollectiveTimeout, K::NcclError, K::StoreTimeout};
    return std::any_of(abortingKinds.begin(), abortingKinds.end(), [this](K kind) {
        const std::optional<Pending>& pending = m_pending[std::size_t(kind)];
        return pending && pending->severity == Severity::Error;
    });
}

bool LogFindingCollector::hasAnyError() const
{
    return std::any_of(m_pending.cbegin(), m_pending.cend(), [](const std::optional<Pending>& pending) {
        return pending && pending->severity == Severity::Error;
    });
}

void LogFindingCollector::promoteWarnings(bool logsEnded)
{
    using K = LogDiagnosisKind;
    // A warning that explains an error of the same report is why the job failed, unless an error
    // of the report explains that error already (a worker's exception explains the NCCL errors
    // of the others better than the loopback interface NCCL chose).
    QList<int> promoted;
    for (int w = 0; w < kDiagnoseKindCount; ++w) {
        const std::optional<Pending>& warning = m_pending[std::size_t(w)];
        if (!warning || warning->severity != Severity::Warning || warning->hint)
            continue;
        for (int e = 0; e < kDiagnoseKindCount; ++e) {
            const std::optional<Pending>& error = m_pending[std::size_t(e)];
            if (error && error->severity == Severity::Error && !LogFindingCatalog::isGenericSymptom(K(e)) &&
                LogFindingCatalog::explains(K(w), K(e)) && !explainedByAnotherError(e, w)) {
                promoted.append(w);
                break;
            }
        }
    }
    // The order of events: c10d's failed bind, then, in the same log, a closed rendezvous that
    // nothing else explains. The port was taken by a store that still held an earlier
    // rendezvous under the same id (port-taken-closed.log): the taken port is the cause. On a
    // shared host a healthy second agent fails to bind too, but its rendezvous does not close.
    std::optional<Pending>& port = m_pending[std::size_t(K::PortInUse)];
    const std::optional<Pending>& closed = m_pending[std::size_t(K::RendezvousClosed)];
    if (port && closed && closed->severity == Severity::Error && precedes(K::PortInUse, K::RendezvousClosed) &&
        !explainedByAnotherError(int(K::RendezvousClosed), int(K::PortInUse))) {
        port->details.insert(QStringLiteral("closed"), QStringLiteral("1"));
        promoted.append(int(K::PortInUse));
    }
    // c10d's failed bind, then within a few lines of the same log its client's connection reset:
    // what listens on the port is not a store (another program, a stale server), and the agent
    // gave up there. A healthy second agent on a shared host connects to the real store instead.
    const std::optional<Pending>& lost = m_pending[std::size_t(K::PeerLost)];
    if (port && port->severity == Severity::Warning && lost && lost->severity == Severity::Error &&
        precedes(K::PortInUse, K::PeerLost) &&
        lost->evidence.first().line - port->evidence.first().line <= kBindThenResetLines &&
        !explainedByAnotherError(int(K::PeerLost), int(K::PeerLost), false))
        promoted.append(int(K::PortInUse));
    // Where a log stopped is only known once it has: the dry-run reads lines as they come.
    if (promoted.isEmpty() && logsEnded && stoppedAtLookup())
        promoted.append(int(K::HostnameResolution));
    if (const std::optional<K> stopped = promoted.isEmpty() && logsEnded ? stoppedConnecting() : std::nullopt)
        promoted.append(int(*stopped));
    if (promoted.isEmpty() && stuckAtBarrier())
        promoted.append(int(K::StoreTimeout));
    for (int w : promoted)
        m_pending[std::size_t(w)]->severity = Severity::Error;
}

void LogFindingCollector::demoteRecovered()
{
    if (m_recoveredAt.isEmpty())
        return;
    for (std::optional<Pending>& pending : m_pending) {
        if (!pending || pending->severity != Severity::Error || pending->evidence.isEmpty())
            continue;
        // Only what every line of it shows before a restart that recovered: an error that another
        // log shows without one still stopped that node.
        const QList<int> sources = pending->lastLines.keys();
        const bool past =
            std::all_of(sources.cbegin(), sources.cend(), [&](int source) { return m_recoveredAt.contains(source); }) &&
            std::all_of(pending->evidence.cbegin(), pending->evidence.cend(), [&](const LogEvidence& e) {
                return m_recoveredAt.contains(e.source) && e.line < m_recoveredAt.value(e.source);
            });
        if (!past)
            continue;
        const LogEvidence& first = pending->evidence.first();
        pending->severity = Severity::Warning;
        pending->details.insert(QStringLiteral("restarted"), QString::number(m_recoveredAt.value(first.source)));
    }
}

QList<LogFinding> LogFindingCollector::perLog(const QList<LogFinding>& findings, const QStringList& sourceNodes) const
{
    QList<LogFinding> parts;
    for (const LogFinding& finding : findings) {
        QList<int> sources;
        for (const LogEvidence& line : finding.evidence) {
            if (!sources.contains(line.source))
                sources.append(line.source);
        }
        if (sources.size() < 2) {
            parts.append(finding);
            continue;
        }
        const int named = m_pending[std::size_t(finding.kind)]->source;
        for (int source : std::as_const(sources)) {
            LogFinding part = finding;
            part.evidence.clear();
            for (const LogEvidence& line : finding.evidence) {
                if (line.source == source)
                    part.evidence.append(line);
            }
            // The lines left unlisted are counted for all the logs together: the first part says so.
            part.moreEvidence = source == sources.first() ? finding.moreEvidence : 0;
            // The node and rank a line named belong to the part of that line's log.
            if (source != named) {
                part.node = sourceNodes.value(source);
                part.rank.reset();
            }
            parts.append(part);
        }
    }
    return parts;
}

QList<LogFinding> LogFindingCollector::finish(const QStringList& sourceNodes, const LogDiagnosisOptions& options)
{
    using K = LogDiagnosisKind;
    // Unknown lines only matter when nothing else explains the log: another finding, or when
    // they read as errors, another error (a warning beside them explains no failure).
    const std::optional<Pending>& unknown = m_pending[std::size_t(K::Unknown)];
    bool anyKnown = false;
    for (int k = 0; k < kDiagnoseKindCount; ++k) {
        const std::optional<Pending>& other = m_pending[std::size_t(k)];
        anyKnown =
            anyKnown || (k != int(K::Unknown) && other &&
                         (!unknown || unknown->severity != Severity::Error || other->severity == Severity::Error));
    }
    if (anyKnown)
        m_pending[std::size_t(K::Unknown)].reset();

    // The interface NCCL chose (its INFO line, a bridge or IPoIB) is no suspect once a
    // communicator initialized over it.
    std::optional<Pending>& chosen = m_pending[std::size_t(K::NetworkInterface)];
    if (m_ncclInterfacesReachedRanks && chosen && chosen->severity == Severity::Warning &&
        chosen->details.contains(QStringLiteral("iface")))
        chosen.reset();
    promoteWarnings(!options.stillWriting);
    demoteRecovered();

    QList<LogFinding> findings;
    for (int k = 0; k < kDiagnoseKindCount; ++k) {
        const std::optional<Pending>& pending = m_pending[std::size_t(k)];
        if (!pending)
            continue;
        LogFinding finding;
        finding.kind = K(k);
        finding.severity = pending->severity;
        finding.evidence = pending->evidence;
        finding.moreEvidence = pending->more;
        finding.rank = pending->rank;
        finding.node = pending->node;
        if (finding.node.isEmpty() && sourceNodes.size() > 1 && !finding.evidence.isEmpty())
            finding.node = sourceNodes.value(finding.evidence.first().source);
        findings.append(finding);
    }
    if (options.perLog && sourceNodes.size() > 1)
        findings = perLog(findings, sourceNodes);
    for (LogFinding& finding : findings) {
        bool causeInItsLogs = false;
        QList<LogCause> elsewhere;
        for (const LogFinding& other : findings) {
            if (other.severity != Severity::Error || !causes(other, finding))
                continue;
            finding.explained = true;
            if (sharesLog(other, finding))
                causeInItsLogs = true;
            else if (!other.evidence.isEmpty())
                elsewhere.append({other.kind, other.evidence.first().source});
        }
        // A cause read only in another log is named with that log, so that the user looks there
        // (it does not list as explaining what its own logs never show); one its own logs show
        // is the nearer cause and is enough.
        if (!causeInItsLogs)
            finding.causedBy = elsewhere;
        for (const LogFinding& other : findings) {
            if (finding.severity == Severity::Error && causes(finding, other) && sharesLog(finding, other) &&
                !finding.explains.contains(other.kind))
                finding.explains.append(other.kind);
        }
        const Pending& pending = *m_pending[std::size_t(finding.kind)];
        Details details = pending.details;
        if (!finding.evidence.isEmpty() && finding.evidence.first().source != pending.source)
            details.remove(QStringLiteral("local_rank")); // another log's line named it
        if (restartLeftover(finding))
            details.insert(QStringLiteral("leftover"), QStringLiteral("1"));
        completeDetails(finding, details);
        if (!finding.node.isEmpty())
            details.insert(QStringLiteral("node"), finding.node);
        if (finding.rank)
            details.insert(QStringLiteral("rank"), QString::number(*finding.rank));
        if (finding.explained)
            details.insert(QStringLiteral("explained"), QStringLiteral("1"));
        finding.details = details;
        finding.summary = LogFindingText::summary(finding.kind, details);
        finding.fix = LogFindingText::fix(finding.kind, details);
    }
    // Worst first like every list of problems; within a severity root cause first: what no other
    // error explains, then catalogue order, then the order they were seen. An explained error
    // still comes before every warning (its cause, an error too, comes before it).
    sortWorstFirst(findings, [&](const LogFinding& f) {
        return std::make_tuple(f.explained, f.kind, m_pending[std::size_t(f.kind)]->order,
                               f.evidence.isEmpty() ? 0 : f.evidence.first().source);
    });
    return findings;
}

} // namespace ddpw
