#include "preview/ExplainPanel.h"

#include "widgets/NoBreakText.h"

#include <QEvent>

namespace ddpw {

namespace {

// Wider than this, a title would make the panel scroll sideways in a narrow pane.
constexpr int kMaxTitleCharacters = 48;

// Plain text to HTML: escaped, line breaks kept.
QString html(const QString& text)
{
    QString escaped = text.toHtmlEscaped();
    escaped.replace(u'\n', QStringLiteral("<br>"));
    return escaped;
}

} // namespace

ExplainPanel::ExplainPanel(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    render();
}

void ExplainPanel::setExplanation(const QString& title, const QString& meaning, const QString& defaultValue,
                                  const QString& effectOnNodes)
{
    m_title = title;
    m_meaning = meaning;
    m_default = defaultValue;
    m_effect = effectOnNodes;
    render();
}

void ExplainPanel::clearExplanation()
{
    setExplanation({}, {}, {}, {});
}

void ExplainPanel::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    // The headings are tr() strings: a language switch must redraw them.
    if (event->type() == QEvent::LanguageChange)
        render();
}

void ExplainPanel::render()
{
    setAccessibleName(tr("Explanation"));
    // The hint is the placeholder: drawn in the palette's placeholder colour, and in the
    // regular face, so that start-up loads no italic font just for it.
    setPlaceholderText(tr("Click or hover a word of the command to see what it means, its default "
                          "and what it does on each node."));
    if (m_title.isEmpty() && m_meaning.isEmpty() && m_default.isEmpty() && m_effect.isEmpty()) {
        clear();
        return;
    }
    QString page;
    if (!m_title.isEmpty())
        // One line, never broken at a '-' or '/' (`--` / `local_rank`), and without invisible
        // joiners, so that the word copied from here is the word; a very long one is cut in its middle.
        page += QStringLiteral("<h3 style=\"white-space:nowrap\"><code>%1</code></h3>")
                    .arg(html(NoBreakText::elideMiddle(m_title, kMaxTitleCharacters)));
    const auto section = [&page](const QString& heading, const QString& text) {
        if (!text.isEmpty())
            page += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(html(heading), html(text));
    };
    section(tr("Meaning"), m_meaning);
    section(tr("Default"), m_default);
    section(tr("On the nodes"), m_effect);
    setHtml(page);
}

} // namespace ddpw
