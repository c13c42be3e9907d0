#include "TopologyView.h"

#include "TopologySlotItem.h"
#include "util/AtomicFile.h"

#include <QBoxLayout>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ddpw {

namespace {

constexpr double kSlotWidth = 104;
constexpr double kSlotHeight = 60;
constexpr double kGap = 6;
constexpr double kPadding = 10;
constexpr double kHeaderHeight = 46;
constexpr double kNodeSpacing = 24;
constexpr int kMaxSlotColumns = 8;
constexpr double kZoomStep = 1.25;
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 8.0;
// Auto-fit never shrinks below this: smaller text is unreadable, scroll bars take over.
constexpr double kMinAutoFitZoom = 0.5;
// Keeps PNG exports of the largest pictures within a sane amount of memory.
constexpr double kMaxExportPixels = 64.0 * 1024 * 1024;
constexpr double kExportScale = 2.0;

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
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
    label(m_resetButton, tr("100%"), tr("Show the picture at its natural size"));
    label(m_saveButton, tr("Save image…"), tr("Save the picture as PNG or SVG, e.g. for slides"));
    m_zoomLabel->setAccessibleName(tr("Zoom level"));
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
}

void TopologyView::zoomToFit()
{
    m_autoFit = false;
    const QRectF rect = m_scene->sceneRect();
    const QSize area = m_view->viewport()->size();
    if (rect.isEmpty() || area.isEmpty())
        return;
    applyZoom(std::min(area.width() / rect.width(), area.height() / rect.height()));
    m_view->centerOn(rect.center());
}

void TopologyView::autoFit()
{
    const QRectF rect = m_scene->sceneRect();
    const QSize area = m_view->viewport()->size();
    if (rect.isEmpty() || area.isEmpty())
        return;
    const double fit = std::min(area.width() / rect.width(), area.height() / rect.height());
    applyZoom(std::clamp(fit, kMinAutoFitZoom, 1.0));
    m_view->ensureVisible(QRectF(rect.topLeft(), QSizeF(1, 1)));
}

bool TopologyView::eventFilter(QObject* watched, QEvent* event)
{
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

double TopologyView::addCaption(double y)
{
    QGraphicsItem* summary = addText(nullptr, m_topology.summary(), QPointF(0, y), true, 1.15);
    summary->setData(ItemKind, int(Kind::Caption));
    y += summary->boundingRect().height() + 2;
    QGraphicsItem* note = addText(nullptr, m_topology.nodeRankNote(), QPointF(0, y));
    note->setData(ItemKind, int(Kind::Caption));
    return y + note->boundingRect().height() + kNodeSpacing / 2;
}

void TopologyView::rebuild()
{
    m_scene->clear();
    prepareSlotStyle();
    m_drawnNodes = 0;
    const QPalette pal = palette();
    m_scene->setBackgroundBrush(pal.color(QPalette::Base));

    double top = addCaption(0);
    const int nodes = m_topology.nodeCount();
    if (nodes == 0) {
        addText(nullptr, tr("No nodes: set a node count between 1 and %1.").arg(JobSpec::kMaxNodes), QPointF(0, top));
    } else {
        Geometry geometry;
        const int perNode = m_topology.processesPerNode().value_or(1);
        geometry.slotColumns = std::min(perNode, kMaxSlotColumns);
        geometry.slotRows = (perNode + kMaxSlotColumns - 1) / kMaxSlotColumns;
        geometry.nodeWidth = 2 * kPadding + geometry.slotColumns * (kSlotWidth + kGap) - kGap;
        // Narrow nodes (1 GPU, CPU-only) still fit their header and the master badge.
        const QFontMetricsF metrics(font());
        QFont boldFont = font();
        boldFont.setBold(true);
        const double headerWidth = metrics.horizontalAdvance(nodeRankLabel(nodes - 1));
        const double badgeWidth = QFontMetricsF(boldFont).horizontalAdvance(masterBadgeLabel()) + 12;
        geometry.nodeWidth = std::max({geometry.nodeWidth, headerWidth + 2 * kPadding, badgeWidth + 120 + kPadding});
        geometry.nodeHeight = kHeaderHeight + kPadding + geometry.slotRows * (kSlotHeight + kGap) - kGap;

        const bool elide = nodes > kMaxDrawnNodes;
        const int boxes = elide ? kMaxDrawnNodes : nodes;
        // Aim for a roughly 16:10 picture.
        const double ratio = (geometry.nodeHeight + kNodeSpacing) / (geometry.nodeWidth + kNodeSpacing);
        const int perRow = std::max(1, int(std::lround(std::sqrt(boxes * ratio * 1.6))));
        for (int i = 0; i < boxes; ++i) {
            const QPointF origin((i % perRow) * (geometry.nodeWidth + kNodeSpacing),
                                 top + (i / perRow) * (geometry.nodeHeight + kNodeSpacing));
            if (elide && i == boxes - 2)
                addElidedBox(nodes - (boxes - 1), origin, geometry);
            else
                addNode(elide && i == boxes - 1 ? nodes - 1 : i, origin, geometry);
        }
        m_drawnNodes = elide ? boxes - 1 : boxes;
    }
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-kPadding, -kPadding, kPadding, kPadding));
    if (m_autoFit)
        autoFit();
    else
        applyZoom(zoom());
}

void TopologyView::addNode(int nodeRank, const QPointF& origin, const Geometry& geometry)
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
    addText(box, nodeRankLabel(nodeRank), QPointF(kPadding, 24));
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
        label->setData(ItemKind, int(Kind::Endpoint));
    }

    const QList<TopologySlot> nodeSlots = m_topology.slotsOfNode(nodeRank);
    if (nodeSlots.isEmpty()) {
        addUnknownSlot(box, QRectF(kPadding, kHeaderHeight, kSlotWidth, kSlotHeight));
        return;
    }
    for (const TopologySlot& slot : nodeSlots) {
        const int column = slot.localRank % kMaxSlotColumns;
        const int row = slot.localRank / kMaxSlotColumns;
        addSlot(box, slot,
                QRectF(kPadding + column * (kSlotWidth + kGap), kHeaderHeight + row * (kSlotHeight + kGap), kSlotWidth,
                       kSlotHeight));
    }
}

QString TopologyView::nodeRankLabel(int nodeRank) const
{
    return tr("node rank %1 · %2=%1").arg(nodeRank).arg(JobSpec::taskIndexVariable());
}

QString TopologyView::masterBadgeLabel() const
{
    return tr("MASTER · rendezvous endpoint %1").arg(m_topology.rendezvousEndpoint());
}

void TopologyView::prepareSlotStyle()
{
    const QPalette pal = palette();
    const QColor accent = m_topology.isCpuOnly() ? pal.color(QPalette::Mid) : pal.color(QPalette::Highlight);
    m_slotStyle.fill = blend(pal.color(QPalette::Base), accent, 0.18);
    m_slotStyle.border = QPen(blend(pal.color(QPalette::Base), accent, 0.6), 1);
    m_slotStyle.text = pal.color(QPalette::Text);
    m_slotStyle.regular = font();
    m_slotStyle.bold = font();
    m_slotStyle.bold.setBold(true);
    if (font().pointSizeF() > 0) {
        m_slotStyle.regular.setPointSizeF(font().pointSizeF() * 0.8);
        m_slotStyle.bold.setPointSizeF(font().pointSizeF() * 1.1);
    }
    m_regularAscent = QFontMetricsF(m_slotStyle.regular).ascent();
    m_boldAscent = QFontMetricsF(m_slotStyle.bold).ascent();
}

void TopologyView::addSlot(QGraphicsItem* parent, const TopologySlot& slot, const QRectF& rect)
{
    const QString kind = m_topology.isCpuOnly() ? tr("process %1") : tr("GPU %1");
    const QList<TopologySlotItem::Line> lines{
        {kind.arg(slot.localRank), false, 2 + m_regularAscent},
        {tr("rank %1").arg(slot.globalRank), true, 18 + m_boldAscent},
        {tr("local %1 · node %2").arg(slot.localRank).arg(slot.nodeRank), false, 40 + m_regularAscent}};
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
    const QList<TopologySlotItem::Line> lines{{tr("? processes"), true, 4 + m_boldAscent},
                                              {tr("\"auto\": one per CPU core"), false, 30 + m_regularAscent}};
    auto* item = new TopologySlotItem(QSizeF(rect.width() * 2 + kGap, rect.height()), lines, style, parent);
    item->setPos(rect.topLeft());
    item->setData(ItemKind, int(Kind::Slot));
}

void TopologyView::addElidedBox(int hiddenNodes, const QPointF& origin, const Geometry& geometry)
{
    const QPalette pal = palette();
    auto* box = new QGraphicsRectItem(QRectF(QPointF(0, 0), QSizeF(geometry.nodeWidth, geometry.nodeHeight)));
    box->setPos(origin);
    box->setBrush(Qt::NoBrush);
    box->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    box->setData(ItemKind, int(Kind::Elided));
    m_scene->addItem(box);
    const int firstHidden = kMaxDrawnNodes - 2;
    addText(box, tr("… %n more node(s)", nullptr, hiddenNodes), QPointF(kPadding, kPadding), true, 1.1);
    addText(box, tr("nodes %1 to %2, same layout").arg(firstHidden).arg(firstHidden + hiddenNodes - 1),
            QPointF(kPadding, kPadding + 26));
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
    QString path = QFileDialog::getSaveFileName(this, tr("Save topology picture"), QStringLiteral("topology.png"),
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
        QMessageBox::warning(this, tr("Save topology picture"), error);
        return;
    }
    emit imageSaved(path);
}

} // namespace ddpw
