#include "widgets/ScriptArgumentsEdit.h"

#include "shell/ArgumentLine.h"
#include "widgets/AppTheme.h"
#include "widgets/NoBreakText.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace ddpw {

ScriptArgumentsEdit::ScriptArgumentsEdit(QWidget* parent)
    : QWidget(parent), m_line(new QLineEdit(this)), m_words(new QLabel(this))
{
    m_line->setObjectName(QStringLiteral("scriptArgs"));
    m_line->setMaxLength(ArgumentLine::kMaxLength);
    m_words->setObjectName(QStringLiteral("scriptArgWords"));
    m_words->setWordWrap(true);
    m_words->setTextFormat(Qt::RichText);
    // Not selectable: the chips hold invisible word joiners (NoBreakText) that a copied path
    // would carry into a terminal; the line above is the text to copy.
    m_words->setTextInteractionFlags(Qt::NoTextInteraction);
    // A long path must not widen the page: the label takes the width it is given and wraps.
    m_words->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setFocusProxy(m_line);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(AppTheme::kLabelSpacing);
    layout->addWidget(m_line);
    layout->addWidget(m_words);
    connect(m_line, &QLineEdit::textEdited, this, &ScriptArgumentsEdit::onTextEdited);
    retranslate();
}

void ScriptArgumentsEdit::setArguments(const QStringList& arguments)
{
    const ArgumentLineReading shown = ArgumentLine::read(m_line->text());
    m_arguments = arguments;
    if (!shown.ok() || shown.words != arguments) {
        // Another edit (the preview read back, a new job): the line says what the job holds.
        m_line->setText(ArgumentLine::write(arguments));
        m_verbatim.clear();
        m_error.clear();
        m_valid = true;
    }
    showWords();
}

void ScriptArgumentsEdit::onTextEdited()
{
    const ArgumentLineReading reading = ArgumentLine::read(m_line->text());
    m_valid = reading.ok();
    m_error = reading.error;
    m_verbatim = reading.verbatim;
    if (reading.ok() && reading.words != m_arguments) {
        m_arguments = reading.words;
        showWords();
        emit argumentsEdited(m_arguments);
        return;
    }
    showWords();
}

void ScriptArgumentsEdit::showWords()
{
    const QPalette colours = palette();
    m_words->setProperty("valid", m_valid);
    m_words->setToolTip(QString());
    if (!m_valid) {
        m_words->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                             .arg(AppTheme::severityColor(Severity::Error, colours).name(),
                                  tr("Bash cannot read this line as arguments: %1. The job keeps %n argument(s).",
                                     nullptr, int(m_arguments.size()))
                                      .arg(m_error)
                                      .toHtmlEscaped()));
        return;
    }
    if (m_arguments.isEmpty()) {
        m_words->setText(tr("No arguments: the script gets none.").toHtmlEscaped());
        return;
    }
    // Each argument in a box of its own: "--lr 0.1" is seen to be two.
    const QString box =
        QStringLiteral("<span style=\"background-color:%1; font-family:monospace\">&nbsp;%2&nbsp;</span>");
    const QString tint =
        AppTheme::blend(colours.color(QPalette::Base), colours.color(QPalette::Highlight), 0.18).name();
    QStringList words;
    bool elided = false;
    for (const QString& word : m_arguments) {
        // A chip is never broken inside (it would read as several arguments); a very long one
        // is cut in its middle, and the label's tooltip lists every argument whole.
        const QString shown = NoBreakText::elideMiddle(word, kMaxChipCharacters);
        elided = elided || shown != word;
        words.append(box.arg(tint, word.isEmpty() ? tr("(empty)").toHtmlEscaped() : NoBreakText::html(shown)));
    }
    m_words->setToolTip(elided ? m_arguments.join(u'\n') : QString());
    QString text = tr("The script gets %n argument(s):", nullptr, int(m_arguments.size())).toHtmlEscaped() +
                   QStringLiteral(" ") + words.join(QStringLiteral(" "));
    if (!m_verbatim.isEmpty())
        text += QStringLiteral("<br>") + tr("Passed as written, not expanded as bash would: %1")
                                             .arg(m_verbatim.join(QStringLiteral(" ")))
                                             .toHtmlEscaped();
    m_words->setText(text);
}

void ScriptArgumentsEdit::retranslate()
{
    m_line->setPlaceholderText(tr("e.g. --lr 0.1 --data /mnt/data"));
    m_line->setToolTip(tr("Type the arguments as after the script's name in a shell; quote an argument that "
                          "holds spaces: --name \"my run\""));
    m_line->setAccessibleName(tr("Script arguments"));
    showWords();
}

void ScriptArgumentsEdit::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        showWords();
}

} // namespace ddpw
