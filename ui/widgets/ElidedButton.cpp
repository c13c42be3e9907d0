#include "widgets/ElidedButton.h"

#include <QEvent>
#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionButton>

namespace ddpw {

ElidedButton::ElidedButton(const QString& text, QWidget* parent) : QPushButton(parent), m_text(text)
{
    m_text.replace(u'\n', u' ');
    m_shown = m_text;
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setText(QString(m_text).replace(u'&', QStringLiteral("&&"))); // a log's "&" is no mnemonic
}

QSize ElidedButton::minimumSizeHint() const
{
    return {frameWidth() + fontMetrics().horizontalAdvance(QStringLiteral("…")) * 4, sizeHint().height()};
}

QSize ElidedButton::sizeHint() const
{
    // As wide as the whole line, whatever part of it is shown now.
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text = m_text;
    const QSize text(fontMetrics().horizontalAdvance(m_text), fontMetrics().height());
    return style()->sizeFromContents(QStyle::CT_PushButton, &option, text, this);
}

void ElidedButton::resizeEvent(QResizeEvent* event)
{
    QPushButton::resizeEvent(event);
    elide();
}

void ElidedButton::changeEvent(QEvent* event)
{
    QPushButton::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

// The style's frame and margins around the text.
int ElidedButton::frameWidth() const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear(); // the style's least width of a button with text is not margin
    return style()->sizeFromContents(QStyle::CT_PushButton, &option, QSize(0, 0), this).width();
}

void ElidedButton::elide()
{
    m_shown = fontMetrics().elidedText(m_text, Qt::ElideRight, width() - frameWidth());
    const QString label = QString(m_shown).replace(u'&', QStringLiteral("&&"));
    if (label != text())
        setText(label);
}

} // namespace ddpw
