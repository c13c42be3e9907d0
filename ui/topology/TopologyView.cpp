#include "topology/TopologyView.h"

#include "topology/TopologySlotItem.h"
#include "util/AtomicFile.h"
#include "widgets/AppTheme.h"
#include "widgets/Prompt.h"
#include "widgets/WrappedToolTip.h"

#include <QBoxLayout>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QTextDocument>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

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
constexpr double kZoomStep = 1.25;
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 8.0;
// Opening (and resizing) fits the whole picture, but never enlarges it past its natural size:
// Fit does that on request.
constexpr double kMaxAutoFitZoom = 1.0;
// Keeps PNG exports of the largest pictures within a sane amount of memory.
constexpr double kMaxExportPixels = 64.0 * 1024 * 1024;
constexpr double kExportScale = 2.0;

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

struct TopologyView::Geometry
{
    int slotColumns = 1;
    int slotRows = 1;
    double nodeWidth = 0;
    double nodeHeight = 0;
};

TopologyView::TopologyView(QWidget* parent)
    : QWidget(parent), m_scene(new QGraphicsScene(this)), m_view(new QGraphicsView(m_scene, this)),
      m_topology(JobSpec{})
{
    // The picture is rebuilt on every edit and never searched spatially: skip the BSP index.
    m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_view->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    // A picture smaller than the view starts at its top left, like a page, not in the middle.
    m_view->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_view->viewport()->installEventFilter(this);

    auto* toolbar = new QHBoxLayout;
    toolbar->setContentsMargins(0, 0, 0, 0);
    m_zoomInButton = addToolButton(QStringLiteral("zoomIn"), &TopologyView::zoomIn);
    m_zoomOutButton = addToolButton(QStringLiteral("zoomOut"), &TopologyView::zoomOut);
    m_fitButton = addToolButton(QStringLiteral("zoomToFit"), &TopologyView::zoomToFit);
    m_resetButton = addToolButton(QStringLiteral("resetZoom"), &TopologyView::resetZoom);
    m_saveButton = addToolButton(QStringLiteral("saveImage"), &TopologyView::saveImageInteractively);
    m_zoomLabel = new QLabel(this);
    toolbar->addWidget(m_zoomInButton);
    toolbar->addWidget(m_zoomOutButton);
    toolbar->addWidget(m_fitButton);
    toolbar->addWidget(m_resetButton);
    toolbar->addWidget(m_zoomLabel);
    toolbar->addStretch();
    toolbar->addWidget(m_saveButton);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolbar);
    layout->addWidget(m_view, 1);
    retranslate();
    rebuild();
}

void TopologyView::retranslate()
{
    const auto label = [](QToolButton* button, const QString& text, const QString& toolTip) {
        button->setText(text);
        button->setToolTip(toolTip);
        button->setAccessibleName(text);
    };
    label(m_zoomInButton, tr("Zoom in"), tr("Make the picture larger (Ctrl+wheel up)"));
    label(m_zoomOutButton, tr("Zoom out"), tr("Make the picture smaller (Ctrl+wheel down)"));
    label(m_fitButton, tr("Fit"), tr("Show the whole picture"));
    label(m_resetButton, tr("100%"), tr("Show the picture at its natural size, from its top left corner"));
    label(m_saveButton, tr("Save image…"), tr("Save the picture as PNG or SVG, e.g. for slides"));
    m_zoomLabel->setAccessibleName(tr("Zoom level"));
    // As wide as the widest zoom it can show: a fit that changes it never waits for a relayout.
    m_zoomLabel->setMinimumWidth(m_zoomLabel->fontMetrics().horizontalAdvance(tr("%1%").arg(qRound(kMaxZoom * 100))));
    m_zoomLabel->setText(tr("%1%").arg(qRound(zoom() * 100)));
    m_view->setAccessibleName(tr("Topology picture"));
    m_view->setToolTip(tr("Ctrl+wheel zooms; drag or use the scroll bars to move."));
}

QToolButton* TopologyView::addToolButton(const QString& objectName, void (TopologyView::*slot)())
{
    auto* button = new QToolButton(this);
    button->setObjectName(objectName); // language-independent, for tests and style sheets
    connect(button, &QToolButton::clicked, this, slot);
    return button;
}

void TopologyView::setJob(const JobSpec& job)
{
    m_topology = Topology(job);
    rebuild();
}

double TopologyView::zoom() const
{
    return m_view->transform().m11();
}

void TopologyView::applyZoom(double scale)
{
    scale = std::clamp(scale, kMinZoom, kMaxZoom);
    m_view->setTransform(QTransform::fromScale(scale, scale));
    m_zoomLabel->setText(tr("%1%").arg(qRound(scale * 100)));
}

void TopologyView::zoomIn()
{
    m_autoFit = false;
    applyZoom(zoom() * kZoomStep);
}

void TopologyView::zoomOut()
{
    m_autoFit = false;
    applyZoom(zoom() / kZoomStep);
}

void TopologyView::resetZoom()
{
    m_autoFit = false;
    applyZoom(1.0);
    // From the top left, where the caption and node 0 are: not the middle of the picture.
    m_view->horizontalScrollBar()->setValue(m_view->horizontalScrollBar()->minimum());
    m_view->verticalScrollBar()->setValue(m_view->verticalScrollBar()->minimum());
}

void TopologyView::zoomToFit()
{
    m_autoFit = false;
    const QRectF rect = m_scene->sceneRect();
    const QSize area = m_view->viewport()->size();
    if (rect.isEmpty() || area.isEmpty())
        return;
    applyZoom(std::min({area.width() / rect.width(), area.height() / rect.height(), kMaxFitZoom}));
    m_view->centerOn(rect.center());
}

void TopologyView::autoFit()
{
    // Zooming shows or hides scroll bars, which resizes the viewport (eventFilter) once more.
    const QScopedValueRollback<bool> fitting(m_fitting, true);
    const QRectF rect = m_scene->sceneRect();
    const QSize area = m_view->viewport()->size();
    if (rect.isEmpty() || area.isEmpty())
        return;
    // The whole picture, as Fit shows it: a fixed floor (50%) left the ring and the last node
    // out of a narrow pane, and the user never saw that the picture went on.
    applyZoom(std::min({area.width() / rect.width(), area.height() / rect.height(), kMaxAutoFitZoom}));
    m_view->ensureVisible(QRectF(rect.topLeft(), QSizeF(1, 1)));
}

bool TopologyView::eventFilter(QObject* watched, QEvent* event)
{
    // The fit needs the viewport's own size: on the first show it arrives after this widget's
    // resize (a hidden child's resize waits for its show), and a fit made then was a postage stamp.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize && m_autoFit && !m_fitting)
        autoFit();
    if (watched == m_view->viewport() && event->type() == QEvent::Wheel) {
        auto* wheel = static_cast<QWheelEvent*>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            m_autoFit = false;
            const double steps = wheel->angleDelta().y() / 120.0;
            applyZoom(zoom() * std::pow(kZoomStep, steps));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TopologyView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Light/dark switch: the colours are baked into the items, so draw again.
    if (event->type() == QEvent::PaletteChange)
        rebuild();
    // The labels in the picture are translated too.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild();
    }
}

void TopologyView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_autoFit)
        autoFit();
}

QGraphicsItem* TopologyView::addText(QGraphicsItem* parent, const QString& text, const QPointF& pos, bool bold,
                                     double pointScale)
{
    auto* item = new QGraphicsSimpleTextItem(text, parent);
    QFont font = this->font();
    font.setBold(bold);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * pointScale);
    item->setFont(font);
    item->setBrush(palette().color(QPalette::Text));
    item->setPos(pos);
    if (!parent)
        m_scene->addItem(item);
    return item;
}

QGraphicsItem* TopologyView::addWrappedText(const QString& text, const QPointF& pos, double width, bool bold,
                                            double pointScale)
{
    // Wrapped to the picture's width: a caption never makes the picture wider (nor Fit smaller).
    auto* item = new QGraphicsTextItem;
    QFont font = this->font();
    font.setBold(bold);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * pointScale);
    item->setFont(font);
    item->setDefaultTextColor(palette().color(QPalette::Text));
    item->setPlainText(text);
    item->document()->setDocumentMargin(0);
    item->setTextWidth(width);
    item->setPos(pos);
    m_scene->addItem(item);
    return item;
}

double TopologyView::addCaption(double y, double width)
{
    QGraphicsItem* summary = addWrappedText(m_topology.summary(), QPointF(0, y), width, true, 1.15);
    summary->setData(ItemKind, int(Kind::Caption));
    y += summary->boundingRect().height() + 2;
    QGraphicsItem* note = addWrappedText(m_topology.nodeRankNote(), QPointF(0, y), width);
    note->setData(ItemKind, int(Kind::Caption));
    return y + note->boundingRect().height() + kNodeSpacing;
}

double TopologyView::addStore(double y, double width)
{
    // Where the nodes meet: the store on the master's endpoint (c10d), or the TCP store that
    // --master-addr/--master-port name (static).
    const QPalette pal = palette();
    const QString title = m_topology.isStaticRendezvous()
                              ? tr("Static rendezvous: TCP store at %1").arg(m_topology.rendezvousEndpoint())
                              : tr("c10d rendezvous store at %1").arg(m_topology.rendezvousEndpoint());
    const QString detail = m_topology.isStaticRendezvous()
                               ? tr("on node 0 (%1); each node brings its rank from %2")
                                     .arg(m_topology.masterDescription(), JobSpec::taskIndexVariable())
                               : tr("on node 0 (%1); every node's agent joins it, then the ranks are handed out")
                                     .arg(m_topology.masterDescription());
    auto* box = new QGraphicsRectItem;
    m_scene->addItem(box);
    box->setPos(0, y);
    box->setBrush(AppTheme::blend(pal.color(QPalette::Base), pal.color(QPalette::Highlight), 0.12));
    box->setPen(QPen(pal.color(QPalette::Highlight), 1.5));
    box->setData(ItemKind, int(Kind::Store));
    box->setToolTip(wrappedToolTip(title + QStringLiteral("\n") + detail));
    QGraphicsItem* titleItem = addText(box, title, QPointF(kPadding, 6), true);
    titleItem->setData(ItemKind, int(Kind::Endpoint));
    auto* detailItem = new QGraphicsTextItem(box);
    detailItem->setFont(font());
    detailItem->setDefaultTextColor(pal.color(QPalette::Text));
    detailItem->setPlainText(detail);
    detailItem->document()->setDocumentMargin(0);
    detailItem->setTextWidth(width - 2 * kPadding);
    detailItem->setPos(kPadding, 6 + titleItem->boundingRect().height() + 2);
    const double height = detailItem->pos().y() + detailItem->boundingRect().height() + 6;
    box->setRect(QRectF(0, 0, width, height));
    return y + height;
}

void TopologyView::rebuild()
{
    m_scene->clear();
    prepareSlotStyle();
    m_drawnNodes = 0;
    const QPalette pal = palette();
    m_scene->setBackgroundBrush(pal.color(QPalette::Base));

    const int nodes = m_topology.nodeCount();
    Geometry geometry;
    const int perNode = m_topology.processesPerNode().value_or(1);
    geometry.slotColumns = std::min(std::max(perNode, 1), kMaxSlotColumns);
    geometry.slotRows = (std::max(perNode, 1) + kMaxSlotColumns - 1) / kMaxSlotColumns;
    geometry.nodeWidth = 2 * kPadding + geometry.slotColumns * (kSlotWidth + kGap) - kGap;
    // Narrow nodes (1 GPU, CPU-only) still fit their header and the master badge.
    QFont boldFont = font();
    boldFont.setBold(true);
    const double headerWidth = QFontMetricsF(font()).horizontalAdvance(nodeRankLabel(std::max(nodes - 1, 0)));
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
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-kPadding, -kPadding, kPadding, kPadding));
    if (m_autoFit)
        autoFit();
    else
        applyZoom(zoom());
}

QRectF TopologyView::addNode(int nodeRank, const QPointF& origin, const Geometry& geometry)
{
    const QPalette pal = palette();
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
    m_scene->addItem(box);

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

QRectF TopologyView::addGroupBox(int firstNode, int lastNode, const QPointF& origin, const Geometry& geometry)
{
    const QPalette pal = palette();
    auto* box = new QGraphicsRectItem(QRectF(QPointF(0, 0), QSizeF(geometry.nodeWidth, kGroupHeight)));
    box->setPos(origin);
    box->setBrush(pal.color(QPalette::AlternateBase));
    box->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    box->setData(ItemKind, int(Kind::Elided));
    box->setData(ItemNodeRank, firstNode);
    m_scene->addItem(box);
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

void TopologyView::addRendezvousLinks(const QList<QRectF>& boxes, double storeBottom)
{
    // Every node's agent joins the store: a dashed line from the store down the left side.
    const QPalette pal = palette();
    QPen pen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine);
    const double x = kBusWidth / 2;
    if (boxes.isEmpty())
        return;
    const double bottom = boxes.last().center().y();
    QGraphicsLineItem* bus = m_scene->addLine(QLineF(x, storeBottom, x, bottom), pen);
    bus->setData(ItemKind, int(Kind::RendezvousLink));
    bus->setToolTip(tr("Rendezvous: each node's torchrun agent joins the store, and the store hands out the "
                       "node ranks"));
    for (const QRectF& box : boxes) {
        const double y = box.center().y();
        QGraphicsLineItem* tick = m_scene->addLine(QLineF(x, y, box.left(), y), pen);
        tick->setData(ItemKind, int(Kind::RendezvousLink));
    }
    arrowHead(QPointF(x, storeBottom), QPointF(x, storeBottom + 10), QPen(pal.color(QPalette::Highlight), 1.5), m_scene)
        ->setData(ItemKind, int(Kind::RendezvousLink));
}

void TopologyView::addRing(const QList<QRectF>& boxes)
{
    // The gradients' all-reduce as a ring: each node passes its share to the next, the last one
    // back to node 0 (NCCL on GPUs, gloo on CPUs).
    if (boxes.size() < 2)
        return;
    const QPalette pal = palette();
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
        QGraphicsPathItem* link = m_scene->addPath(path, pen);
        link->setData(ItemKind, int(Kind::RingLink));
        link->setToolTip(tr("Ring all-reduce: node %1 passes gradient chunks on to the next node").arg(i));
        arrowHead(to, QPointF(inner, to.y()), pen, m_scene)->setData(ItemKind, int(Kind::RingLink));
    }
    const QPointF from(boxes.last().right(), boxes.last().center().y() + 6);
    const QPointF to(boxes.first().right(), boxes.first().center().y() - 6);
    QPainterPath back(from);
    back.lineTo(outer, from.y());
    back.lineTo(outer, to.y());
    back.lineTo(to);
    QGraphicsPathItem* link = m_scene->addPath(back, pen);
    link->setData(ItemKind, int(Kind::RingLink));
    link->setToolTip(tr("Ring all-reduce: the last node closes the ring back to node 0"));
    arrowHead(to, QPointF(outer, to.y()), pen, m_scene)->setData(ItemKind, int(Kind::RingLink));
}

double TopologyView::addLegend(double y, double width)
{
    const QPalette pal = palette();
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
            item = m_scene->addRect(mark, QPen(pal.color(QPalette::Highlight), 3), pal.color(QPalette::AlternateBase));
            break;
        case 1: item = m_scene->addRect(mark, m_slotStyle.border, m_slotStyle.fill); break;
        case 2:
            item = m_scene->addLine(QLineF(0, mark.center().y(), swatch, mark.center().y()),
                                    QPen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine));
            break;
        default:
            item = m_scene->addLine(QLineF(0, mark.center().y(), swatch, mark.center().y()),
                                    QPen(AppTheme::okColor(pal), 2));
            break;
        }
        item->setData(ItemKind, int(Kind::Legend));
        QGraphicsItem* text = addWrappedText(entries[i].text, QPointF(swatch + 8, row), width - swatch - 8);
        text->setData(ItemKind, int(Kind::Legend));
    }
    return y + double(entries.size()) * lineHeight;
}

QString TopologyView::nodeRankLabel(int nodeRank) const
{
    return tr("node rank %1 · %2=%1").arg(nodeRank).arg(JobSpec::taskIndexVariable());
}

QString TopologyView::masterBadgeLabel() const
{
    return tr("MASTER");
}

void TopologyView::prepareSlotStyle()
{
    const QPalette pal = palette();
    const QColor accent = m_topology.isCpuOnly() ? pal.color(QPalette::Mid) : pal.color(QPalette::Highlight);
    m_slotStyle.fill = AppTheme::blend(pal.color(QPalette::Base), accent, 0.18);
    m_slotStyle.border = QPen(AppTheme::blend(pal.color(QPalette::Base), accent, 0.6), 1);
    m_slotStyle.text = pal.color(QPalette::Text);
    m_slotStyle.regular = font();
    m_slotStyle.bold = font();
    m_slotStyle.bold.setBold(true);
    if (font().pointSizeF() > 0)
        m_slotStyle.regular.setPointSizeF(font().pointSizeF() * 0.9);
    m_regularAscent = QFontMetricsF(m_slotStyle.regular).ascent();
    m_boldAscent = QFontMetricsF(m_slotStyle.bold).ascent();
}

void TopologyView::addSlot(QGraphicsItem* parent, const TopologySlot& slot, const QRectF& rect)
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

void TopologyView::addUnknownSlot(QGraphicsItem* parent, const QRectF& rect)
{
    TopologySlotItem::Style style = m_slotStyle;
    style.fill = palette().color(QPalette::Base);
    style.border = QPen(palette().color(QPalette::Mid), 1, Qt::DashLine);
    const QList<TopologySlotItem::Line> lines{{tr("? processes"), true, 3 + m_boldAscent},
                                              {tr("\"auto\": one per CPU core"), false, 20 + m_regularAscent}};
    auto* item = new TopologySlotItem(QSizeF(rect.width() * 3 + 2 * kGap, rect.height()), lines, style, parent);
    item->setPos(rect.topLeft());
    item->setData(ItemKind, int(Kind::Slot));
}

QRectF TopologyView::exportRect() const
{
    return m_scene->sceneRect();
}

bool TopologyView::savePng(const QString& path, QString* error) const
{
    const QRectF source = exportRect();
    double scale = kExportScale;
    if (source.width() * source.height() * scale * scale > kMaxExportPixels)
        scale = std::sqrt(kMaxExportPixels / (source.width() * source.height()));
    QImage image((source.size() * scale).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = tr("The picture is too large to save as PNG; save it as SVG instead.");
        return false;
    }
    image.fill(palette().color(QPalette::Base));
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        m_scene->render(&painter, QRectF(QPointF(0, 0), image.size()), source);
    }
    const QString failure = AtomicFile::write(path, [&image](QIODevice& device) { return image.save(&device, "PNG"); });
    if (error)
        *error = failure;
    return failure.isEmpty();
}

bool TopologyView::saveSvg(const QString& path, QString* error) const
{
    const QRectF source = exportRect();
    const QString failure = AtomicFile::write(path, [&](QIODevice& device) {
        QSvgGenerator generator;
        generator.setOutputDevice(&device);
        generator.setSize(source.size().toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
        generator.setTitle(tr("DDP topology"));
        generator.setDescription(m_topology.summary());
        QPainter painter(&generator);
        m_scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
        return painter.end();
    });
    if (error)
        *error = failure;
    return failure.isEmpty();
}

void TopologyView::saveImageInteractively()
{
    QString selectedFilter;
    const QString pngFilter = tr("PNG image (*.png)");
    const QString svgFilter = tr("SVG image (*.svg)");
    QString path =
        Prompt::saveFileName(this, tr("Save topology picture"), Prompt::lastFolder() + QStringLiteral("/topology.png"),
                             pngFilter + QStringLiteral(";;") + svgFilter, &selectedFilter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    bool svg = suffix == QLatin1String("svg");
    if (suffix != QLatin1String("svg") && suffix != QLatin1String("png")) {
        svg = selectedFilter == svgFilter;
        path += svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    }
    QString error;
    if (!(svg ? saveSvg(path, &error) : savePng(path, &error))) {
        Prompt::warning(this, tr("Save topology picture"), error);
        return;
    }
    Prompt::rememberFolder(path);
    emit imageSaved(path);
}

} // namespace ddpw
