#include "topology/TopologyScene.h"

#include "widgets/AppTheme.h"
#include "widgets/WrappedToolTip.h"

#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QPainterPath>
#include <QTextDocument>

#include <algorithm>

namespace ddpw {

namespace {

constexpr double kSlotWidth = 66;
constexpr double kSlotHeight = 40;
constexpr double kGap = 6;
constexpr double kPadding = 10;
constexpr double kHeaderHeight = 40;
constexpr double kNodeSpacing = 16;
constexpr double kBusWidth = 26;    // left of the nodes: the rendezvous links come down here
constexpr double kRingWidth = 30;   // right of the nodes: the ring all-reduce goes round here
constexpr double kGroupHeight = 58; // the box of the nodes that are drawn as one
constexpr int kMaxSlotColumns = 8;

QGraphicsPathItem* arrowHead(const QPointF& tip, const QPointF& from, const QPen& pen, QGraphicsScene* scene)
{
    const QLineF back(tip, from);
    QLineF a = back;
    a.setLength(8);
    a.setAngle(back.angle() + 25);
    QLineF b = back;
    b.setLength(8);
    b.setAngle(back.angle() - 25);
    QPainterPath path;
    path.moveTo(a.p2());
    path.lineTo(tip);
    path.lineTo(b.p2());
    return scene->addPath(path, pen);
}

} // namespace

struct TopologyScene::Geometry
{
    int slotColumns = 1;
    int slotRows = 1;
    double nodeWidth = 0;
    double nodeHeight = 0;
};

TopologyScene::TopologyScene(QObject* parent) : QGraphicsScene(parent), m_topology(JobSpec{})
{
    // The picture is drawn again on every edit and never searched spatially: skip the BSP index.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

void TopologyScene::setTopology(Topology topology)
{
    m_topology = std::move(topology);
}

void TopologyScene::draw(const QPalette& colours, const QFont& font)
{
    m_colours = colours;
    m_font = font;
    clear();
    prepareSlotStyle();
    m_drawnNodes = 0;
    const QPalette pal = m_colours;
    setBackgroundBrush(pal.color(QPalette::Base));

    const int nodes = m_topology.nodeCount();
    Geometry geometry;
    const int perNode = m_topology.processesPerNode().value_or(1);
    geometry.slotColumns = std::min(std::max(perNode, 1), kMaxSlotColumns);
    geometry.slotRows = (std::max(perNode, 1) + kMaxSlotColumns - 1) / kMaxSlotColumns;
    geometry.nodeWidth = 2 * kPadding + geometry.slotColumns * (kSlotWidth + kGap) - kGap;
    // Narrow nodes (1 GPU, CPU-only) still fit their header and the master badge.
    QFont boldFont = m_font;
    boldFont.setBold(true);
    const double headerWidth = QFontMetricsF(m_font).horizontalAdvance(nodeRankLabel(std::max(nodes - 1, 0)));
    const double badgeWidth = QFontMetricsF(boldFont).horizontalAdvance(masterBadgeLabel()) + 12;
    const double titleWidth = QFontMetricsF(boldFont).horizontalAdvance(tr("Node %1").arg(nodes)) * 1.1;
    geometry.nodeWidth =
        std::max({geometry.nodeWidth, headerWidth + 2 * kPadding, titleWidth + badgeWidth + 3 * kPadding, 300.0});
    geometry.nodeHeight = kHeaderHeight + kPadding + geometry.slotRows * (kSlotHeight + kGap) - kGap;
    const double width = kBusWidth + geometry.nodeWidth + kRingWidth;

    double top = addCaption(0, width);
    if (nodes == 0) {
        addText(nullptr, tr("No nodes: set a node count between 1 and %1.").arg(JobSpec::kMaxNodes), QPointF(0, top));
    } else {
        const double storeBottom = addStore(top, width);
        double y = storeBottom + kNodeSpacing * 1.5;
        // Node 0, node 1, the middle as one box, the last node: any job reads like a small one.
        const bool grouped = nodes > kMaxDrawnNodes;
        QList<QRectF> boxes;
        for (int rank = 0; rank < nodes; ++rank) {
            if (grouped && rank == 2) {
                boxes.append(addGroupBox(2, nodes - 2, QPointF(kBusWidth, y), geometry));
                y += kGroupHeight + kNodeSpacing;
                rank = nodes - 2; // the loop goes on with the last node
                continue;
            }
            boxes.append(addNode(rank, QPointF(kBusWidth, y), geometry));
            y += geometry.nodeHeight + kNodeSpacing;
            ++m_drawnNodes;
        }
        addRendezvousLinks(boxes, storeBottom);
        addRing(boxes);
        addLegend(y + kNodeSpacing / 2, width);
    }
    setSceneRect(itemsBoundingRect().adjusted(-kPadding, -kPadding, kPadding, kPadding));
}

QGraphicsItem* TopologyScene::addText(QGraphicsItem* parent, const QString& text, const QPointF& pos, bool bold,
                                      double pointScale)
{
    auto* item = new QGraphicsSimpleTextItem(text, parent);
    QFont font = m_font;
    font.setBold(bold);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * pointScale);
    item->setFont(font);
    item->setBrush(m_colours.color(QPalette::Text));
    item->setPos(pos);
    if (!parent)
        addItem(item);
    return item;
}

QGraphicsItem* TopologyScene::addWrappedText(const QString& text, const QPointF& pos, double width, bool bold,
                                             double pointScale)
{
    // Wrapped to the picture's width: a caption never makes the picture wider (nor Fit smaller).
    auto* item = new QGraphicsTextItem;
    QFont font = m_font;
    font.setBold(bold);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * pointScale);
    item->setFont(font);
    item->setDefaultTextColor(m_colours.color(QPalette::Text));
    item->setPlainText(text);
    item->document()->setDocumentMargin(0);
    item->setTextWidth(width);
    item->setPos(pos);
    addItem(item);
    return item;
}

double TopologyScene::addCaption(double y, double width)
{
    QGraphicsItem* summary = addWrappedText(m_topology.summary(), QPointF(0, y), width, true, 1.15);
    summary->setData(ItemKind, int(Kind::Caption));
    y += summary->boundingRect().height() + 2;
    QGraphicsItem* note = addWrappedText(m_topology.nodeRankNote(), QPointF(0, y), width);
    note->setData(ItemKind, int(Kind::Caption));
    return y + note->boundingRect().height() + kNodeSpacing;
}

double TopologyScene::addStore(double y, double width)
{
    // Where the nodes meet: the store on the master's endpoint (c10d), or the TCP store that
    // --master-addr/--master-port name (static).
    const QPalette pal = m_colours;
    const QString title = m_topology.isStaticRendezvous()
                              ? tr("Static rendezvous: TCP store at %1").arg(m_topology.rendezvousEndpoint())
                              : tr("c10d rendezvous store at %1").arg(m_topology.rendezvousEndpoint());
    const QString detail = m_topology.isStaticRendezvous()
                               ? tr("on node 0 (%1); each node brings its rank from %2")
                                     .arg(m_topology.masterDescription(), JobSpec::taskIndexVariable())
                               : tr("on node 0 (%1); every node's agent joins it, then the ranks are handed out")
                                     .arg(m_topology.masterDescription());
    auto* box = new QGraphicsRectItem;
    addItem(box);
    box->setPos(0, y);
    box->setBrush(AppTheme::blend(pal.color(QPalette::Base), pal.color(QPalette::Highlight), 0.12));
    box->setPen(QPen(pal.color(QPalette::Highlight), 1.5));
    box->setData(ItemKind, int(Kind::Store));
    box->setToolTip(wrappedToolTip(title + QStringLiteral("\n") + detail));
    QGraphicsItem* titleItem = addText(box, title, QPointF(kPadding, 6), true);
    titleItem->setData(ItemKind, int(Kind::Endpoint));
    auto* detailItem = new QGraphicsTextItem(box);
    detailItem->setFont(m_font);
    detailItem->setDefaultTextColor(pal.color(QPalette::Text));
    detailItem->setPlainText(detail);
    detailItem->document()->setDocumentMargin(0);
    detailItem->setTextWidth(width - 2 * kPadding);
    detailItem->setPos(kPadding, 6 + titleItem->boundingRect().height() + 2);
    const double height = detailItem->pos().y() + detailItem->boundingRect().height() + 6;
    box->setRect(QRectF(0, 0, width, height));
    return y + height;
}

QRectF TopologyScene::addNode(int nodeRank, const QPointF& origin, const Geometry& geometry)
{
    const QPalette pal = m_colours;
    const bool master = m_topology.isMaster(nodeRank);
    auto* box = new QGraphicsRectItem(QRectF(QPointF(0, 0), QSizeF(geometry.nodeWidth, geometry.nodeHeight)));
    box->setPos(origin);
    box->setBrush(pal.color(QPalette::AlternateBase));
    box->setPen(QPen(master ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), master ? 3 : 1));
    box->setData(ItemKind, int(Kind::Node));
    box->setData(ItemNodeRank, nodeRank);
    box->setToolTip(tr("Node %1: host %2 of %3, %4=%1")
                        .arg(nodeRank)
                        .arg(nodeRank + 1)
                        .arg(m_topology.hostsVariable(), JobSpec::taskIndexVariable()));
    addItem(box);

    addText(box, tr("Node %1").arg(nodeRank), QPointF(kPadding, 4), true, 1.1);
    addText(box, nodeRankLabel(nodeRank), QPointF(kPadding, 22));
    if (master) {
        const QString badgeText = masterBadgeLabel();
        auto* badge = new QGraphicsRectItem(box);
        QGraphicsItem* label = addText(badge, badgeText, QPointF(6, 2), true);
        const QRectF textRect = label->boundingRect();
        badge->setRect(QRectF(0, 0, textRect.width() + 12, textRect.height() + 4));
        badge->setPos(geometry.nodeWidth - badge->rect().width() - kPadding, 4);
        badge->setBrush(pal.color(QPalette::Highlight));
        badge->setPen(Qt::NoPen);
        static_cast<QGraphicsSimpleTextItem*>(label)->setBrush(pal.color(QPalette::HighlightedText));
        badge->setData(ItemKind, int(Kind::MasterBadge));
        badge->setData(ItemNodeRank, nodeRank);
        badge->setToolTip(tr("MASTER is the %1; every node meets there at %2.")
                              .arg(m_topology.masterDescription(), m_topology.rendezvousEndpoint()));
    }

    const QList<TopologySlot> nodeSlots = m_topology.slotsOfNode(nodeRank);
    if (nodeSlots.isEmpty()) {
        addUnknownSlot(box, QRectF(kPadding, kHeaderHeight, kSlotWidth, kSlotHeight));
    } else {
        for (const TopologySlot& slot : nodeSlots) {
            const int column = slot.localRank % kMaxSlotColumns;
            const int row = slot.localRank / kMaxSlotColumns;
            addSlot(box, slot,
                    QRectF(kPadding + column * (kSlotWidth + kGap), kHeaderHeight + row * (kSlotHeight + kGap),
                           kSlotWidth, kSlotHeight));
        }
    }
    return QRectF(origin, QSizeF(geometry.nodeWidth, geometry.nodeHeight));
}

QRectF TopologyScene::addGroupBox(int firstNode, int lastNode, const QPointF& origin, const Geometry& geometry)
{
    const QPalette pal = m_colours;
    auto* box = new QGraphicsRectItem(QRectF(QPointF(0, 0), QSizeF(geometry.nodeWidth, kGroupHeight)));
    box->setPos(origin);
    box->setBrush(pal.color(QPalette::AlternateBase));
    box->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    box->setData(ItemKind, int(Kind::Elided));
    box->setData(ItemNodeRank, firstNode);
    addItem(box);
    const int count = lastNode - firstNode + 1;
    addText(box, tr("Nodes %1-%2: same as node 1").arg(firstNode).arg(lastNode), QPointF(kPadding, 6), true, 1.1);
    const std::optional<int> perNode = m_topology.processesPerNode();
    const QString ranks = perNode ? tr("%n node(s), global ranks %1-%2", nullptr, count)
                                        .arg(Topology::globalRank(firstNode, *perNode, 0))
                                        .arg(Topology::globalRank(lastNode, *perNode, *perNode - 1))
                                  : tr("%n node(s)", nullptr, count);
    addText(box, ranks, QPointF(kPadding, 30));
    box->setToolTip(tr("Each of these nodes runs the same command and the same processes as node 1; only "
                       "the node rank and the global ranks differ."));
    return QRectF(origin, QSizeF(geometry.nodeWidth, kGroupHeight));
}

void TopologyScene::addRendezvousLinks(const QList<QRectF>& boxes, double storeBottom)
{
    // Every node's agent joins the store: a dashed line from the store down the left side.
    const QPalette pal = m_colours;
    QPen pen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine);
    const double x = kBusWidth / 2;
    if (boxes.isEmpty())
        return;
    const double bottom = boxes.last().center().y();
    QGraphicsLineItem* bus = addLine(QLineF(x, storeBottom, x, bottom), pen);
    bus->setData(ItemKind, int(Kind::RendezvousLink));
    bus->setToolTip(tr("Rendezvous: each node's torchrun agent joins the store, and the store hands out the "
                       "node ranks"));
    for (const QRectF& box : boxes) {
        const double y = box.center().y();
        QGraphicsLineItem* tick = addLine(QLineF(x, y, box.left(), y), pen);
        tick->setData(ItemKind, int(Kind::RendezvousLink));
    }
    arrowHead(QPointF(x, storeBottom), QPointF(x, storeBottom + 10), QPen(pal.color(QPalette::Highlight), 1.5), this)
        ->setData(ItemKind, int(Kind::RendezvousLink));
}

void TopologyScene::addRing(const QList<QRectF>& boxes)
{
    // The gradients' all-reduce as a ring: each node passes its share to the next, the last one
    // back to node 0 (NCCL on GPUs, gloo on CPUs).
    if (boxes.size() < 2)
        return;
    const QPalette pal = m_colours;
    const QColor colour = AppTheme::okColor(pal);
    const QPen pen(colour, 2);
    const double inner = boxes.first().right() + kRingWidth * 0.35;
    const double outer = boxes.first().right() + kRingWidth * 0.8;
    for (qsizetype i = 0; i + 1 < boxes.size(); ++i) {
        const QPointF from(boxes[i].right(), boxes[i].center().y() + 6);
        const QPointF to(boxes[i + 1].right(), boxes[i + 1].center().y() - 6);
        QPainterPath path(from);
        path.lineTo(inner, from.y());
        path.lineTo(inner, to.y());
        path.lineTo(to);
        QGraphicsPathItem* link = addPath(path, pen);
        link->setData(ItemKind, int(Kind::RingLink));
        link->setToolTip(tr("Ring all-reduce: node %1 passes gradient chunks on to the next node").arg(i));
        arrowHead(to, QPointF(inner, to.y()), pen, this)->setData(ItemKind, int(Kind::RingLink));
    }
    const QPointF from(boxes.last().right(), boxes.last().center().y() + 6);
    const QPointF to(boxes.first().right(), boxes.first().center().y() - 6);
    QPainterPath back(from);
    back.lineTo(outer, from.y());
    back.lineTo(outer, to.y());
    back.lineTo(to);
    QGraphicsPathItem* link = addPath(back, pen);
    link->setData(ItemKind, int(Kind::RingLink));
    link->setToolTip(tr("Ring all-reduce: the last node closes the ring back to node 0"));
    arrowHead(to, QPointF(outer, to.y()), pen, this)->setData(ItemKind, int(Kind::RingLink));
}

double TopologyScene::addLegend(double y, double width)
{
    const QPalette pal = m_colours;
    const double swatch = 14;
    const double lineHeight = 20;
    struct Entry
    {
        QString text;
        int kind; // 0 master box, 1 worker slot, 2 rendezvous line, 3 ring line
    };
    const QString worker = m_topology.isCpuOnly()
                               ? tr("a worker process: GPU-less, LOCAL_RANK and global RANK")
                               : tr("a worker process on one GPU: GPU index = LOCAL_RANK, global RANK");
    const QList<Entry> entries{{tr("the master node: it hosts the rendezvous"), 0},
                               {worker, 1},
                               {tr("rendezvous: every node's agent joins the store"), 2},
                               {tr("ring all-reduce of the gradients between the nodes"), 3}};
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const double row = y + double(i) * lineHeight;
        const QRectF mark(0, row + 3, swatch, swatch);
        QGraphicsItem* item = nullptr;
        switch (entries[i].kind) {
        case 0:
            item = addRect(mark, QPen(pal.color(QPalette::Highlight), 3), pal.color(QPalette::AlternateBase));
            break;
        case 1: item = addRect(mark, m_slotStyle.border, m_slotStyle.fill); break;
        case 2:
            item = addLine(QLineF(0, mark.center().y(), swatch, mark.center().y()),
                           QPen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine));
            break;
        default:
            item = addLine(QLineF(0, mark.center().y(), swatch, mark.center().y()), QPen(AppTheme::okColor(pal), 2));
            break;
        }
        item->setData(ItemKind, int(Kind::Legend));
        QGraphicsItem* text = addWrappedText(entries[i].text, QPointF(swatch + 8, row), width - swatch - 8);
        text->setData(ItemKind, int(Kind::Legend));
    }
    return y + double(entries.size()) * lineHeight;
}

QString TopologyScene::nodeRankLabel(int nodeRank) const
{
    return tr("node rank %1 · %2=%1").arg(nodeRank).arg(JobSpec::taskIndexVariable());
}

QString TopologyScene::masterBadgeLabel() const
{
    return tr("MASTER");
}

void TopologyScene::prepareSlotStyle()
{
    const QPalette pal = m_colours;
    const QColor accent = m_topology.isCpuOnly() ? pal.color(QPalette::Mid) : pal.color(QPalette::Highlight);
    m_slotStyle.fill = AppTheme::blend(pal.color(QPalette::Base), accent, 0.18);
    m_slotStyle.border = QPen(AppTheme::blend(pal.color(QPalette::Base), accent, 0.6), 1);
    m_slotStyle.text = pal.color(QPalette::Text);
    m_slotStyle.regular = m_font;
    m_slotStyle.bold = m_font;
    m_slotStyle.bold.setBold(true);
    if (m_font.pointSizeF() > 0)
        m_slotStyle.regular.setPointSizeF(m_font.pointSizeF() * 0.9);
    m_regularAscent = QFontMetricsF(m_slotStyle.regular).ascent();
    m_boldAscent = QFontMetricsF(m_slotStyle.bold).ascent();
}

void TopologyScene::addSlot(QGraphicsItem* parent, const TopologySlot& slot, const QRectF& rect)
{
    const QString kind = m_topology.isCpuOnly() ? tr("proc %1") : tr("GPU %1");
    const QList<TopologySlotItem::Line> lines{{kind.arg(slot.localRank), false, 3 + m_regularAscent},
                                              {tr("rank %1").arg(slot.globalRank), true, 20 + m_boldAscent}};
    auto* item = new TopologySlotItem(rect.size(), lines, m_slotStyle, parent);
    item->setPos(rect.topLeft());
    item->setData(ItemKind, int(Kind::Slot));
    item->setData(ItemNodeRank, slot.nodeRank);
    item->setData(ItemLocalRank, slot.localRank);
    item->setData(ItemGlobalRank, slot.globalRank);
    item->setToolTip(tr("Global rank %1 = node rank %2 × %3 processes per node + local rank %4")
                         .arg(slot.globalRank)
                         .arg(slot.nodeRank)
                         .arg(m_topology.processesPerNode().value_or(1))
                         .arg(slot.localRank));
}

void TopologyScene::addUnknownSlot(QGraphicsItem* parent, const QRectF& rect)
{
    TopologySlotItem::Style style = m_slotStyle;
    style.fill = m_colours.color(QPalette::Base);
    style.border = QPen(m_colours.color(QPalette::Mid), 1, Qt::DashLine);
    const QList<TopologySlotItem::Line> lines{{tr("? processes"), true, 3 + m_boldAscent},
                                              {tr("\"auto\": one per CPU core"), false, 20 + m_regularAscent}};
    auto* item = new TopologySlotItem(QSizeF(rect.width() * 3 + 2 * kGap, rect.height()), lines, style, parent);
    item->setPos(rect.topLeft());
    item->setData(ItemKind, int(Kind::Slot));
}

} // namespace ddpw
