#include "topology/TopologySlotItem.h"

#include <QPainter>

namespace ddpw {

TopologySlotItem::TopologySlotItem(const QSizeF& size, const QList<Line>& lines, const Style& style,
                                   QGraphicsItem* parent)
    : QGraphicsItem(parent), m_size(size), m_lines(lines), m_style(style)
{
}

QStringList TopologySlotItem::lines() const
{
    QStringList result;
    for (const Line& line : m_lines)
        result.append(line.text);
    return result;
}

QRectF TopologySlotItem::boundingRect() const
{
    const double margin = m_style.border.widthF() / 2;
    return QRectF(QPointF(0, 0), m_size).adjusted(-margin, -margin, margin, margin);
}

void TopologySlotItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setPen(m_style.border);
    painter->setBrush(m_style.fill);
    painter->drawRect(QRectF(QPointF(0, 0), m_size));
    painter->setPen(m_style.text);
    for (const Line& line : m_lines) {
        painter->setFont(line.bold ? m_style.bold : m_style.regular);
        painter->drawText(QPointF(4, line.baseline), line.text);
    }
}

} // namespace ddpw
