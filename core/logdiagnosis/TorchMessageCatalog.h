#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"
#include "model/JobSpec.h" // ddpw::Severity

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The messages torch's distributed stack, NCCL, Gloo and CUDA print, mined from their sources
// by tools/extract-torch-messages.py into resources/diagnose/torch-messages.json (embedded;
// an installed copy wins, see ResourceLocator). Each message template becomes a literal anchor
// for the byte prefilter (part of the longest literal piece, lowercase) and fragments: the
// literal pieces between placeholders ({} of str.format and fmt, %s of printf, what c10::str
// and << put between literals). A line is the message when it carries the longest fragment
// (whole, or cut off past the anchor), whatever prefix or suffix another release added or
// dropped; the other fragments make the score that picks the most specific message. Only
// messages that print as errors and show a failure kind are matched; the others stay in the
// table for the coverage report.
class TorchMessageCatalog
{
public:
    struct Message
    {
        QString templateText; // "{}" marks a placeholder, "{{" "}}" literal braces
        QString level;        // "error", "warning"
        QString kindSlug;     // "" when no kind is known, "harmless" for progress messages
        std::optional<LogDiagnosisKind> kind;
        bool likely = false; // the usual cause of this message, not the only one
        QStringList releases;
        QString source; // the first source location
        QString area;   // "core" (launcher, elastic, c10d, DDP) or "other"
    };

    // Reads the table; a table that cannot be read or parsed gives an empty catalogue.
    static TorchMessageCatalog fromJson(const QByteArray& json);
    // The shipped table, loaded once.
    static const TorchMessageCatalog& instance();

    const QList<Message>& messages() const { return m_messages; }
    // The distinct anchors (lowercase ASCII) of the matchable messages: the prefilter's keys.
    const QList<QByteArray>& anchors() const { return m_anchors; }
    int matchableCount() const { return int(m_matchable.size()); }

    // The most specific matchable message of the line: among those whose anchor is in
    // `anchorHits` (indices into anchors()), the one whose pattern matches with the most literal
    // text. Without hits every message is tried (tests, the coverage report).
    std::optional<int> match(const QString& line, const QList<int>& anchorHits) const;
    std::optional<int> match(const QString& line) const;
    // Terminal: a line as wide as a terminal, cut there; Paste: a line of any width whose paste
    // ended inside a word of its message (the last line an issue form kept).
    enum class CutWidth { Terminal, Paste };
    // A line cut before the anchor of its message: the line ends with the start of the message's
    // required piece (kCutHead characters of it at least; kShortCutTail, from a word's start and
    // short of the piece's end, for a paste).
    std::optional<int> matchCut(const QString& line, CutWidth width = CutWidth::Terminal) const;

    // A template's literal pieces, in order, split at placeholders and newlines.
    static QStringList literalPieces(const QString& templateText);
    // The template with its placeholders filled by `filler` (for tests and the coverage report).
    static QString render(const QString& templateText, const QString& filler = QStringLiteral("1"));

private:
    struct Matchable
    {
        int message = -1;
        int anchor = -1;
        QStringList fragments; // the literal pieces of the anchor's line, their ends trimmed
        int required = 0;      // the fragment a line must carry (the anchor's)
        int anchorEnd = 0;     // where the anchor ends in the required fragment (a cut line)
        bool strict = false;   // a short required fragment: those before it are required too
        int literalLength = 0; // the most score a line can reach
    };
    static constexpr int kCutHead = 16;
    static constexpr int kShortCutTail = 24;
    // Whole sentences a reworded line must share with the piece (sharedSentences).
    static constexpr int kSharedSentences = 60;
    // How much of the message's literal text the line carries, or -1 when it is not the message.
    static int score(const Matchable& candidate, const QString& line);
    // score's part for the other pieces of the line, around the required one at [at, end).
    static int scoreAround(const Matchable& candidate, const QString& line, qsizetype at, qsizetype end, int score);
    static int sharedSentences(QStringView required, QStringView rest, int anchorEnd);
    // What a cut line kept of a piece is more than one word of it.
    static bool keepsSeveralWords(QStringView kept);
    // A paste that kept `kept` characters of `piece` stopped inside one of its words.
    static bool cutInsideWord(const QString& piece, qsizetype kept);
    static bool standsAlone(const QString& line, qsizetype at, qsizetype length);

    QList<Message> m_messages;
    QList<Matchable> m_matchable;
    QList<QByteArray> m_anchors;
    QList<QList<int>> m_matchableOfAnchor;
    // The first kCutHead characters of each required piece (lowercase) -> matchables.
    QHash<QString, QList<int>> m_matchableOfHead;
    qsizetype m_longestRequired = 0;
};

} // namespace ddpw
