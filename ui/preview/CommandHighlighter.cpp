#include "preview/CommandHighlighter.h"

#include "widgets/AppTheme.h"

#include <QSet>

#include <algorithm>

namespace ddpw {

namespace {

bool isWordBreak(QChar c)
{
    return c.isSpace() || c == u';' || c == u'|' || c == u'&' || c == u'(' || c == u')' || c == u'<' || c == u'>';
}

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Where a ${...} or $(...) that opens at `from` closes (after the closer), or the text's end.
int matchingClose(const QString& text, int from, QChar open, QChar close)
{
    int depth = 0;
    for (int i = from; i < text.size(); ++i) {
        if (text[i] == u'\\') {
            ++i;
        } else if (text[i] == open) {
            ++depth;
        } else if (text[i] == close && --depth == 0) {
            return i + 1;
        }
    }
    return int(text.size());
}

} // namespace

CommandHighlighter::CommandHighlighter(QTextDocument* document, const QPalette& palette)
    : QSyntaxHighlighter(document), m_palette(palette)
{
}

void CommandHighlighter::setPalette(const QPalette& palette)
{
    m_palette = palette;
    rehighlight();
}

void CommandHighlighter::setEnabled(bool enabled)
{
    if (m_enabled == enabled)
        return;
    m_enabled = enabled;
    rehighlight();
}

QColor CommandHighlighter::color(Role role, const QPalette& palette)
{
    const bool dark = AppTheme::isDark(palette);
    switch (role) {
    case Role::Comment: return dark ? QColor(0x8b, 0x94, 0x9e) : QColor(0x6a, 0x73, 0x7d);
    case Role::String: return dark ? QColor(0x7e, 0xe7, 0x87) : QColor(0x1a, 0x7f, 0x37);
    case Role::Variable: return dark ? QColor(0xff, 0xa6, 0x57) : QColor(0xb3, 0x59, 0x00);
    case Role::Option: return dark ? QColor(0x79, 0xc0, 0xff) : QColor(0x00, 0x5c, 0xc5);
    case Role::Launcher: return dark ? QColor(0xd2, 0xa8, 0xff) : QColor(0x6f, 0x42, 0xc1);
    case Role::Keyword: return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xcf, 0x22, 0x2e);
    }
    return palette.color(QPalette::Text);
}

QTextCharFormat CommandHighlighter::format(Role role) const
{
    // Colour only, in the editor's one monospace face: a bold or italic face would be a second
    // font to load before the first frame, and may not keep the columns of the regular one.
    QTextCharFormat result;
    result.setForeground(color(role, m_palette));
    return result;
}

void CommandHighlighter::highlightBlock(const QString& text)
{
    if (!m_enabled) {
        setCurrentBlockState(Plain);
        return;
    }
    setCurrentBlockState(Plain);
    int i = 0;
    const int state = previousBlockState();
    if (state == InSingleQuote || state == InDoubleQuote) {
        i = scanQuoted(text, -1, state == InSingleQuote ? u'\'' : u'"');
        if (currentBlockState() != Plain)
            return;
    }

    bool atWordStart = true;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c == u'#' && atWordStart) {
            setFormat(i, int(text.size()) - i, format(Role::Comment));
            return;
        }
        if (c == u'\\') {
            i += 2;
            atWordStart = false;
        } else if (c == u'\'' || c == u'"') {
            i = scanQuoted(text, i, c);
            atWordStart = false;
            if (currentBlockState() != Plain)
                return;
        } else if (c == u'$' || c == u'`') {
            i = scanVariable(text, i);
            atWordStart = false;
        } else if (isWordBreak(c)) {
            ++i;
            atWordStart = true;
        } else if (atWordStart) {
            i = scanWord(text, i);
            atWordStart = false;
        } else {
            ++i;
        }
    }
}

// Formats a quoted string from `from` (the quote; -1 = continued from the previous line) to its
// closing quote and returns the index after it; an open string sets the block state.
int CommandHighlighter::scanQuoted(const QString& text, int from, QChar quote)
{
    int segment = std::max(from, 0); // start of the string part not formatted yet
    int i = from + 1;
    while (i < text.size() && text[i] != quote) {
        if (quote == u'"' && text[i] == u'\\') {
            i += 2;
        } else if (quote == u'"' && (text[i] == u'$' || text[i] == u'`')) {
            // Variables expand inside double quotes: colour them as variables.
            setFormat(segment, i - segment, format(Role::String));
            i = scanVariable(text, i);
            segment = i;
        } else {
            ++i;
        }
    }
    if (i >= text.size()) {
        setFormat(segment, int(text.size()) - segment, format(Role::String));
        setCurrentBlockState(quote == u'"' ? InDoubleQuote : InSingleQuote);
        return int(text.size());
    }
    setFormat(segment, i + 1 - segment, format(Role::String));
    return i + 1;
}

int CommandHighlighter::scanVariable(const QString& text, int from)
{
    int end = from + 1;
    if (text[from] == u'`') {
        const int close = int(text.indexOf(u'`', from + 1));
        end = close < 0 ? int(text.size()) : close + 1;
    } else if (end < text.size() && text[end] == u'{') {
        end = matchingClose(text, end, u'{', u'}');
    } else if (end < text.size() && text[end] == u'(') {
        end = matchingClose(text, end, u'(', u')');
    } else if (end < text.size() && (text[end].isDigit() || QStringLiteral("@#?$!*-").contains(text[end]))) {
        ++end;
    } else {
        while (end < text.size() && isNameChar(text[end]))
            ++end;
        if (end == from + 1)
            return end; // a lone '$' is literal
    }
    setFormat(from, end - from, format(Role::Variable));
    return end;
}

int CommandHighlighter::scanWord(const QString& text, int from)
{
    int end = from;
    while (end < text.size() && !isWordBreak(text[end]) && text[end] != u'\'' && text[end] != u'"' &&
           text[end] != u'$' && text[end] != u'`' && text[end] != u'\\' && text[end] != u'=')
        ++end;
    const QString word = text.mid(from, end - from);
    static const QSet<QString> launchers{QStringLiteral("torchrun"), QStringLiteral("torch.distributed.launch"),
                                         QStringLiteral("torch.distributed.run"), QStringLiteral("python"),
                                         QStringLiteral("python3")};
    static const QSet<QString> keywords{QStringLiteral("export"), QStringLiteral("exec"), QStringLiteral("set")};
    if (word.startsWith(u'-') && word.size() > 1)
        setFormat(from, end - from, format(Role::Option));
    else if (launchers.contains(word))
        setFormat(from, end - from, format(Role::Launcher));
    else if (keywords.contains(word))
        setFormat(from, end - from, format(Role::Keyword));
    return end;
}

} // namespace ddpw
