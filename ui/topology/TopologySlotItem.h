#pragma once

// TopologySlotItem: one worker slot of TopologyView, drawn as a box with a few lines of text
// by a single item. A 64x8 picture has 512 of them (8128 for the largest drawn job), and one
// item per slot instead of a box plus three text items keeps redrawing on every keystroke fast.
// The text is painted with drawText, so SVG exports keep it as real, searchable text.

#include <QBrush>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPen>

namespace ddpw {

class TopologySlotItem : public QGraphicsItem
{
public:
    struct Line
    {
        QString text;
        bool bold = false;
        double baseline = 0; // y of the text's baseline inside the box
    };
    // Shared by all slots of one picture.
    struct Style
    {
        QBrush fill;
        QPen border;
        QColor text;
        QFont regular;
        QFont bold;
    };

    TopologySlotItem(const QSizeF& size, const QList<Line>& lines, const Style& style, QGraphicsItem* parent);

    QStringList lines() const;
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QSizeF m_size;
    QList<Line> m_lines;
    Style m_style;
};

} // namespace ddpw
