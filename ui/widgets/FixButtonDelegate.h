#pragma once

#include <QPersistentModelIndex>
#include <QStyledItemDelegate>

namespace ddpw {

// Paints a row's "Apply fix" as a push button inside the row's own cell and takes its click
// there. The button is part of the row, not a widget placed over the view: however the list is
// rebuilt, wrapped, retranslated or resized, a button is drawn and hit-tested from its index's
// rectangle, so it can only ever apply the fix of the row it sits in.
//
// A cell shows a button when its index has kHasFixRole true; its DisplayRole is the button's
// text, kWordsRole (under the button) and ToolTipRole what the fix does. fixClicked(index) is emitted on a full click
// (press and release on the same button); connect it queued when the slot rebuilds the model.
class FixButtonDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int kHasFixRole = Qt::UserRole + 100;
    // What the fix changes, in words, written under the button in the cell's own width (every
    // button reads the same: the words say what this one does).
    static constexpr int kWordsRole = Qt::UserRole + 102;
    static constexpr int kMargin = 2;

    explicit FixButtonDelegate(QObject* parent = nullptr);

    // Where the button of a cell lies in the view's viewport, given the cell's rectangle: at the
    // top of a row that a long message makes tall, at the button's own height.
    static QRect buttonRect(const QRect& cell, const QSize& buttonSize);
    // The button's natural size for this text in this widget's style and font.
    static QSize buttonSize(const QString& text, const QWidget* widget);
    // The height of the words under the button at the cell's width (0 without words).
    static int wordsHeight(const QString& words, const QWidget* widget, int cellWidth);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

signals:
    void fixClicked(const QModelIndex& index);

protected:
    bool editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option,
                     const QModelIndex& index) override;

private:
    QPersistentModelIndex m_pressed; // the button held down, drawn sunken until released
};

} // namespace ddpw
