#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"
#include "model/JobSpec.h" // ddpw::Severity

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The messages torch's distributed stack, NCCL, Gloo and CUDA print, mined from their sources
// by tools/extract-torch-messages.py into resources/diagnose/torch-messages.json (embedded;
// an installed copy wins, see ResourceLocator). Each message template becomes a literal anchor
// for the byte prefilter (the longest literal piece, lowercase) and a pattern in which the
// placeholders ({} of str.format and fmt, %s of printf, what c10::str and << put between
// literals) are wildcards. Only messages that print as errors and show a failure kind are
// matched; the others stay in the table for the coverage report.
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

    // A template's literal pieces, in order, split at placeholders and newlines.
    static QStringList literalPieces(const QString& templateText);
    // The template with its placeholders filled by `filler` (for tests and the coverage report).
    static QString render(const QString& templateText, const QString& filler = QStringLiteral("1"));

private:
    struct Matchable
    {
        int message = -1;
        int anchor = -1;
        QRegularExpression pattern; // compiled on first use, as LogRules' patterns
        int literalLength = 0;
    };

    QList<Message> m_messages;
    QList<Matchable> m_matchable;
    QList<QByteArray> m_anchors;
    QList<QList<int>> m_matchableOfAnchor;
};

} // namespace ddpw
