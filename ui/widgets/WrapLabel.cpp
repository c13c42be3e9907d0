#include "widgets/WrapLabel.h"

#include <QEvent>

#include <algorithm>

namespace ddpw {

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

void WrapLabel::forgetIfChanged() const
{
    if (m_measured != text()) {
        m_heights.clear();
        m_minimum = QSize();
        m_preferred = QSize();
        m_measured = text();
    }
}

QSize WrapLabel::sizeHint() const
{
    // One line as long as the text, up to about 60 characters, and the height that takes: QLabel
    // itself tries several widths to find a pleasing shape, each a full layout of the text.
    forgetIfChanged();
    if (!m_preferred.isValid()) {
        const QMargins margins = contentsMargins();
        const int extra = margins.left() + margins.right() + 2 * margin() + (indent() > 0 ? indent() : 0);
        const int width = std::min(fontMetrics().horizontalAdvance(text()), fontMetrics().averageCharWidth() * 60);
        m_preferred = QSize(width + extra, heightForWidth(width + extra));
    }
    return m_preferred;
}

QSize WrapLabel::minimumSizeHint() const
{
    forgetIfChanged();
    if (!m_minimum.isValid()) {
        // As narrow as a dozen characters: the layout gives it a width, heightForWidth the rest.
        const QMargins margins = contentsMargins();
        const int extra = margins.left() + margins.right() + 2 * margin() + (indent() > 0 ? indent() : 0);
        const int width = std::min(fontMetrics().horizontalAdvance(text()), fontMetrics().averageCharWidth() * 12);
        m_minimum = QSize(width + extra, fontMetrics().height() + margins.top() + margins.bottom() + 2 * margin());
    }
    return m_minimum;
}

int WrapLabel::heightForWidth(int width) const
{
    forgetIfChanged();
    const auto found = m_heights.constFind(width);
    if (found != m_heights.cend())
        return *found;
    const int height = QLabel::heightForWidth(width);
    m_heights.insert(width, height);
    return height;
}

void WrapLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_heights.clear();
        m_minimum = QSize();
        m_preferred = QSize();
    }
    QLabel::changeEvent(event);
}

bool WrapLabel::event(QEvent* event)
{
    if (event->type() == QEvent::ContentsRectChange) {
        m_heights.clear(); // margins or indent changed
        m_minimum = QSize();
        m_preferred = QSize();
    }
    return QLabel::event(event);
}

} // namespace ddpw
