#include "widgets/FixButtonDelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionButton>

namespace ddpw {

namespace {

bool hasFix(const QModelIndex& index)
{
    return index.isValid() && index.data(FixButtonDelegate::kHasFixRole).toBool();
}

} // namespace

FixButtonDelegate::FixButtonDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QSize FixButtonDelegate::buttonSize(const QString& text, const QWidget* widget)
{
    QStyle* style = widget ? widget->style() : QApplication::style();
    QStyleOptionButton button;
    if (widget)
        button.initFrom(widget);
    button.text = text;
    const QFontMetrics metrics = widget ? widget->fontMetrics() : QFontMetrics(QApplication::font());
    const QSize content(metrics.horizontalAdvance(text), metrics.height());
    return style->sizeFromContents(QStyle::CT_PushButton, &button, content, widget).expandedTo(QSize(0, 0));
}

QRect FixButtonDelegate::buttonRect(const QRect& cell, const QSize& buttonSize)
{
    const QRect inner = cell.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    return QRect(inner.topLeft(), buttonSize.boundedTo(inner.size()));
}

void FixButtonDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // A button needs the view's style and font (option.widget): without one, a plain cell.
    if (!hasFix(index) || !option.widget) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's background and selection as for any cell, then the button instead of the text.
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    const QString text = cell.text;
    cell.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget->style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);

    QStyleOptionButton button;
    button.initFrom(widget);
    button.rect = buttonRect(option.rect, buttonSize(text, widget));
    button.text = text;
    button.state = QStyle::State_Raised;
    if (option.state & QStyle::State_Enabled)
        button.state |= QStyle::State_Enabled;
    if (m_pressed == index)
        button.state = (button.state & ~QStyle::State_Raised) | QStyle::State_Sunken;
    if (widget->underMouse() && button.rect.contains(widget->mapFromGlobal(QCursor::pos())))
        button.state |= QStyle::State_MouseOver;
    style->drawControl(QStyle::CE_PushButton, &button, painter, widget);
    const QString words = index.data(kWordsRole).toString();
    if (words.isEmpty())
        return;
    const QRect below(option.rect.left() + kMargin, button.rect.bottom() + 1 + kMargin,
                      option.rect.width() - 2 * kMargin, option.rect.bottom() - button.rect.bottom() - kMargin);
    painter->save();
    painter->setFont(widget->font());
    painter->setPen(option.palette.color(QPalette::Active, QPalette::Text));
    painter->drawText(below, Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap, words);
    painter->restore();
}

int FixButtonDelegate::wordsHeight(const QString& words, const QWidget* widget, int cellWidth)
{
    if (words.isEmpty() || !widget)
        return 0;
    const QRect room(0, 0, std::max(1, cellWidth - 2 * kMargin), 100000);
    return widget->fontMetrics().boundingRect(room, Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap, words).height() +
           kMargin;
}

QSize FixButtonDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (!hasFix(index))
        return QStyledItemDelegate::sizeHint(option, index);
    return buttonSize(index.data(Qt::DisplayRole).toString(), option.widget) + QSize(2 * kMargin, 2 * kMargin);
}

bool FixButtonDelegate::editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option,
                                    const QModelIndex& index)
{
    auto* view = qobject_cast<QAbstractItemView*>(const_cast<QWidget*>(option.widget));
    if (event->type() == QEvent::MouseButtonRelease && m_pressed.isValid() && m_pressed != index) {
        // Released away from the button held down: no click, and it is drawn raised again.
        if (view)
            view->update(m_pressed);
        m_pressed = QPersistentModelIndex();
    }
    if (!hasFix(index))
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    const auto type = event->type();
    if (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonRelease && type != QEvent::MouseButtonDblClick)
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    auto* mouse = static_cast<QMouseEvent*>(event);
    const QRect button = buttonRect(option.rect, buttonSize(index.data(Qt::DisplayRole).toString(), option.widget));
    const bool inside = mouse->button() == Qt::LeftButton && button.contains(mouse->position().toPoint());
    const auto repaint = [view](const QModelIndex& cell) {
        if (view && cell.isValid())
            view->update(cell);
    };
    if (type == QEvent::MouseButtonRelease) {
        const bool clicked = inside && m_pressed == index;
        const QModelIndex was = m_pressed;
        m_pressed = QPersistentModelIndex();
        repaint(was);
        if (clicked)
            emit fixClicked(index);
        return clicked;
    }
    if (!inside)
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    // A press (or the second press of a double click) on the button: held until the release.
    m_pressed = index;
    repaint(index);
    return true;
}

} // namespace ddpw
