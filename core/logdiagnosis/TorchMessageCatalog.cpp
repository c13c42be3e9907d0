#include "logdiagnosis/TorchMessageCatalog.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "util/ResourceLocator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ddpw {

namespace {

// Anchors shorter than this would make the prefilter stop on ordinary text.
constexpr int kMinAnchor = 12;
// Long anchors cost automaton states without rejecting more lines.
constexpr int kMaxAnchor = 20;

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
// the first two characters are rarest. The prefilter skips every position whose two bytes start
// no literal, so an anchor that starts with a rare pair costs almost nothing on the lines it does
// not match; the pattern, not the anchor, decides what matches.
QString anchorOf(const QString& piece)
{
    const QString text = piece.trimmed().toLower();
    qsizetype bestStart = 0;
    double best = 1e9;
    for (qsizetype start = 0; start + kMinAnchor <= text.size(); ++start) {
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

        // The line of the template with the longest literal piece carries the anchor; what
        // comes before the anchor on that line must be there too, in order (what follows may be
        // cut off in a log: a placeholder's value can run over several lines).
        const QList<QStringList> lines = piecesByLine(message.templateText);
        int bestLine = -1;
        int bestPiece = -1;
        for (int l = 0; l < lines.size(); ++l) {
            for (int p = 0; p < lines.at(l).size(); ++p) {
                const QString& piece = lines.at(l).at(p);
                if (!isAscii(piece))
                    continue;
                if (bestLine < 0 || piece.trimmed().size() > lines.at(bestLine).at(bestPiece).trimmed().size()) {
                    bestLine = l;
                    bestPiece = p;
                }
            }
        }
        if (bestLine < 0)
            continue;
        const QString anchor = anchorOf(lines.at(bestLine).at(bestPiece));
        if (anchor.size() < kMinAnchor)
            continue;
        QStringList parts;
        int literal = 0;
        for (int p = 0; p <= bestPiece; ++p) {
            const QString piece = lines.at(bestLine).at(p).trimmed();
            parts.append(QRegularExpression::escape(piece));
            literal += int(piece.size());
        }
        Matchable matchable;
        matchable.message = int(catalog.m_messages.size()) - 1;
        matchable.pattern =
            QRegularExpression(parts.join(QLatin1String(".*?")), QRegularExpression::CaseInsensitiveOption);
        matchable.literalLength = literal;
        const QByteArray key = anchor.toLatin1();
        auto it = anchorIndex.constFind(anchor);
        if (it == anchorIndex.cend()) {
            it = anchorIndex.insert(anchor, int(catalog.m_anchors.size()));
            catalog.m_anchors.append(key);
            catalog.m_matchableOfAnchor.append(QList<int>());
        }
        matchable.anchor = *it;
        catalog.m_matchableOfAnchor[*it].append(int(catalog.m_matchable.size()));
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

std::optional<int> TorchMessageCatalog::match(const QString& line, const QList<int>& anchorHits) const
{
    int best = -1;
    int bestLength = -1;
    for (int anchor : anchorHits) {
        if (anchor < 0 || anchor >= m_matchableOfAnchor.size())
            continue;
        for (int index : m_matchableOfAnchor.at(anchor)) {
            const Matchable& candidate = m_matchable.at(index);
            if (candidate.literalLength <= bestLength)
                continue;
            if (candidate.pattern.match(line).hasMatch()) {
                best = candidate.message;
                bestLength = candidate.literalLength;
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
