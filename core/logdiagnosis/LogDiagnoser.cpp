#include "logdiagnosis/LogDiagnoser.h"

#include "logdiagnosis/ErrorLineDetector.h"
#include "logdiagnosis/JsonStringScanner.h"
#include "logdiagnosis/LineNormalizer.h"
#include "logdiagnosis/LogDiagnosisJobLinker.h"
#include "logdiagnosis/LogFindingText.h"
#include "logdiagnosis/LogRules.h"
#include "logdiagnosis/PackedLine.h"
#include "logdiagnosis/RestartDetector.h"
#include "logdiagnosis/TorchMessageCatalog.h"
#include "logdiagnosis/TriggerSet.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>

namespace ddpw {

namespace {

// The prefilter's keys, one list: LogRules' triggers, then the error lines' (never silent), then
// the mined catalogue's anchors. Hits are indices into it; the rules ignore what is not theirs.
struct Triggers
{
    QList<QByteArray> literals;
    qsizetype errorLinesBegin = 0;
    qsizetype anchorsBegin = 0;
};

const Triggers& triggers()
{
    static const Triggers all = [] {
        Triggers t;
        t.literals = LogRules::triggers();
        t.errorLinesBegin = t.literals.size();
        t.literals += ErrorLineDetector::literals();
        t.anchorsBegin = t.literals.size();
        t.literals += TorchMessageCatalog::instance().anchors();
        return t;
    }();
    return all;
}

const TriggerSet& triggerSet()
{
    static const TriggerSet set(triggers().literals);
    return set;
}

// The hits that are anchors of the mined catalogue, as its own indices.
QList<int> anchorHits(const QList<int>& hits)
{
    QList<int> anchors;
    const qsizetype begin = triggers().anchorsBegin;
    for (int hit : hits) {
        if (hit >= begin)
            anchors.append(int(hit - begin));
    }
    return anchors;
}

// How far below terminate's what() the shell reports the abort it caused.
constexpr qint64 kAbortAfterWhatLines = 3;

// How far below a retried attempt's warning a traceback may start and still be that attempt
// raised: the lines of other ranks or tools printed in between.
constexpr qint64 kRaisedWithinLines = 12;

// c10d logs a failed bind, look-up or connect before it retries (a second agent on a host binds,
// fails and becomes a client; a client retries until the store is up): as a log line that is a
// warning, raised it is an error (the rules read these lines the same way).
bool isRetried(LogDiagnosisKind kind)
{
    return kind == LogDiagnosisKind::PortInUse || kind == LogDiagnosisKind::HostnameResolution ||
           kind == LogDiagnosisKind::RendezvousUnreachable;
}

Severity minedSeverity(LogDiagnosisKind kind, const LogLine& line, bool endsTraceback)
{
    if (isRetried(kind) && !endsTraceback && !LogRules::isExceptionLine(line.message))
        return Severity::Warning;
    return Severity::Error;
}

// Whether the line has one of ErrorLineDetector's literals (only then can it be an error line).
bool hasErrorLineHit(const QList<int>& hits)
{
    const Triggers& t = triggers();
    return std::any_of(hits.cbegin(), hits.cend(),
                       [&](int hit) { return hit >= t.errorLinesBegin && hit < t.anchorsBegin; });
}

// A rule whose kind says little more than "something failed": the mined catalogue may know more.
bool isGeneric(const LogRules::Rule& rule)
{
    return !(rule.flags & (LogRules::Ignore | LogRules::WorkerExitRecord | LogRules::Specific)) &&
           (rule.kind == LogDiagnosisKind::Unknown || rule.kind == LogDiagnosisKind::NcclError);
}

// Newlines in [data, data + size): memchr is vectorised by the C library.
qint64 countNewlines(const char* data, qsizetype size)
{
    qint64 count = 0;
    const char* end = data + size;
    while (data < end) {
        const void* found = std::memchr(data, '\n', std::size_t(end - data));
        if (!found)
            break;
        ++count;
        data = static_cast<const char*>(found) + 1;
    }
    return count;
}

const char* lastNewline(const char* data, qsizetype size)
{
    for (qsizetype i = size - 1; i >= 0; --i) {
        if (data[i] == '\n')
            return data + i;
    }
    return nullptr;
}

LogFindingCollector::Details detailsOf(int rule, const QRegularExpressionMatch& match)
{
    LogFindingCollector::Details details;
    if (!match.hasMatch())
        return details;
    for (const QString& name : LogRules::captureNames(rule)) {
        const QString value = match.captured(name);
        if (!value.isEmpty())
            details.insert(name == QLatin1String("host2") ? QStringLiteral("host") : name, value);
    }
    // A signal named (Signals.SIGHUP) is said as its number, as where the log prints that.
    if (const QString name = details.value(QStringLiteral("signame"));
        !name.isEmpty() && !details.contains(QStringLiteral("value")))
        details.insert(QStringLiteral("value"), QString::number(LogFindingText::signalNumber(name)));
    return details;
}

} // namespace

struct LogDiagnoser::Source
{
    QString name;
    QString node;
    QByteArray carry;        // the unfinished last line
    qint64 line = 0;         // lines completed so far
    bool inLongLine = false; // pieces of one line longer than kMaxLineBytes
    bool ended = false;
    TracebackTracker tracebacks;
    FailureTableReader table;
    LaunchConfigReader config;
    bool configSeen = false;
    int index = 0;
    int lastRank = -1; // the last "[rankN]:" prefix read: a wrapped line's rest has none
    // The time of the latest line read that had one, and that line's number: a traceback or a
    // message without a time stamp of its own a few lines later was printed then or soon after.
    qint64 lastTime = -1;
    qint64 lastTimeLine = 0;
    // The node the latest line with a node prefix or NCCL's host field named: NCCL prints its
    // "NCCL version" banner bare, just after its own lines of that host.
    QString lastNamedNode;
    // A ChildFailedError whose table has not (yet) listed a worker: one worker-exit of its own.
    std::optional<LogEvidence> childFailed;
    // The watchdog's checkTimeout among C++ frames (their message may be above the paste), and
    // whether the backtrace being read was raised there (true before any "Exception raised from").
    std::optional<std::pair<LogEvidence, LogLine>> watchdogFrame;
    bool watchdogOrigin = true;
    LogLine childFailedContext;
    // The last line read as a retried attempt (a failed bind, look-up or connect), a warning: a
    // traceback just below it through the launcher's store is that attempt raised, not retried.
    struct RetriedWarning
    {
        LogDiagnosisKind kind;
        LogEvidence where;
        LogLine line;
        bool traceback = false;    // one started just below it
        bool throughStore = false; // and passed the launcher's or init_process_group's frames
    };
    std::optional<RetriedWarning> retried;
    // A warning cut at a terminal's width goes on at the start of the next line ("ing: Failed to
    // load image ..."): that piece is the warning's, not an error of its own.
    qint64 cutWarningLine = -1;
    bool continuesCutWarning = false;
    // A code line that reads a launcher's variable, until the next line says whether it failed.
    std::optional<Likely> lookup;
    // The traceback being read passed an init_process_group call with its rank outside its world.
    bool groupCallInTraceback = false;
    // The last code line of the traceback being read when it raises with a message of its own
    // (`raise RendezvousError("...")`): what the exception line would have said, where the log
    // was cut before it.
    struct Raise
    {
        QString exception;
        LogEvidence where;
        LogLine line;
    };
    std::optional<Raise> lastRaise;
    RestartDetector restart;
    // The last line of training's progress (isProgress): the run went on there. 1-based, 0 for none.
    qint64 lastProgressLine = 0;
};

LogDiagnoser::LogDiagnoser(LogDiagnosisOptions options) : m_options(std::move(options)) {}

LogDiagnoser::~LogDiagnoser() = default;

int LogDiagnoser::addSource(const QString& name, const QString& node)
{
    auto source = std::make_shared<Source>();
    source->name = name;
    source->node = node.isEmpty() ? QFileInfo(name).completeBaseName() : node;
    if (source->node.isEmpty())
        source->node = name;
    source->index = int(m_sources.size());
    m_sources.append(source);
    return source->index;
}

bool LogDiagnoser::attention(const Source& source) const
{
    return source.tracebacks.active() || source.table.active() || source.config.active();
}

void LogDiagnoser::feed(int index, QByteArrayView bytes)
{
    if (index < 0 || index >= m_sources.size())
        return;
    Source& source = *m_sources[index];
    const char* data = bytes.data();
    qsizetype size = bytes.size();
    while (size > 0) {
        if (!source.carry.isEmpty()) {
            const void* found = std::memchr(data, '\n', std::size_t(size));
            if (!found) {
                source.carry.append(data, size);
                if (source.carry.size() > kMaxLineBytes) {
                    // A piece of a very long line: read it now, count the line once it ends.
                    processLine(source, source.carry);
                    source.carry.clear();
                    source.inLongLine = true;
                }
                return;
            }
            const qsizetype length = static_cast<const char*>(found) - data;
            source.carry.append(data, length);
            processLine(source, source.carry);
            source.carry.clear();
            source.inLongLine = false;
            ++source.line;
            ++m_lines;
            data += length + 1;
            size -= length + 1;
            continue;
        }
        const char* last = lastNewline(data, size);
        if (!last) {
            source.carry.append(data, size);
            if (source.carry.size() > kMaxLineBytes) {
                processLine(source, source.carry);
                source.carry.clear();
                source.inLongLine = true;
            }
            return;
        }
        const qsizetype complete = last - data + 1;
        scanCompleteLines(source, data, complete);
        data += complete;
        size -= complete;
    }
}

void LogDiagnoser::scanCompleteLines(Source& source, const char* data, qsizetype size)
{
    // [data, data + size) ends with '\n'. A line that was in pieces ends at the first newline.
    qsizetype pos = 0;
    if (source.inLongLine) {
        const char* nl = static_cast<const char*>(std::memchr(data, '\n', std::size_t(size)));
        processLine(source, QByteArrayView(data, nl - data));
        source.inLongLine = false;
        ++source.line;
        ++m_lines;
        pos = nl - data + 1;
    }
    const TriggerSet& triggers = triggerSet();
    while (pos < size) {
        if (attention(source) || source.restart.wantsLine(source.line + 1)) {
            const char* begin = data + pos;
            const char* nl = static_cast<const char*>(std::memchr(begin, '\n', std::size_t(size - pos)));
            processLine(source, QByteArrayView(begin, nl - begin));
            ++source.line;
            ++m_lines;
            pos = nl - data + 1;
            continue;
        }
        const std::size_t hit = triggers.findFirst(data + pos, std::size_t(size - pos));
        if (hit == TriggerSet::npos) {
            const qint64 lines = countNewlines(data + pos, size - pos);
            source.line += lines;
            m_lines += lines;
            noteLastProgress(source, data + pos, size - pos);
            return;
        }
        const qsizetype at = pos + qsizetype(hit);
        const char* lineEnd = lastNewline(data + pos, at - pos);
        const qsizetype lineStart = lineEnd ? (lineEnd - data) + 1 : pos;
        const qint64 before = countNewlines(data + pos, lineStart - pos);
        source.line += before;
        m_lines += before;
        const char* nl = static_cast<const char*>(std::memchr(data + at, '\n', std::size_t(size - at)));
        processLine(source, QByteArrayView(data + lineStart, nl - (data + lineStart)));
        ++source.line;
        ++m_lines;
        pos = nl - data + 1;
    }
}

// Training's own progress (an epoch, a step, a loss, a progress bar), not indented: the script
// went on past whatever the lines above it waited for.
bool LogDiagnoser::isProgress(QByteArrayView line)
{
    if (line.isEmpty() || line.front() == ' ' || line.front() == '\t')
        return false;
    static const QRegularExpression progress(
        QStringLiteral(R"((?i)\b(?:epoch|step|iter(?:ation)?|loss|train(?:ing)?)\b|it/s\b|samples/s|tokens/s|\d%\|)"));
    return progress.match(QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 512)))).hasMatch();
}

// [data, data + size) holds complete lines without a trigger, the last of them numbered
// source.line: the last line of progress among the last kProgressLookBack, found from the end.
void LogDiagnoser::noteLastProgress(Source& source, const char* data, qsizetype size)
{
    qsizetype end = size; // one past the line's '\n'
    for (qint64 back = 0; back < kProgressLookBack && end > 0; ++back) {
        qsizetype begin = end - 1;
        while (begin > 0 && data[begin - 1] != '\n')
            --begin;
        if (isProgress(QByteArrayView(data + begin, end - 1 - begin)) &&
            source.line - back != source.cutWarningLine + 1) {
            source.lastProgressLine = source.line - back;
            return;
        }
        end = begin;
    }
}

void LogDiagnoser::endSource(int index)
{
    if (index < 0 || index >= m_sources.size())
        return;
    Source& source = *m_sources[index];
    if (source.ended)
        return;
    if (!source.carry.isEmpty() || source.inLongLine) {
        processLine(source, source.carry);
        source.carry.clear();
        ++source.line;
        ++m_lines;
    }
    source.inLongLine = false;
    m_collector.logEnded(source.index, source.lastProgressLine);
    // Blocks the log cut short still count.
    judgeLookup(source, LogLine{}, true);
    raiseCutAtRaise(source);
    raiseCutRetried(source);
    source.table.finish();
    takeExits(source);
    flushChildFailed(source);
    if (source.watchdogFrame)
        m_watchdogFrames.append(*source.watchdogFrame);
    if (source.config.active()) {
        LogLine end;
        source.config.feed(end, LogEvidence{});
    }
    takeConfig(source);
    source.ended = true;
}

bool LogDiagnoser::readDevice(int source, QIODevice& device, const std::atomic<bool>* cancelled)
{
    QByteArray buffer(kChunkBytes, Qt::Uninitialized);
    while (true) {
        if (cancelled && cancelled->load()) {
            endSource(source);
            return false;
        }
        const qint64 n = device.read(buffer.data(), buffer.size());
        if (n < 0) {
            endSource(source);
            return false;
        }
        if (n == 0 && (device.atEnd() || !device.isSequential() || !device.waitForReadyRead(-1)))
            break;
        feed(source, QByteArrayView(buffer.constData(), n));
    }
    endSource(source);
    return true;
}

void LogDiagnoser::processLine(Source& source, QByteArrayView raw)
{
    // Only a window of a very long line is read: the start, where messages are.
    const QByteArrayView window = raw.first(qMin<qsizetype>(raw.size(), kMaxLineBytes));
    // A log whose line breaks were lost on the way holds its lines in this one: each is read as
    // the line it was (under this line's number).
    const QList<QByteArray> packed = PackedLine::split(window);
    if (packed.isEmpty()) {
        readLine(source, window);
        return;
    }
    for (const QByteArray& line : packed)
        readLine(source, line);
}

void LogDiagnoser::readLine(Source& source, QByteArrayView window)
{
    const QList<int> hits = triggerSet().findAll(window.data(), std::size_t(window.size()));
    // (A warning's rest that a terminal wrapped onto this line is no output of the script.)
    if (hits.isEmpty() && isProgress(window) && source.cutWarningLine != source.line)
        source.lastProgressLine = source.line + 1;
    if (hits.isEmpty() && !attention(source)) {
        // The script's own output (no traceback, no message the rules know): what a restart prints
        // again.
        if (source.restart.wantsLine(source.line + 1)) {
            const LogLine line = LineNormalizer::normalize(window);
            source.restart.feed(source.line + 1, line.stream, line.message);
        }
        return;
    }
    LogLine line = LineNormalizer::normalize(window);
    if (line.time >= 0) {
        source.lastTime = line.time;
        source.lastTimeLine = source.line;
    } else {
        line.time = timeNear(source);
    }
    const LogEvidence where{source.index, source.line + 1, line.text};
    judgeLookup(source, line, false);
    // Only a traceback's code line: prose that names os.environ['LOCAL_RANK'] (launch.py's own
    // deprecation warning says to read it) is no lookup that failed.
    if (source.tracebacks.active() && hits.contains(LogRules::structuralTrigger(LogRules::EnvironmentLookup)))
        environmentLookup(source, line, where);
    if (source.tracebacks.active() && hits.contains(LogRules::structuralTrigger(LogRules::GroupCall)))
        source.groupCallInTraceback = groupCall(line, where) || source.groupCallInTraceback;
    source.continuesCutWarning = source.cutWarningLine == where.line - 1;
    if (ErrorLineDetector::isWarning(line) && LogRules::looksCut(line))
        source.cutWarningLine = where.line;
    process(source, line, where, hits, false);
}

qint64 LogDiagnoser::timeNear(const Source& source)
{
    // A time stamp far above (a c10d warning when the job started) says nothing of when a line
    // without one was printed, minutes or hours later.
    return source.lastTime >= 0 && source.line - source.lastTimeLine <= kTimeLines ? source.lastTime : -1;
}

void LogDiagnoser::takeExits(Source& source)
{
    for (WorkerExitRecord& record : source.table.takeRecords()) {
        if (record.time < 0)
            record.time = timeNear(source);
        m_collector.addExit(record);
        source.childFailed.reset();
    }
}

void LogDiagnoser::flushChildFailed(Source& source)
{
    // torchrun said a child failed, but no table entry said which (a cut log, one line given).
    if (source.childFailed)
        m_collector.add(LogDiagnosisKind::WorkerExit, Severity::Error, *source.childFailed, source.childFailedContext);
    source.childFailed.reset();
}

void LogDiagnoser::takeConfig(Source& source)
{
    if (const std::optional<LaunchConfigReader::Config> config = source.config.take())
        m_facts.launchConfig(source.index, source.node, *config);
}

void LogDiagnoser::process(Source& source, const LogLine& line, const LogEvidence& where, const QList<int>& hits,
                           bool isVirtual)
{
    // torchrun's failure table owns its lines; a worker's traceback inside it is read as one.
    if (!isVirtual && source.table.active()) {
        QString embedded;
        const bool own = source.table.feed(line, where, &embedded);
        takeExits(source);
        if (!embedded.isEmpty())
            processVirtual(source, embedded, where, QStringLiteral("table"));
        if (own)
            return;
    }
    if (!isVirtual && source.config.active()) {
        if (source.config.feed(line, where))
            return;
        takeConfig(source);
    }

    if (LogRules::isBacktraceLine(line.message))
        watchdogFrames(source, line, where);
    TracebackTracker::Ended ended;
    const TracebackTracker::Step step = source.tracebacks.feed(line.stream, line, where, &ended);
    if (!isVirtual)
        trackRetried(source, line, where, step == TracebackTracker::Step::Started);
    if (step == TracebackTracker::Step::Started)
        source.groupCallInTraceback = false;
    if (!isVirtual)
        followRaise(source, line, where, step);
    // A raise outside any traceback (the code line alone, quoted from the frame that failed): its
    // message is read as the exception it raised.
    if (step == TracebackTracker::Step::Outside && !isVirtual &&
        hits.contains(LogRules::structuralTrigger(LogRules::RaiseLine))) {
        if (const std::optional<QString> raised = TracebackTracker::raisedException(line.message)) {
            processVirtual(source, *raised, where, QStringLiteral("raise"));
            return;
        }
    }
    if (step == TracebackTracker::Step::Started || step == TracebackTracker::Step::Inside) {
        // Frames and code lines are no messages, but they name the torch that ran them.
        facts(source, line, where, hits, true);
        return;
    }
    const bool isEnd = step == TracebackTracker::Step::Ended;
    // The exception line two processes' interleaved output garbled with carets: judged without them.
    LogLine cleaned;
    if (const std::optional<QString> text =
            isEnd ? TracebackTracker::interleavedException(line.message) : std::nullopt) {
        cleaned = line;
        cleaned.message = *text;
    }
    const LogLine& judged = cleaned.message.isEmpty() ? line : cleaned;
    // The exception that ends the traceback of a call with a rank outside its world is that
    // call's failure (a connect time-out): shown with it.
    if (isEnd && source.groupCallInTraceback) {
        m_collector.addEvidence(LogDiagnosisKind::WorldSizeMismatch, where);
        source.groupCallInTraceback = false;
    }
    if (isEnd)
        source.retried.reset(); // that traceback did not pass through the store
    // c10's backtrace after a message names functions (ncclCommWatchdog, TCPStore::doWait,
    // c10::Error::Error) where the message was thrown: the message above it is the finding.
    if (!isEnd && (LogRules::isBacktraceLine(judged.message) || LogRules::isNumberedCodeLine(judged.message))) {
        facts(source, judged, where, hits, isVirtual);
        return;
    }

    // "terminate called after throwing an instance of 'c10::DistBackendError'" names a class, not
    // a cause: what() on the next line, or the frames after it, say more.
    const bool terminate = judged.message.startsWith(QLatin1String("terminate called"));
    const std::optional<bool> inTorch = isEnd ? std::optional<bool>(ended.torchInternal) : std::nullopt;
    const MatchResult& result = matchOf(judged, hits, inTorch, terminate);
    std::optional<LogRules::Match> match = result.rule;
    // The messages mined from torch's sources name a cause where the rules know none.
    if (!match || isGeneric(LogRules::rules().at(match->rule))) {
        const TorchMessageCatalog& catalog = TorchMessageCatalog::instance();
        if (const std::optional<int> mined = result.mined) {
            const LogDiagnosisKind kind = *catalog.messages().at(*mined).kind;
            if (catalog.messages().at(*mined).likely) {
                if (m_likely.size() < LogFinding::kMaxEvidence)
                    m_likely.append({kind, where, judged});
                facts(source, judged, where, hits, isVirtual);
                return;
            }
            const Severity severity = minedSeverity(kind, judged, isEnd);
            dropTerminateFallback(where, judged);
            m_collector.add(kind, severity, where, judged);
            noteRetried(source, kind, severity, where, judged);
            if (isEnd) {
                if (const TracebackTracker::Frame* frame = TracebackTracker::userFrame(ended.frames))
                    m_collector.addEvidence(kind, frame->where);
            }
            facts(source, judged, where, hits, isVirtual);
            return;
        }
    }
    // "Fatal Python error: ..." and its kin are a worker's failure, not error lines of no cause.
    if (match && LogRules::rules().at(match->rule).kind == LogDiagnosisKind::Unknown && hasErrorLineHit(hits) &&
        ErrorLineDetector::failure(judged))
        match.reset();
    if (match) {
        const LogRules::Rule& rule = LogRules::rules().at(match->rule);
        if (rule.flags & LogRules::Ignore) {
            // harmless
        } else if (rule.flags & LogRules::WorkerExitRecord) {
            if (judged.message.contains(QLatin1String("ChildFailedError"))) {
                if (!isVirtual) {
                    flushChildFailed(source);
                    source.table.start();
                    source.childFailed = where;
                    source.childFailedContext = line;
                }
            } else {
                WorkerExitRecord record;
                record.where = where;
                QString signal = match->captures.captured(QStringLiteral("signal"));
                if (const int number =
                        LogFindingText::signalNumber(match->captures.captured(QStringLiteral("signame")));
                    number > 0)
                    signal = QString::number(number);
                record.exitCode =
                    signal.isEmpty() ? match->captures.captured(QStringLiteral("value")).toInt() : -signal.toInt();
                const QString local = match->captures.captured(QStringLiteral("local"));
                record.localRank = local.isEmpty() ? judged.localRank : local.toInt();
                record.rank = judged.rank;
                record.host = judged.node;
                record.time = judged.time;
                m_collector.addExit(record);
                if (!isVirtual)
                    source.restart.workerFailed(where.line);
            }
        } else if (rule.flags & LogRules::Likely) {
            if (m_likely.size() < LogFinding::kMaxEvidence)
                m_likely.append({*rule.kind, where, judged, detailsOf(match->rule, match->captures)});
        } else {
            // The rest of a warning a terminal wrapped onto this line is that warning's, no error.
            const Severity severity = source.continuesCutWarning && !isVirtual && rule.severity == Severity::Error
                                          ? Severity::Warning
                                          : rule.severity;
            dropTerminateFallback(where, judged);
            m_collector.add(*rule.kind, severity, where, judged, detailsOf(match->rule, match->captures));
            noteRetried(source, *rule.kind, severity, where, judged);
            if (isEnd) {
                if (const TracebackTracker::Frame* frame = TracebackTracker::userFrame(ended.frames);
                    frame && !ended.torchInternal)
                    m_collector.addEvidence(*rule.kind, frame->where);
            }
        }
    } else if (isEnd) {
        // An exception no rule knows: the worker's own (worker-failed), or torchrun's.
        const LogDiagnosisKind kind = ended.torchInternal ? LogDiagnosisKind::Unknown : LogDiagnosisKind::WorkerFailed;
        const Severity severity = ended.torchInternal ? Severity::Warning : Severity::Error;
        m_collector.add(kind, severity, where, judged,
                        {{QStringLiteral("exception"), judged.message.left(300).trimmed()}});
        if (const TracebackTracker::Frame* frame = TracebackTracker::userFrame(ended.frames))
            m_collector.addEvidence(kind, frame->where);
    } else if (const std::optional<QString> failure =
                   hasErrorLineHit(hits) ? ErrorLineDetector::failure(judged) : std::nullopt) {
        // Never silent: an exception, a C++ abort or a fatal signal outside any traceback that
        // could be followed (the ranks' stderr interleaved, a cut log) is still a worker's failure.
        if (m_fallbacks.size() < LogFinding::kMaxEvidence && !abortOfTerminate(where, judged))
            m_fallbacks.append({where, judged, *failure});
    } else if (!match && (hasErrorLineHit(hits) || judged.glogLevel == 'E' || judged.glogLevel == 'F') &&
               !(source.continuesCutWarning && !isVirtual) && ErrorLineDetector::readsAsError(judged)) {
        // Never silent: a WARN, a "failed", a "timed out" nothing explains is shown as unknown.
        if (m_unexplained.size() < LogFinding::kMaxEvidence)
            m_unexplained.append({where, judged, judged.message.left(300).trimmed()});
    }
    facts(source, judged, where, hits, isVirtual);
}

// c10's backtrace of the watchdog's timeout: raised from checkTimeout (or the watchdog), its frames
// through WorkNCCL::checkTimeout. Kept for a log that has no message of it (the paste began below).
void LogDiagnoser::watchdogFrames(Source& source, const LogLine& line, const LogEvidence& where)
{
    static const QRegularExpression origin(QStringLiteral(R"(^Exception raised from (\S+) at)"));
    static const QRegularExpression watchdog(QStringLiteral(R"(ProcessGroupNCCL::WorkNCCL::checkTimeout\b)"));
    if (const QRegularExpressionMatch raised = origin.match(line.message); raised.hasMatch())
        source.watchdogOrigin = raised.captured(1) == QLatin1String("checkTimeout") ||
                                raised.captured(1).contains(QLatin1String("atchdog"));
    else if (!source.watchdogFrame && source.watchdogOrigin && watchdog.match(line.message).hasMatch())
        source.watchdogFrame = {where, line};
}

void LogDiagnoser::noteRetried(Source& source, LogDiagnosisKind kind, Severity severity, const LogEvidence& where,
                               const LogLine& line)
{
    if (isRetried(kind) && severity == Severity::Warning)
        source.retried = Source::RetriedWarning{kind, where, line};
}

void LogDiagnoser::trackRetried(Source& source, const LogLine& line, const LogEvidence& where, bool started)
{
    // c10d's "[E socket.cpp] failed to listen on any local network address" and then python's
    // traceback through the launcher or init_process_group: the store may have raised it (the
    // taken port ended this process). A second agent that retries as a client logs the same line
    // and goes on (healthy-2node-c10d); a worker's traceback that follows it passes through
    // neither (restart-after-crash).
    // The frames may reach the log on another stream than the header (a prefix on some lines).
    if (!source.retried)
        return;
    const qint64 below = where.line - source.retried->where.line;
    if (started) {
        if (below > kRaisedWithinLines)
            source.retried.reset();
        else
            source.retried->traceback = true;
        return;
    }
    if (!source.retried->traceback)
        return;
    if (below > kRaisedWithinLines + TracebackTracker::kMaxLines) {
        source.retried.reset();
        return;
    }
    static const QRegularExpression storeFrame(QStringLiteral(
        R"re(^\s+File "[^"]*(?:torch/distributed/(?:run|launch|rendezvous)\.py|torch/distributed/launcher/|)re"
        R"re(torch/distributed/elastic/|bin/torchrun)"|\bin (?:init_process_group|_create_c10d_store|)re"
        R"re(_create_tcp_store|_\w+_rendezvous_handler)\s*$)re"));
    if (storeFrame.match(line.message).hasMatch())
        source.retried->throughStore = true;
}

void LogDiagnoser::followRaise(Source& source, const LogLine& line, const LogEvidence& where,
                               TracebackTracker::Step step)
{
    if (step != TracebackTracker::Step::Inside) {
        source.lastRaise.reset();
        return;
    }
    if (const std::optional<QString> raised = TracebackTracker::raisedException(line.message))
        source.lastRaise = Source::Raise{*raised, where, line};
    else if (!line.message.trimmed().isEmpty() && !ErrorLineDetector::isCaretLine(line.message))
        source.lastRaise.reset(); // a frame below it: the raise was not the last thing it did
}

void LogDiagnoser::raiseCutAtRaise(Source& source)
{
    // The log ends inside a traceback whose last code line raised a message of its own (an issue
    // form or a screen cut the exception line off): that message is the exception.
    // It ends that traceback, on its stream: raised inside torch or by the script.
    if (source.lastRaise && source.tracebacks.active()) {
        LogLine line = source.lastRaise->line;
        line.message = source.lastRaise->exception;
        const QByteArray bytes = line.message.toUtf8();
        const QList<int> hits = triggerSet().findAll(bytes.constData(), std::size_t(bytes.size()));
        process(source, line, source.lastRaise->where, hits, true);
    }
    source.lastRaise.reset();
}

void LogDiagnoser::raiseCutRetried(Source& source)
{
    // The log ends inside that traceback (an issue form or a screen cut it before the exception
    // line): the failed attempt ended the process when nothing else in the report is an error.
    // A traceback that ends says what it raised itself (a closed rendezvous, the store's error).
    // The failed bind is no retry of a client but the server's last attempt: a traceback just
    // below it is that failure, through whichever library's set-up called the store (DeepSpeed's
    // init_distributed under transformers' arguments) even where the cut hid torch's frames.
    if (source.retried && (source.retried->throughStore || source.retried->kind == LogDiagnosisKind::PortInUse) &&
        source.tracebacks.active() && m_raisedUncut.size() < LogFinding::kMaxEvidence)
        m_raisedUncut.append({source.retried->kind, source.retried->where, source.retried->line});
    source.retried.reset();
}

void LogDiagnoser::facts(Source& source, const LogLine& line, const LogEvidence& where, const QList<int>& hits,
                         bool isVirtual)
{
    const auto has = [&](LogRules::Structural which) { return hits.contains(LogRules::structuralTrigger(which)); };
    const QString node = line.node.isEmpty() ? source.node : line.node;
    if (has(LogRules::NcclVersion)) {
        static const QRegularExpression version(QStringLiteral(R"(NCCL version (\d+\.\d+\.\d+)(\+\S+)?)"));
        const QString loader = line.node.isEmpty() && !source.lastNamedNode.isEmpty()
                                   ? source.lastNamedNode
                                   : LogDiagnosisFacts::loaderOf(line, node);
        if (const QRegularExpressionMatch m = version.match(line.message); m.hasMatch())
            m_facts.ncclVersion(loader, m.captured(1), where);
    }
    if (!line.node.isEmpty())
        source.lastNamedNode = line.node;
    if (has(LogRules::TorchVersionTag) || has(LogRules::PytorchVersion)) {
        static const QRegularExpression version(
            QStringLiteral(R"((?:torch==|PyTorch version: )(\d+\.\d+(?:\.\d+)?(?:[a-z]+\d*)?(?:\+\S+)?))"));
        if (const QRegularExpressionMatch m = version.match(line.message); m.hasMatch())
            m_facts.torchVersion(source.node, m.captured(1).remove(u'\''), where);
    }
    if (has(LogRules::EnvRank) || has(LogRules::EnvWorldSize) || has(LogRules::EnvRankJson) ||
        has(LogRules::EnvWorldSizeJson)) {
        // Upper case as the environment spells them, not --node_rank=, local_rank= or rank= of a
        // message; a number of at most 6 digits.
        static const QRegularExpression setting(
            QStringLiteral(R"re((?:(?<![\w.$-])(?:export\s+)?(?<name>RANK|WORLD_SIZE)\s*=\s*['"]?|)re"
                           R"re("(?<json>RANK|WORLD_SIZE)"\s*:\s*"?)(?<value>\d{1,6})(?![\w.]))re"));
        for (auto it = setting.globalMatch(line.message); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString name = m.captured(u"name").isEmpty() ? m.captured(u"json") : m.captured(u"name");
            m_facts.environmentValue(where.source, name, m.captured(u"value").toInt(), where);
        }
    }
    if (has(LogRules::BarrierComplete))
        m_collector.rendezvousCompleted(where.source);
    // A communicator that initialized, or the trees NCCL builds from every rank's information
    // gathered over its bootstrap interface (the transports use the same one).
    if ((has(LogRules::NcclInitComplete) && line.message.contains(QLatin1String("NCCL INFO")) &&
         line.message.contains(QLatin1String("Init COMPLETE"))) ||
        has(LogRules::NcclTrees))
        m_collector.ncclInterfacesReachedRanks();
    if (has(LogRules::GlobalRank)) {
        static const QRegularExpression announced(
            QStringLiteral(R"(GLOBAL_RANK: (\d{1,6}), MEMBER: \d{1,6}/(\d{1,6}))"));
        if (const QRegularExpressionMatch m = announced.match(line.message); m.hasMatch() && !isVirtual)
            m_facts.globalRank(where.source, m.captured(1).toInt(), m.captured(2).toInt(), where);
    }
    if (line.rank >= 0)
        source.lastRank = line.rank;
    if (has(LogRules::WatchdogWork) || has(LogRules::WatchdogAtWork)) {
        // Which collective each rank's watchdog timed out in: ranks that disagree ran different
        // ones. The work's line, or the watchdog's own "at work: N" (the sequence number alone).
        static const QRegularExpression work(QStringLiteral(
            R"(^(?:.*?(?:\[Rank (\d{1,6})\]|\[rank(\d{1,6})\]:))?.*?timeout: WorkNCCL\(SeqNum=(\d{1,12}), OpType=(\w{1,32}))"
            R"((?:, NumelIn=(\d{1,15}))?)"));
        static const QRegularExpression atWork(
            QStringLiteral(R"(\[PG [^\]]*?Rank (\d{1,6})\] Exception .*detected by watchdog at work: (\d{1,12}))"));
        if (const QRegularExpressionMatch m = work.match(line.message); m.hasMatch()) {
            const QString named = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
            const int rank = !named.isEmpty() ? named.toInt() : line.rank >= 0 ? line.rank : source.lastRank;
            if (rank >= 0)
                m_facts.watchdogWork(rank, {m.captured(3).toLongLong(), m.captured(4), m.captured(5)}, where);
        } else if (const QRegularExpressionMatch at = atWork.match(line.message); at.hasMatch()) {
            m_facts.watchdogWork(at.captured(1).toInt(), {at.captured(2).toLongLong(), QString(), QString()}, where);
        }
    }
    if ((has(LogRules::NodeRankOption) || has(LogRules::NodeRankDashed)) && !isVirtual)
        launcherCommandLine(line, where);
    if (has(LogRules::NcclFileSetting)) {
        std::optional<LogEvidence>& setting =
            line.message.contains(QLatin1String("NCCL_GRAPH_FILE")) ? m_ncclGraphFile : m_ncclTopoFile;
        if (!setting && line.message.contains(QLatin1String("NCCL_")))
            setting = where;
    }
    if (has(LogRules::GroupRestart))
        m_collector.workerGroupRestarted(where.source);
    if (has(LogRules::RendezvousComplete)) {
        source.retried.reset();
        m_facts.rendezvousCompleted();
        m_collector.rendezvousCompleted(where.source);
    }
    if (isVirtual)
        return;
    // Only the first block of a log counts (facts keep one per log): later ones, after a restart
    // or in a log of many runs, cost no reading.
    if (has(LogRules::LaunchConfig) && !source.configSeen) {
        source.configSeen = true;
        source.config.start(where);
    }
    // torchrun's error files, pretty-printed into the log by its error handler or read back.
    if (has(LogRules::JsonCallstack)) {
        for (const QString& callstack : JsonStringScanner::values(line.message, QStringLiteral("py_callstack"))) {
            for (const QString& text : callstack.split(u'\n'))
                processVirtual(source, text, where, QStringLiteral("json"));
        }
    } else if (has(LogRules::JsonMessage)) {
        for (const QString& message : JsonStringScanner::values(line.message, QStringLiteral("message"))) {
            if (LogRules::isExceptionLine(message))
                processVirtual(source, message, where, QStringLiteral("json-message"));
        }
    }
}

void LogDiagnoser::processVirtual(Source& source, const QString& text, const LogEvidence& physical,
                                  const QString& stream)
{
    LogLine line = LineNormalizer::normalize(text);
    line.stream = stream + u':' + line.stream;
    if (line.time < 0)
        line.time = timeNear(source);
    const QByteArray bytes = line.text.toUtf8();
    const QList<int> hits = triggerSet().findAll(bytes.constData(), std::size_t(bytes.size()));
    process(source, line, LogEvidence{physical.source, physical.line, physical.text}, hits, true);
}

LogDiagnosisReport LogDiagnoser::finish()
{
    LogDiagnosisReport report;
    QStringList nodes;
    for (const std::shared_ptr<Source>& source : m_sources) {
        endSource(source->index);
        report.sources.append(source->name);
        nodes.append(source->node);
    }
    addFallbacks();
    // A graph file that does not fit the node: the line that says who set it is the evidence too.
    if (const LogFindingCollector::Details* nccl = m_collector.details(LogDiagnosisKind::NcclError);
        nccl && nccl->contains(QStringLiteral("graphfile"))) {
        for (const std::optional<LogEvidence>& setting : {m_ncclGraphFile, m_ncclTopoFile}) {
            if (setting)
                m_collector.addEvidence(LogDiagnosisKind::NcclError, *setting);
        }
    }
    for (const std::shared_ptr<Source>& source : m_sources) {
        const qint64 restart = source->restart.restartLine();
        if (restart > 0 && m_collector.lastErrorLine(source->index) < restart)
            m_collector.recoveredAt(source->index, restart);
    }
    m_facts.derive(m_collector, m_options);
    report.findings = m_collector.finish(nodes, m_options);
    report.linesRead = m_lines;
    LogDiagnosisJobLinker::link(report, m_options, m_facts.firstTorchVersion());
    return report;
}

const LogDiagnoser::MatchResult& LogDiagnoser::matchOf(const LogLine& line, const QList<int>& hits,
                                                       std::optional<bool> inTorchTraceback, bool terminate)
{
    // The same message comes back thousands of times in a long log (a warning every step, the
    // same lines of every restart): what the rules and the mined table say of it is computed
    // once. The key is all the matching depends on: the message, the triggers, the traceback.
    static const MatchResult none;
    if (hits.isEmpty())
        return none; // no trigger, no rule, no anchor (the lines of a block being read)
    QString key = line.message;
    key += QChar(u'\0');
    key += QChar(char16_t(terminate ? 't' : !inTorchTraceback ? 'n' : *inTorchTraceback ? 'i' : 'o'));
    for (int hit : hits)
        key += QChar(char16_t(hit + 1));
    if (const auto it = m_matchCache.constFind(key); it != m_matchCache.cend())
        return *it;
    if (m_matchCache.size() >= kMatchCacheSize)
        m_matchCache.clear();
    MatchResult result;
    if (!terminate)
        result.rule = LogRules::match(line, hits, inTorchTraceback);
    if (!result.rule || isGeneric(LogRules::rules().at(result.rule->rule))) {
        result.mined = TorchMessageCatalog::instance().match(line.message, anchorHits(hits));
        // A terminal may have cut the line before its message's anchor.
        if (!result.mined)
            result.mined = TorchMessageCatalog::instance().matchCut(
                line.message.trimmed(), LogRules::looksCut(line) ? TorchMessageCatalog::CutWidth::Terminal
                                                                 : TorchMessageCatalog::CutWidth::Paste);
    }
    return *m_matchCache.insert(key, result);
}

// A traceback's code line that reads what the launcher exports by subscript (os.environ["RANK"]).
// It is the lookup that failed when the next frame is os.py's __getitem__ raising KeyError, or
// when the log ends there (cut before its KeyError line); a frame of another function below it
// means the lookups succeeded and that function failed (demo(int(os.environ["RANK"]))).
void LogDiagnoser::environmentLookup(Source& source, const LogLine& line, const LogEvidence& where)
{
    static const QRegularExpression lookup(QStringLiteral(
        R"(\bos\.environ\[\s*(['"])(?<value>(?:LOCAL_|GROUP_|ROLE_)?RANK|(?:LOCAL_|GROUP_|ROLE_)?WORLD_SIZE|)"
        R"(MASTER_ADDR|MASTER_PORT|TORCHELASTIC_RUN_ID)\1\s*\])"));
    const QRegularExpressionMatch match = lookup.match(line.message);
    if (match.hasMatch())
        source.lookup = Likely{LogDiagnosisKind::LauncherEnvironment,
                               where,
                               line,
                               {{QStringLiteral("value"), match.captured(QStringLiteral("value"))}}};
}

// A traceback's code line that calls init_process_group with a literal rank at or above its
// literal world size (`world_size=1, rank=1`): no rank 0 hosts the store for it, so it waits on a
// master that never comes. The rank and the world, not the network, are why.
bool LogDiagnoser::groupCall(const LogLine& line, const LogEvidence& where)
{
    static const QRegularExpression worldSize(QStringLiteral(R"(\bworld_size\s*=\s*(\d{1,6})\b)"));
    static const QRegularExpression rank(QStringLiteral(R"((?<![\w.])rank\s*=\s*(\d{1,6})\b)"));
    const QRegularExpressionMatch world = worldSize.match(line.message);
    const QRegularExpressionMatch own = rank.match(line.message);
    if (!line.message.contains(QLatin1String("init_process_group(")) || !world.hasMatch() || !own.hasMatch() ||
        own.captured(1).toInt() < world.captured(1).toInt())
        return false;
    m_collector.add(LogDiagnosisKind::WorldSizeMismatch, Severity::Error, where, line,
                    {{QStringLiteral("callRank"), own.captured(1)}, {QStringLiteral("callWorld"), world.captured(1)}});
    return true;
}

// "terminate called after throwing an instance of 'std::runtime_error'" and, on the next line,
// "what():  NCCL Error 1: unhandled cuda error": one failure, whose reason is what() says. The
// first line stays a worker's failure only where what() names nothing known.
void LogDiagnoser::dropTerminateFallback(const LogEvidence& where, const LogLine& line)
{
    if (m_fallbacks.isEmpty() || !line.message.trimmed().startsWith(QLatin1String("what():")))
        return;
    const Fallback& last = m_fallbacks.constLast();
    if (last.where.source == where.source && last.where.line + 1 == where.line &&
        last.context.message.trimmed().startsWith(QLatin1String("terminate called"))) {
        m_fallbacks.removeLast();
        m_terminateReason = where;
    }
}

// The shell's "Aborted (core dumped)" right below that what(): the same abort, not another failure.
bool LogDiagnoser::abortOfTerminate(const LogEvidence& where, const LogLine& line) const
{
    static const QRegularExpression aborted(
        QStringLiteral(R"((?:^|\s)(?:Aborted(?: \(core dumped\))?|已放弃(?: ?\(核心已转储\))?)(?:\s|$))"));
    return m_terminateReason && m_terminateReason->source == where.source &&
           where.line - m_terminateReason->line <= kAbortAfterWhatLines && aborted.match(line.message).hasMatch();
}

// The line after an environment lookup's code line says whether that lookup failed.
void LogDiagnoser::judgeLookup(Source& source, const LogLine& line, bool logEnded)
{
    if (!source.lookup)
        return;
    // The line read now (or the log's end) comes right after the lookup's line.
    const bool next = source.lookup->where.line == source.line;
    static const QRegularExpression getItem(QStringLiteral(R"re(^\s+File "[^"]*os\.py", line \d+, in __getitem__)re"));
    if (next && (logEnded || getItem.match(line.message).hasMatch()) && m_likely.size() < LogFinding::kMaxEvidence)
        m_likely.append(*source.lookup);
    source.lookup.reset();
}

void LogDiagnoser::addFallbacks()
{
    // What every failure leaves behind says nothing of its cause: with only these, the error
    // lines are the worker's failure ("a worker stopped with ...").
    using K = LogDiagnosisKind;
    const QList<K> aftermath{K::WorkerExit, K::PeerLost,  K::RendezvousClosed, K::Terminated,
                             K::Unknown,    K::NcclError, K::WorkerFailed};
    bool causeFound = false;
    for (int k = 0; k < kDiagnoseKindCount; ++k)
        causeFound = causeFound || (!aftermath.contains(K(k)) && m_collector.hasError(K(k)));
    // The usual cause of a message is the cause when the log shows no other, else a hint.
    for (const Likely& likely : std::as_const(m_likely)) {
        if (causeFound)
            m_collector.addHint(likely.kind, likely.where, likely.context, likely.details);
        else
            m_collector.add(likely.kind, Severity::Error, likely.where, likely.context, likely.details);
    }
    causeFound = causeFound || !m_likely.isEmpty();
    m_likely.clear();
    // A failed attempt whose traceback the log cut (raiseCutRetried): the cause when the report
    // has no error at all, not even an aftermath.
    if (!m_collector.hasAnyError()) {
        for (const Likely& raised : std::as_const(m_raisedUncut))
            m_collector.add(raised.kind, Severity::Error, raised.where, raised.context);
        causeFound = causeFound || !m_raisedUncut.isEmpty();
    }
    m_raisedUncut.clear();
    // A worker's own exception (worker-failed from a traceback) is a cause too.
    if (!causeFound && !m_collector.hasError(K::WorkerFailed)) {
        for (const Fallback& fallback : std::as_const(m_fallbacks))
            m_collector.add(K::WorkerFailed, Severity::Error, fallback.where, fallback.context,
                            {{QStringLiteral("exception"), fallback.text}});
    }
    m_fallbacks.clear();
    // Frames of the watchdog's timeout and no message of it (the paste began below it), nor any
    // other error: the timeout.
    if (!m_collector.hasAnyError()) {
        for (const auto& [where, context] : std::as_const(m_watchdogFrames))
            m_collector.add(K::CollectiveTimeout, Severity::Error, where, context);
    }
    m_watchdogFrames.clear();
    // Lines that read as errors and that nothing explains: the failure when the logs show no other
    // error (LogFindingCollector drops them beside one: that error is the cause).
    const bool errorFound = m_collector.hasAnyError();
    for (const Fallback& line : std::as_const(m_unexplained))
        m_collector.add(K::Unknown, errorFound ? Severity::Warning : Severity::Error, line.where, line.context);
    m_unexplained.clear();
}

const QList<QByteArray>& LogDiagnoser::prefilterLiterals()
{
    return triggers().literals;
}

LogDiagnosisReport LogDiagnoser::diagnose(const QByteArray& log, const QString& name, LogDiagnosisOptions options)
{
    LogDiagnoser diagnoser(std::move(options));
    const int source = diagnoser.addSource(name);
    diagnoser.feed(source, log);
    return diagnoser.finish();
}

LogDiagnosisReport LogDiagnoser::diagnoseAll(const QList<LogDiagnosisInput>& logs, LogDiagnosisOptions options,
                                             const std::atomic<bool>* cancelled)
{
    LogDiagnoser diagnoser(std::move(options));
    for (const LogDiagnosisInput& log : logs) {
        if (cancelled && cancelled->load())
            break;
        const int source = diagnoser.addSource(log.name, log.node);
        if (log.path.isEmpty()) {
            diagnoser.feed(source, log.bytes);
            diagnoser.endSource(source);
            continue;
        }
        QFile file(log.path);
        if (file.open(QIODevice::ReadOnly))
            diagnoser.readDevice(source, file, cancelled);
        else
            diagnoser.endSource(source);
    }
    return diagnoser.finish();
}

// A launcher's command line as a log shows it (a shell prompt, set -x, a script's echo):
// torchrun or torch.distributed.run/launch with a static rendezvous of several nodes, its node
// rank and its master's endpoint.
void LogDiagnoser::launcherCommandLine(const LogLine& line, const LogEvidence& where)
{
    static const QRegularExpression launcher(
        QStringLiteral(R"((?:^|[\s/$+>])(?:torchrun|-m\s+torch\.distributed\.(?:run|launch))\s(.*))"));
    const QRegularExpressionMatch m = launcher.match(line.message);
    if (!m.hasMatch())
        return;
    const QString options = m.captured(1);
    static const QRegularExpression rankOption(QStringLiteral(R"(--node[_-]rank[= ](\d{1,5})\b)"));
    static const QRegularExpression nodesOption(QStringLiteral(R"(--nnodes[= ](\d{1,5})\b)"));
    static const QRegularExpression addressOption(QStringLiteral(R"(--master[_-]addr[= ]([^\s'"]+))"));
    static const QRegularExpression portOption(QStringLiteral(R"(--master[_-]port[= ](\d{1,5})\b)"));
    static const QRegularExpression backendOption(QStringLiteral(R"(--rdzv[_-]backend[= ](\S+))"));
    const auto value = [&options](const QRegularExpression& option) { return option.match(options).captured(1); };
    const QString rank = value(rankOption);
    const int nodes = value(nodesOption).toInt();
    const QString address = value(addressOption);
    const QString port = value(portOption);
    if (rank.isEmpty() || nodes < 2 || address.isEmpty() || !value(backendOption).isEmpty())
        return;
    m_facts.launcherNodeRank(rank.toInt(), address + u':' + (port.isEmpty() ? QStringLiteral("29500") : port), where);
}

} // namespace ddpw
