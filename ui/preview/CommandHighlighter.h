#pragma once

// CommandHighlighter: bash-aware colouring of a start command or script: comments, quoted
// strings, variables and substitutions ($X, ${...}, $(...), `...`), options (--x, -x, up to '=')
// and the launcher word (torchrun, python -m torch.distributed.launch) plus export/exec.
// A small scanner rather than regexes, so quotes, escapes and comments nest the way bash reads
// them; unterminated quotes carry over to the next line through the block state.
// Colours come from the palette given (light or dark); setPalette() recolours.

#include <QColor>
#include <QPalette>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace ddpw {

class CommandHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    enum class Role { Comment, String, Variable, Option, Launcher, Keyword };

    CommandHighlighter(QTextDocument* document, const QPalette& palette);

    void setPalette(const QPalette& palette);
    // Off for text that is not shell (the job JSON).
    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    QTextCharFormat format(Role role) const;
    static QColor color(Role role, const QPalette& palette);
    // Whether colours for a dark background are needed; CommandPreview's severities share it.

protected:
    void highlightBlock(const QString& text) override;

private:
    enum BlockState { Plain = 0, InSingleQuote = 1, InDoubleQuote = 2 };
    int scanQuoted(const QString& text, int from, QChar quote);
    int scanVariable(const QString& text, int from);
    int scanWord(const QString& text, int from);

    QPalette m_palette;
    bool m_enabled = true;
};

} // namespace ddpw
