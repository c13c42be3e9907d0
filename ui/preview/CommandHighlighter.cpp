#include "preview/CommandHighlighter.h"

#include "widgets/AppTheme.h"

#include <QTextDocument>

#include <algorithm>

namespace ddpw {

CommandHighlighter::CommandHighlighter(QTextDocument* document, const QPalette& palette)
    : QSyntaxHighlighter(static_cast<QObject*>(document)), m_palette(palette)
{
    // Connected before setDocument() connects the highlighter itself, so the text is marked
    // changed before any block of the change is painted.
    connect(document, &QTextDocument::contentsChange, this, [this] { m_stale = true; });
    setDocument(document);
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
    m_stale = true;
    rehighlight();
}

QColor CommandHighlighter::color(Role role, const QPalette& palette)
{
    const bool dark = AppTheme::isDark(palette);
    switch (role) {
    case Role::Comment: return dark ? QColor(0x8b, 0x94, 0x9e) : QColor(0x6a, 0x73, 0x7d);
    case Role::String: return dark ? QColor(0x7e, 0xe7, 0x87) : QColor(0x1a, 0x7f, 0x37);
    case Role::Expansion: return dark ? QColor(0xff, 0xa6, 0x57) : QColor(0xb3, 0x59, 0x00);
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

void CommandHighlighter::readDocumentIfChanged()
{
    if (!m_stale)
        return;
    m_stale = false;
    m_spans = m_enabled ? CommandColouring::spans(document()->toPlainText()) : QList<ColouredSpan>();
    m_reach.resize(m_spans.size());
    int reach = 0;
    for (qsizetype i = 0; i < m_spans.size(); ++i)
        m_reach[i] = reach = std::max(reach, m_spans.at(i).end);
}

QList<ColouredSpan> CommandHighlighter::spansIn(int begin, int end) const
{
    QList<ColouredSpan> result;
    auto i = std::upper_bound(m_reach.cbegin(), m_reach.cend(), begin) - m_reach.cbegin();
    for (; i < m_spans.size() && m_spans.at(i).begin < end; ++i) {
        const ColouredSpan& span = m_spans.at(i);
        if (span.end > begin)
            result.append({std::max(span.begin, begin) - begin, std::min(span.end, end) - begin, span.role});
    }
    return result;
}

void CommandHighlighter::highlightBlock(const QString& text)
{
    readDocumentIfChanged();
    const int begin = currentBlock().position();
    const int end = begin + int(text.size());
    for (const ColouredSpan& span : spansIn(begin, end))
        setFormat(span.begin, span.end - span.begin, format(span.role));
    // The block's state stands for the colours of the next block: when an edit here changes
    // them (a quote opened or closed), the highlighter goes on to repaint that block too.
    const QTextBlock next = currentBlock().next();
    int state = 0;
    if (next.isValid()) {
        size_t seed = 0;
        for (const ColouredSpan& span : spansIn(next.position(), next.position() + next.length()))
            seed = qHashMulti(seed, span.begin, span.end, int(span.role));
        state = int(seed & 0x3fffffff);
    }
    setCurrentBlockState(state);
}

} // namespace ddpw
