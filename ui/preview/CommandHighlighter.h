#pragma once

// CommandHighlighter: colours a start command or script by what core's shell reader makes of it
// (CommandColouring: comments, strings, expansions, options, the launcher word, reserved words and
// state-changing builtins), so the colours and the diagnostics read the text the same way:
// quotes, here-documents and $(...) included. The whole text is read once per change; each
// block paints the spans that cross it. Colours come from the palette given (light or dark).

#include "launcher/CommandColouring.h"

#include <QColor>
#include <QList>
#include <QPalette>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace ddpw {

class CommandHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    using Role = ColouredSpan::Role;

    CommandHighlighter(QTextDocument* document, const QPalette& palette);

    void setPalette(const QPalette& palette);
    // Off for text that is not shell (the job JSON).
    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    QTextCharFormat format(Role role) const;
    static QColor color(Role role, const QPalette& palette);

protected:
    void highlightBlock(const QString& text) override;

private:
    void readDocumentIfChanged();
    // The spans that cross [begin, end), in CommandColouring's order.
    QList<ColouredSpan> spansIn(int begin, int end) const;

    QPalette m_palette;
    bool m_enabled = true;
    bool m_stale = true;
    QList<ColouredSpan> m_spans;
    // m_reach[i]: the largest end among m_spans[0..i], so the spans reaching into a block are
    // found by binary search even when a string opened many lines above.
    QList<int> m_reach;
};

} // namespace ddpw
