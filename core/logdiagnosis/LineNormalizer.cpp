#include "logdiagnosis/LineNormalizer.h"

#include "logdiagnosis/LogRules.h"

#include <QList>
#include <QRegularExpression>

namespace ddpw {

namespace {

enum class PrefixKind { Time, Rank, Tee, Mpi, Torchx, Node, Counter, Glog, Nccl, Ucx, Ray, Markup };

struct Prefix
{
    PrefixKind kind;
    QRegularExpression pattern;
};

// Anchored at the current position; each one consumes one prefix. Order matters where two
// could match: "[rank3]:" before the general "[role0]:".
const QList<Prefix>& prefixes()
{
    static const QList<Prefix> table = [] {
        const auto re = [](const char* text) {
            return QRegularExpression(QString::fromUtf8(text), QRegularExpression::UseUnicodePropertiesOption);
        };
        return QList<Prefix>{
            {PrefixKind::Time,
             // kubectl --timestamps, Python logging; the container runtime's own log files (what
             // a node's /var/log/pods holds) add the stream and a full (F) or partial (P) tag.
             // One blank ends the stamp: what follows is the line, its indentation included.
             re(R"(\[?\d{4}-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(?:Z|[+-]\d{2}:?\d{2})?\]?[ \t])"
                R"((?:std(?:out|err) [FP] )?)")},
            {PrefixKind::Rank, re(R"(\[rank(\d+)\]:\s?)")},
            {PrefixKind::Tee, re(R"(\[([A-Za-z_][\w-]*?)(\d+)\]:\s?)")},
            // mpirun's [job,rank]<stderr>:, horovodrun's [rank]<stderr>:.
            {PrefixKind::Mpi, re(R"(\[(?:\d+,)?(\d+)\]<std(?:out|err)>:\s?)")},
            {PrefixKind::Torchx, re(R"([\w-]+/\d+ \[(\d+)\]:\s?)")},
            {PrefixKind::Node,
             re(R"(((?:node|worker|master|host|pod)[-_ ]?\d+|[a-z0-9][a-z0-9-]*-(?:worker|master)-\d+(?:\.[\w-]+)*|节点 ?\d+)[:：] ?)")},
            {PrefixKind::Counter, re(R"(\[\d+\] )")},
            {PrefixKind::Glog,
             re(R"(([IWEF])(?:\d{4})?(\d{2})(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d+)\s+\d+\s+[^\]\s]+\]\s?)")},
            {PrefixKind::Glog,
             // torch 2.x's c10 logging, with or without the thread id.
             re(R"(\[([IWEF])(?:(\d{1,2})(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d+))?(?: \d+)? [\w./-]+:\d+\]\s?)")},
            {PrefixKind::Nccl, re(R"(([\w.-]+):\d+:\d+ \[\d+\] )")},
            // UCX (InfiniBand images' transport under MPI and NCCL's plugins): [host:pid :thread:tid].
            {PrefixKind::Ucx, re(R"(\[([\w.-]+):\d+\s*:\d+:\d+\]\s+)")},
            {PrefixKind::Ray, re(R"(\(\w+ pid=\d+(?:, ip=[\d.]+)?\) )")},
            // A log quoted in an issue or a chat: Markdown's bold, code span or quote marker.
            {PrefixKind::Markup, re(R"((?:\*\*|`{1,3}|> ?))")},
        };
    }();
    return table;
}

constexpr int kMaxPrefixes = 8;

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isGlogLevel(QChar c)
{
    return c == u'I' || c == u'W' || c == u'E' || c == u'F';
}

// A cheap look at the first characters: most lines can start no prefix at all, and a regular
// expression that is not tried costs nothing.
bool mayStart(PrefixKind kind, const QString& text, qsizetype at)
{
    const QChar c = text.at(at);
    const QChar next = at + 1 < text.size() ? text.at(at + 1) : QChar();
    switch (kind) {
    case PrefixKind::Time: return isDigit(c) || (c == u'[' && isDigit(next));
    case PrefixKind::Rank: return c == u'[' && next == u'r';
    case PrefixKind::Tee: return c == u'[' && next.isLetter();
    case PrefixKind::Mpi:
    case PrefixKind::Counter: return c == u'[' && isDigit(next);
    case PrefixKind::Torchx:
    case PrefixKind::Node:
    case PrefixKind::Nccl: {
        if (!c.isLetterOrNumber())
            return false;
        // A label ends in ':' (or '/' for torchx) within its first few dozen characters.
        const qsizetype end = qMin(text.size(), at + 80);
        for (qsizetype i = at; i < end; ++i) {
            const QChar x = text.at(i);
            if (x == u':' || x == u'/' || x == u'\xff1a')
                return true;
            if (x == u' ' && kind != PrefixKind::Node && kind != PrefixKind::Torchx)
                return false;
        }
        return false;
    }
    case PrefixKind::Glog: return (isGlogLevel(c) && isDigit(next)) || (c == u'[' && isGlogLevel(next));
    case PrefixKind::Ucx: return c == u'[' && next.isLetterOrNumber();
    case PrefixKind::Ray: return c == u'(';
    case PrefixKind::Markup: return (c == u'*' && next == u'*') || c == u'`' || (c == u'>' && next != u'>');
    }
    return true;
}

// The time a prefix gives, from its captures month, day, hours, minutes, seconds and fraction
// starting at `first`: milliseconds counted from a year's start (glog's lines name no year).
qint64 timeOf(const QRegularExpressionMatch& match, int first)
{
    if (match.capturedLength(first) == 0)
        return -1;
    const auto at = [&](int i) { return qint64(match.captured(first + i).toInt()); };
    const qint64 ms = match.captured(first + 5).left(3).leftJustified(3, u'0').toLongLong();
    return ((((at(0) * 32 + at(1)) * 24 + at(2)) * 60 + at(3)) * 60 + at(4)) * 1000 + ms;
}

// A label a person wrote before the exception they quote ("执行中报错：RuntimeError: ...", "Error:
// RuntimeError: ..."): the exception is the message. A warning's label stays (the line is one).
void peelLabel(LogLine& line)
{
    static const QRegularExpression label(QStringLiteral(R"(^([^:：]{1,40}?)[:：]\s*)"));
    if (LogRules::isExceptionLine(line.message))
        return;
    const QRegularExpressionMatch match = label.match(line.message);
    if (!match.hasMatch() || match.captured(1).contains(QLatin1String("warn"), Qt::CaseInsensitive))
        return;
    const QString rest = line.message.mid(match.capturedEnd());
    if (LogRules::isExceptionLine(rest))
        line.message = rest;
}

void peel(LogLine& line)
{
    qsizetype offset = 0;
    QString markup; // the Markdown marker peeled last, closed at the line's end as well
    const QString& text = line.text;
    for (int round = 0; round < kMaxPrefixes && offset < text.size(); ++round) {
        bool consumed = false;
        for (const Prefix& prefix : prefixes()) {
            if (!mayStart(prefix.kind, text, offset))
                continue;
            const QRegularExpressionMatch match = prefix.pattern.match(text, offset, QRegularExpression::NormalMatch,
                                                                       QRegularExpression::AnchorAtOffsetMatchOption);
            if (!match.hasMatch() || match.capturedLength() == 0)
                continue;
            switch (prefix.kind) {
            case PrefixKind::Rank:
            case PrefixKind::Mpi: line.rank = match.captured(1).toInt(); break;
            case PrefixKind::Tee: line.localRank = match.captured(2).toInt(); break;
            case PrefixKind::Torchx: line.localRank = match.captured(1).toInt(); break;
            case PrefixKind::Node:
            case PrefixKind::Nccl:
            case PrefixKind::Ucx: line.node = match.captured(1); break;
            case PrefixKind::Glog:
                line.glogLevel = match.captured(1).at(0).toLatin1();
                // The first time stamp is the platform's (kubectl --timestamps): one clock for
                // every node's log.
                if (line.time < 0)
                    line.time = timeOf(match, 2);
                break;
            case PrefixKind::Time:
                if (line.time < 0)
                    line.time = timeOf(match, 1);
                break;
            case PrefixKind::Markup: markup = match.captured(0).trimmed(); break;
            case PrefixKind::Counter:
            case PrefixKind::Ray: break;
            }
            if (prefix.kind == PrefixKind::Rank || prefix.kind == PrefixKind::Tee || prefix.kind == PrefixKind::Mpi ||
                prefix.kind == PrefixKind::Torchx || prefix.kind == PrefixKind::Node)
                line.stream += match.captured(0).trimmed();
            offset = match.capturedEnd();
            consumed = true;
            break;
        }
        if (!consumed)
            break;
    }
    line.message = text.mid(offset);
    if (!markup.isEmpty() && markup != QLatin1String(">") && line.message.endsWith(markup))
        line.message.chop(markup.size());
    peelLabel(line);
}

} // namespace

QString LineNormalizer::clean(const QString& text)
{
    if (!text.contains(u'\r') && !text.contains(u'\x1b'))
        return text;
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c == u'\r')
            continue;
        if (c != u'\x1b') {
            out.append(c);
            continue;
        }
        // ESC [ params final (CSI), ESC ] ... BEL or ESC \ (OSC), or a two-byte ESC X.
        if (i + 1 < n && text.at(i + 1) == u'[') {
            qsizetype j = i + 2;
            while (j < n && !(text.at(j).unicode() >= 0x40 && text.at(j).unicode() <= 0x7e))
                ++j;
            i = j;
        } else if (i + 1 < n && text.at(i + 1) == u']') {
            qsizetype j = i + 2;
            while (j < n && text.at(j) != u'\x07' && !(text.at(j) == u'\x1b' && j + 1 < n && text.at(j + 1) == u'\\'))
                ++j;
            i = (j < n && text.at(j) == u'\x1b') ? j + 1 : j;
        } else {
            ++i;
        }
    }
    return out;
}

LogLine LineNormalizer::normalize(const QString& text)
{
    LogLine line;
    line.text = clean(text.size() > LogLine::kMaxChars * 2 ? text.left(LogLine::kMaxChars * 2) : text);
    if (line.text.size() > LogLine::kMaxChars)
        line.text.truncate(LogLine::kMaxChars);
    peel(line);
    return line;
}

LogLine LineNormalizer::normalize(QByteArrayView raw)
{
    // Escape sequences and CRs shrink the text, so decode a little more than the limit.
    const qsizetype keep = qMin<qsizetype>(raw.size(), LogLine::kMaxChars * 2);
    return normalize(QString::fromUtf8(raw.first(keep)));
}

} // namespace ddpw
