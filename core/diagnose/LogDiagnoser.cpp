#include "diagnose/LogDiagnoser.h"

#include "diagnose/DiagnoseJobLinker.h"
#include "diagnose/JsonStringScanner.h"
#include "diagnose/LineNormalizer.h"
#include "diagnose/LogRules.h"
#include "diagnose/TriggerSet.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstring>

namespace ddpw {

namespace {

const TriggerSet& triggerSet()
{
    static const TriggerSet set(LogRules::triggers());
    return set;
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

FindingCollector::Details detailsOf(int rule, const QRegularExpressionMatch& match)
{
    FindingCollector::Details details;
    if (!match.hasMatch())
        return details;
    for (const QString& name : LogRules::captureNames(rule)) {
        const QString value = match.captured(name);
        if (!value.isEmpty())
            details.insert(name == QLatin1String("host2") ? QStringLiteral("host") : name, value);
    }
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
    // A ChildFailedError whose table has not (yet) listed a worker: one worker-exit of its own.
    std::optional<LogEvidence> childFailed;
    LogLine childFailedContext;
};

LogDiagnoser::LogDiagnoser(DiagnoseOptions options) : m_options(std::move(options)) {}

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
        if (attention(source)) {
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
    // Blocks the log cut short still count.
    takeExits(source);
    flushChildFailed(source);
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
    const QList<int> hits = triggerSet().findAll(window.data(), std::size_t(window.size()));
    if (hits.isEmpty() && !attention(source))
        return;
    const LogLine line = LineNormalizer::normalize(window);
    const LogEvidence where{source.index, source.line + 1, line.text};
    process(source, line, where, hits, false);
}

void LogDiagnoser::takeExits(Source& source)
{
    for (const WorkerExitRecord& record : source.table.takeRecords()) {
        m_collector.addExit(record);
        source.childFailed.reset();
    }
}

void LogDiagnoser::flushChildFailed(Source& source)
{
    // torchrun said a child failed, but no table entry said which (a cut log, one line given).
    if (source.childFailed)
        m_collector.add(DiagnoseKind::WorkerExit, Severity::Error, *source.childFailed, source.childFailedContext);
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

    TracebackTracker::Ended ended;
    const TracebackTracker::Step step = source.tracebacks.feed(line.stream, line, where, &ended);
    if (step == TracebackTracker::Step::Started || step == TracebackTracker::Step::Inside) {
        // Frames and code lines are no messages, but they name the torch that ran them.
        facts(source, line, where, hits, true);
        return;
    }
    const bool isEnd = step == TracebackTracker::Step::Ended;

    const std::optional<LogRules::Match> match =
        LogRules::match(line, hits, isEnd ? std::optional<bool>(ended.torchInternal) : std::nullopt);
    if (match) {
        const LogRules::Rule& rule = LogRules::rules().at(match->rule);
        if (rule.flags & LogRules::Ignore) {
            // harmless
        } else if (rule.flags & LogRules::WorkerExitRecord) {
            if (line.message.contains(QLatin1String("ChildFailedError"))) {
                if (!isVirtual) {
                    flushChildFailed(source);
                    source.table.start();
                    source.childFailed = where;
                    source.childFailedContext = line;
                }
            } else {
                WorkerExitRecord record;
                record.where = where;
                record.exitCode = match->captures.captured(QStringLiteral("value")).toInt();
                const QString local = match->captures.captured(QStringLiteral("local"));
                record.localRank = local.isEmpty() ? line.localRank : local.toInt();
                record.rank = line.rank;
                record.host = line.node;
                m_collector.addExit(record);
            }
        } else {
            m_collector.add(*rule.kind, rule.severity, where, line, detailsOf(match->rule, match->captures));
            if (isEnd) {
                if (const TracebackTracker::Frame* frame = TracebackTracker::userFrame(ended.frames);
                    frame && !ended.torchInternal)
                    m_collector.addEvidence(*rule.kind, frame->where);
            }
        }
    } else if (isEnd) {
        // An exception no rule knows: the worker's own (worker-failed), or torchrun's.
        const DiagnoseKind kind = ended.torchInternal ? DiagnoseKind::Unknown : DiagnoseKind::WorkerFailed;
        const Severity severity = ended.torchInternal ? Severity::Warning : Severity::Error;
        m_collector.add(kind, severity, where, line, {{QStringLiteral("exception"), line.message.left(300).trimmed()}});
        if (const TracebackTracker::Frame* frame = TracebackTracker::userFrame(ended.frames))
            m_collector.addEvidence(kind, frame->where);
    }
    facts(source, line, where, hits, isVirtual);
}

void LogDiagnoser::facts(Source& source, const LogLine& line, const LogEvidence& where, const QList<int>& hits,
                         bool isVirtual)
{
    const auto has = [&](LogRules::Structural which) { return hits.contains(LogRules::structuralTrigger(which)); };
    const QString node = line.node.isEmpty() ? source.node : line.node;
    if (has(LogRules::NcclVersion)) {
        static const QRegularExpression version(QStringLiteral(R"(NCCL version (\d+\.\d+\.\d+)(\+\S+)?)"));
        if (const QRegularExpressionMatch m = version.match(line.message); m.hasMatch())
            m_facts.ncclVersion(DiagnoseFacts::loaderOf(line, node), m.captured(1), where);
    }
    if (has(LogRules::TorchVersionTag) || has(LogRules::PytorchVersion)) {
        static const QRegularExpression version(
            QStringLiteral(R"((?:torch==|PyTorch version: )(\d+\.\d+(?:\.\d+)?(?:[a-z]+\d*)?(?:\+\S+)?))"));
        if (const QRegularExpressionMatch m = version.match(line.message); m.hasMatch())
            m_facts.torchVersion(source.node, m.captured(1).remove(u'\''), where);
    }
    if (has(LogRules::RendezvousComplete)) {
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
    const QByteArray bytes = line.text.toUtf8();
    const QList<int> hits = triggerSet().findAll(bytes.constData(), std::size_t(bytes.size()));
    process(source, line, LogEvidence{physical.source, physical.line, physical.text}, hits, true);
}

DiagnoseReport LogDiagnoser::finish()
{
    DiagnoseReport report;
    QStringList nodes;
    for (const std::shared_ptr<Source>& source : m_sources) {
        endSource(source->index);
        report.sources.append(source->name);
        nodes.append(source->node);
    }
    m_facts.derive(m_collector, m_options);
    report.findings = m_collector.finish(nodes);
    report.linesRead = m_lines;
    DiagnoseJobLinker::link(report, m_options, m_facts.firstTorchVersion());
    return report;
}

DiagnoseReport LogDiagnoser::diagnose(const QByteArray& log, const QString& name, DiagnoseOptions options)
{
    LogDiagnoser diagnoser(std::move(options));
    const int source = diagnoser.addSource(name);
    diagnoser.feed(source, log);
    return diagnoser.finish();
}

DiagnoseReport LogDiagnoser::diagnoseAll(const QList<DiagnoseInput>& logs, DiagnoseOptions options,
                                         const std::atomic<bool>* cancelled)
{
    LogDiagnoser diagnoser(std::move(options));
    for (const DiagnoseInput& log : logs) {
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

} // namespace ddpw
