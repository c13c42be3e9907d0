#include "logdiagnosis/TorchMessageCatalog.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "util/ResourceLocator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace ddpw {

namespace {

// Anchors shorter than this would make the prefilter stop on ordinary text.
constexpr int kMinAnchor = 12;
// Long anchors cost automaton states without rejecting more lines.
constexpr int kMaxAnchor = 20;
// The anchor starts this close to its piece's start, so that a line cut off by a terminal or an
// issue form (80 to 200 columns, a prefix before it) still carries it.
constexpr int kAnchorWithin = 32;
// A piece at least this long names its message alone; a shorter one needs the pieces before it.
constexpr int kDistinctive = 24;

// A piece without the brackets, colons and spaces at its ends.
QString wordsOf(const QString& piece)
{
    qsizetype begin = 0;
    qsizetype end = piece.size();
    while (begin < end && !piece.at(begin).isLetterOrNumber())
        ++begin;
    while (end > begin && !piece.at(end - 1).isLetterOrNumber() && piece.at(end - 1) != u')' &&
           piece.at(end - 1) != u'\'' && piece.at(end - 1) != u'"')
        --end;
    return piece.mid(begin, end - begin);
}

// A piece's words: without the brackets, colons and spaces at its ends, which a prefix or
// suffix that another release adds or drops ("[Rank {}] ", ": WorkNCCL(...)") glues to it. A
// short piece keeps them: its punctuation is part of what makes it the message's ("{} does not
// match: <{}>").
QString fragmentOf(const QString& piece)
{
    const QString core = wordsOf(piece);
    return core.size() >= kDistinctive ? core : piece.trimmed();
}

bool isAscii(const QString& text)
{
    for (QChar c : text) {
        if (c.unicode() < 0x20 || c.unicode() > 0x7e)
            return false;
    }
    return true;
}

// The template's lines, each a list of literal pieces (placeholders split them).
QList<QStringList> piecesByLine(const QString& templateText)
{
    QList<QStringList> lines{QStringList()};
    QString piece;
    const auto flush = [&] {
        if (!piece.trimmed().isEmpty())
            lines.last().append(piece);
        piece.clear();
    };
    for (qsizetype i = 0; i < templateText.size(); ++i) {
        const QChar c = templateText.at(i);
        const QChar next = i + 1 < templateText.size() ? templateText.at(i + 1) : QChar();
        if ((c == u'{' && next == u'{') || (c == u'}' && next == u'}')) {
            piece.append(c);
            ++i;
        } else if (c == u'{' && next == u'}') {
            flush();
            ++i;
        } else if (c == u'\n') {
            flush();
            lines.append(QStringList());
        } else {
            piece.append(c);
        }
    }
    flush();
    return lines;
}

// How often a character occurs in English text and logs, in percent (letters after the usual
// table; a space is the most frequent; digits and punctuation are rare).
double frequency(QChar c)
{
    static const double letters[26] = {8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.8,  4.0, 2.4,
                                       6.7, 7.5, 1.9, 0.1, 6.0,  6.3, 9.1, 2.8, 1.0, 2.4,  0.15, 2.0, 0.07};
    if (c >= u'a' && c <= u'z')
        return letters[c.unicode() - u'a'];
    if (c.isSpace())
        return 18.0;
    if (c.isDigit())
        return 1.0;
    return 0.5;
}

// The anchor of a piece: kMinAnchor to kMaxAnchor of its characters, lowercase, starting where
// the first two characters are rarest among its first kAnchorWithin. The prefilter skips every position whose two bytes
// start no literal, so an anchor that starts with a rare pair costs almost nothing on the lines it does not match; the
// pattern, not the anchor, decides what matches.
QString anchorOf(const QString& piece)
{
    const QString text = piece.trimmed().toLower();
    qsizetype bestStart = 0;
    double best = 1e9;
    for (qsizetype start = 0; start + kMinAnchor <= text.size() && start < kAnchorWithin; ++start) {
        if (text.at(start).isSpace() || text.at(start + 1).isSpace())
            continue;
        const double score = frequency(text.at(start)) * frequency(text.at(start + 1));
        if (score < best) {
            best = score;
            bestStart = start;
        }
    }
    return text.mid(bestStart, kMaxAnchor).trimmed();
}

} // namespace

QStringList TorchMessageCatalog::literalPieces(const QString& templateText)
{
    QStringList all;
    for (const QStringList& line : piecesByLine(templateText))
        all += line;
    return all;
}

QString TorchMessageCatalog::render(const QString& templateText, const QString& filler)
{
    QString out;
    for (qsizetype i = 0; i < templateText.size(); ++i) {
        const QChar c = templateText.at(i);
        const QChar next = i + 1 < templateText.size() ? templateText.at(i + 1) : QChar();
        if ((c == u'{' && next == u'{') || (c == u'}' && next == u'}')) {
            out.append(c);
            ++i;
        } else if (c == u'{' && next == u'}') {
            out.append(filler);
            ++i;
        } else {
            out.append(c);
        }
    }
    return out;
}

TorchMessageCatalog TorchMessageCatalog::fromJson(const QByteArray& json)
{
    TorchMessageCatalog catalog;
    const QJsonDocument document = QJsonDocument::fromJson(json);
    const QJsonArray messages = document.object().value(QLatin1String("messages")).toArray();
    QHash<QString, int> anchorIndex;
    for (const QJsonValue& value : messages) {
        const QJsonObject object = value.toObject();
        Message message;
        message.templateText = object.value(QLatin1String("template")).toString();
        message.level = object.value(QLatin1String("level")).toString();
        message.kindSlug = object.value(QLatin1String("kind")).toString();
        message.kind = LogFindingCatalog::fromSlug(message.kindSlug);
        message.likely = object.value(QLatin1String("likely")).toBool();
        for (const QJsonValue& release : object.value(QLatin1String("releases")).toArray())
            message.releases.append(release.toString());
        const QJsonArray sources = object.value(QLatin1String("sources")).toArray();
        message.source = sources.isEmpty() ? QString() : sources.first().toString();
        message.area = object.value(QLatin1String("area")).toString();
        catalog.m_messages.append(message);
        if (message.templateText.isEmpty() || !message.kind || message.level != QLatin1String("error"))
            continue;

        // The line of the template with the longest literal piece carries the anchor and is what a
        // log line must show: that piece (its words, not the brackets and colons a prefix or
        // suffix of another release glues to it), the others of the line adding to the score.
        const QList<QStringList> lines = piecesByLine(message.templateText);
        int bestLine = -1;
        int bestPiece = -1;
        for (int l = 0; l < lines.size(); ++l) {
            for (int p = 0; p < lines.at(l).size(); ++p) {
                const QString core = fragmentOf(lines.at(l).at(p));
                if (!isAscii(core))
                    continue;
                if (bestLine < 0 || core.size() > fragmentOf(lines.at(bestLine).at(bestPiece)).size()) {
                    bestLine = l;
                    bestPiece = p;
                }
            }
        }
        if (bestLine < 0)
            continue;
        const QString required = fragmentOf(lines.at(bestLine).at(bestPiece));
        const QString anchor = anchorOf(required);
        if (anchor.size() < kMinAnchor)
            continue;
        Matchable matchable;
        matchable.message = int(catalog.m_messages.size()) - 1;
        for (int p = 0; p < lines.at(bestLine).size(); ++p) {
            const QString fragment = fragmentOf(lines.at(bestLine).at(p));
            if (p == bestPiece)
                matchable.required = int(matchable.fragments.size());
            if (!fragment.isEmpty())
                matchable.fragments.append(fragment);
        }
        for (const QString& fragment : std::as_const(matchable.fragments))
            matchable.literalLength += int(fragment.size());
        // A short piece is distinctive only with what precedes it on its line.
        matchable.strict = required.size() < kDistinctive;
        matchable.anchorEnd = int(required.toLower().indexOf(anchor) + anchor.size());
        const QByteArray key = anchor.toLatin1();
        auto it = anchorIndex.constFind(anchor);
        if (it == anchorIndex.cend()) {
            it = anchorIndex.insert(anchor, int(catalog.m_anchors.size()));
            catalog.m_anchors.append(key);
            catalog.m_matchableOfAnchor.append(QList<int>());
        }
        matchable.anchor = *it;
        catalog.m_matchableOfAnchor[*it].append(int(catalog.m_matchable.size()));
        if (required.size() >= kCutHead)
            catalog.m_matchableOfHead[required.left(kCutHead).toLower()].append(int(catalog.m_matchable.size()));
        catalog.m_longestRequired = qMax(catalog.m_longestRequired, required.size());
        catalog.m_matchable.append(matchable);
    }
    return catalog;
}

const TorchMessageCatalog& TorchMessageCatalog::instance()
{
    static const TorchMessageCatalog catalog =
        fromJson(ResourceLocator::read(QStringLiteral("diagnose/torch-messages.json")));
    return catalog;
}

int TorchMessageCatalog::score(const Matchable& candidate, const QString& line)
{
    const QString& required = candidate.fragments.at(candidate.required);
    qsizetype at = line.indexOf(required, 0, Qt::CaseInsensitive);
    int score = int(required.size());
    if (candidate.strict && candidate.fragments.size() == 1)
        return standsAlone(line, at, required.size()) ? score : -1;
    if (at < 0) {
        // Cut off by a terminal or an issue form: the line ends inside the piece, past its anchor.
        const QStringView head = QStringView(required).first(candidate.anchorEnd);
        at = line.lastIndexOf(head, -1, Qt::CaseInsensitive);
        if (at < 0)
            return -1;
        const QStringView rest = QStringView(line).mid(at);
        if (QStringView(required).startsWith(rest, Qt::CaseInsensitive) && keepsSeveralWords(rest))
            score = int(rest.size());
        else if (const int sentences = sharedSentences(required, rest, candidate.anchorEnd); sentences > 0)
            score = sentences;
        else
            return -1;
    }
    return scoreAround(candidate, line, at, at + required.size(), score);
}

// Another release reworded the piece after its first sentences ("used in producing a loss" in
// torch 1.x, "producing loss" later): the line carries those whole sentences, past the anchor
// and long enough to be this message alone. Their length, or 0.
int TorchMessageCatalog::sharedSentences(QStringView required, QStringView rest, int anchorEnd)
{
    qsizetype shared = 0;
    while (shared < required.size() && shared < rest.size() &&
           required.at(shared).toLower() == rest.at(shared).toLower())
        ++shared;
    for (qsizetype end = shared; end >= qMax<qsizetype>(anchorEnd, kSharedSentences); --end) {
        if (required.at(end - 1) == u'.' && (end == required.size() || required.at(end) == u' '))
            return int(end);
    }
    return 0;
}

// A short message of its own ("out of memory", "unknown error") is that message only where it
// is the whole of what the line says (after a "Type: " or a quote), not where prose names it.
bool TorchMessageCatalog::standsAlone(const QString& line, qsizetype at, qsizetype length)
{
    if (at < 0)
        return false;
    const QStringView before = QStringView(line).first(at).trimmed();
    const QStringView after = QStringView(line).mid(at + length).trimmed();
    const auto isClosing = [](QChar c) { return c == u'.' || c == u'\'' || c == u'"' || c == u')' || c == u']'; };
    const bool startsMessage =
        before.isEmpty() || before.endsWith(u':') || before.endsWith(u'\'') || before.endsWith(u'"');
    return startsMessage && std::all_of(after.begin(), after.end(), isClosing);
}

int TorchMessageCatalog::scoreAround(const Matchable& candidate, const QString& line, qsizetype at, qsizetype end,
                                     int score)
{
    // The other pieces of the line: before the required one in order (each a prefix a release
    // may have dropped), after it anywhere (a suffix may be cut or changed).
    qsizetype before = at;
    for (int p = candidate.required - 1; p >= 0; --p) {
        const QString& fragment = candidate.fragments.at(p);
        const qsizetype from = before - fragment.size();
        const qsizetype found = from < 0 ? -1 : line.lastIndexOf(fragment, from, Qt::CaseInsensitive);
        if (found >= 0) {
            score += int(fragment.size());
            before = found;
        } else if (candidate.strict) {
            return -1;
        }
    }
    qsizetype after = end;
    for (int p = candidate.required + 1; p < candidate.fragments.size() && after < line.size(); ++p) {
        const QString& fragment = candidate.fragments.at(p);
        const qsizetype found = line.indexOf(fragment, after, Qt::CaseInsensitive);
        if (found >= 0) {
            score += int(fragment.size());
            after = found + fragment.size();
        }
    }
    return score;
}

std::optional<int> TorchMessageCatalog::match(const QString& line, const QList<int>& anchorHits) const
{
    int best = -1;
    int bestScore = -1;
    for (int anchor : anchorHits) {
        if (anchor < 0 || anchor >= m_matchableOfAnchor.size())
            continue;
        for (int index : m_matchableOfAnchor.at(anchor)) {
            const Matchable& candidate = m_matchable.at(index);
            if (candidate.literalLength <= bestScore)
                continue;
            const int s = score(candidate, line);
            if (s > bestScore) {
                best = candidate.message;
                bestScore = s;
            }
        }
    }
    if (best < 0)
        return std::nullopt;
    return best;
}

bool TorchMessageCatalog::keepsSeveralWords(QStringView kept)
{
    // One word of a piece (a dotted class name, a path) is what prose names, not a message cut short.
    return kept.trimmed().contains(u' ');
}

bool TorchMessageCatalog::cutInsideWord(const QString& piece, qsizetype kept)
{
    // A line that ends where a word of the piece ends may be a whole message of its own that
    // names what the piece names ("... within torch.nn.parallel.DistributedDataParallel"): only a
    // word cut in two shows that the paste lost the rest.
    return kept > 0 && kept < piece.size() && piece.at(kept - 1).isLetterOrNumber() &&
           piece.at(kept).isLetterOrNumber();
}

std::optional<int> TorchMessageCatalog::matchCut(const QString& line, CutWidth width) const
{
    const QString lower = line.toLower();
    const qsizetype minimumTail = width == CutWidth::Terminal ? kCutHead : kShortCutTail;
    int best = -1;
    int bestScore = -1;
    // Where the required piece may start: its first kCutHead characters, and the line's end
    // inside it.
    for (qsizetype at = qMax<qsizetype>(0, lower.size() - m_longestRequired); at + minimumTail <= lower.size(); ++at) {
        // A paste cut short starts its message at a word (what precedes it is a prefix).
        if (width == CutWidth::Paste && at > 0 && lower.at(at - 1).isLetterOrNumber())
            continue;
        const auto it = m_matchableOfHead.constFind(lower.mid(at, kCutHead));
        if (it == m_matchableOfHead.cend())
            continue;
        const QStringView tail = QStringView(line).mid(at);
        if (!keepsSeveralWords(tail))
            continue;
        for (int index : *it) {
            const Matchable& candidate = m_matchable.at(index);
            const QString& piece = candidate.fragments.at(candidate.required);
            if (!QStringView(piece).startsWith(tail, Qt::CaseInsensitive) ||
                (width == CutWidth::Paste && !cutInsideWord(piece, tail.size())))
                continue;
            const int s = scoreAround(candidate, line, at, line.size(), int(tail.size()));
            if (s > bestScore) {
                best = candidate.message;
                bestScore = s;
            }
        }
    }
    if (best < 0)
        return std::nullopt;
    return best;
}

std::optional<int> TorchMessageCatalog::match(const QString& line) const
{
    QList<int> hits;
    const QString lower = line.toLower();
    for (int i = 0; i < m_anchors.size(); ++i) {
        if (lower.contains(QLatin1String(m_anchors.at(i))))
            hits.append(i);
    }
    return match(line, hits);
}

} // namespace ddpw
