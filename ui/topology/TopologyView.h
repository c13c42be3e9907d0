#pragma once

// TopologyView: the job as DDP sees it, an overview that fits any job. Nodes are boxes, worker
// processes (GPUs, or plain processes for a CPU-only job) are slots inside, each with its GPU
// index (= LOCAL_RANK) and global rank. The rendezvous store is drawn on the master node's
// endpoint with every node's agent joining it, and the ring all-reduce that averages the
// gradients runs through the nodes; a legend says what is what. All numbers come from core's
// Topology; this widget only draws them.
//
// API
//   setJob(const JobSpec&)        slot: redraw for the job (cheap; call it on every form edit)
//   zoomIn() / zoomOut() / zoomToFit() / resetZoom(), Ctrl+wheel zooms, scroll bars scroll
//   savePng(path, &error), saveSvg(path, &error): export the whole picture for slides
//   saveImageInteractively(): the toolbar's "Save image…" (file dialog, PNG or SVG by suffix)
//   scene(): the drawn items; each carries ItemKind / ItemNodeRank / ItemLocalRank /
//            ItemGlobalRank in QGraphicsItem::data() so tests and tools can read the picture
// Signals
//   imageSaved(path)              after a successful export
//
// Large jobs: more than kMaxDrawnNodes nodes are drawn as node 0, node 1, one box for the nodes in
// between ("nodes 2-62: same as node 1") and the last node, so a 64x8 job (or 4096x64) reads at
// Fit like a 2x8 one. Colours follow the palette (light/dark).

#include "topology/TopologySlotItem.h"

#include "model/Topology.h"

#include <QWidget>

#include <optional>

class QGraphicsItem;
class QGraphicsRectItem;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QToolButton;

namespace ddpw {

class TopologyView : public QWidget
{
    Q_OBJECT

public:
    // Keys of QGraphicsItem::data() on the items this view draws.
    enum ItemDataKey { ItemKind = 0, ItemNodeRank = 1, ItemLocalRank = 2, ItemGlobalRank = 3 };
    enum class Kind { Caption, Node, Slot, MasterBadge, Endpoint, Elided, Store, RendezvousLink, RingLink, Legend };
    // Up to this many nodes every node is drawn; beyond, the middle ones are one group box.
    static constexpr int kMaxDrawnNodes = 4;
    // Fit never zooms in beyond this: a 1x1 picture need not fill a screen.
    static constexpr double kMaxFitZoom = 2.0;

    explicit TopologyView(QWidget* parent = nullptr);

    QGraphicsScene* scene() const { return m_scene; }
    const Topology& topology() const { return m_topology; }
    double zoom() const;
    // Nodes actually drawn (see "Large jobs" above).
    int drawnNodeCount() const { return m_drawnNodes; }

    bool savePng(const QString& path, QString* error = nullptr) const;
    bool saveSvg(const QString& path, QString* error = nullptr) const;

public slots:
    void setJob(const ddpw::JobSpec& job);
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void resetZoom();
    void saveImageInteractively();

signals:
    void imageSaved(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Geometry;
    QToolButton* addToolButton(const QString& objectName, void (TopologyView::*slot)());
    void retranslate();
    void rebuild();
    double addCaption(double y, double width);
    double addStore(double y, double width);
    QRectF addNode(int nodeRank, const QPointF& origin, const Geometry& geometry);
    QRectF addGroupBox(int firstNode, int lastNode, const QPointF& origin, const Geometry& geometry);
    void addRendezvousLinks(const QList<QRectF>& boxes, double storeBottom);
    void addRing(const QList<QRectF>& boxes);
    double addLegend(double y, double width);
    void prepareSlotStyle();
    QString nodeRankLabel(int nodeRank) const;
    QString masterBadgeLabel() const;
    void addSlot(QGraphicsItem* parent, const TopologySlot& slot, const QRectF& rect);
    void addUnknownSlot(QGraphicsItem* parent, const QRectF& rect);
    QGraphicsItem* addText(QGraphicsItem* parent, const QString& text, const QPointF& pos, bool bold = false,
                           double pointScale = 1.0);
    QGraphicsItem* addWrappedText(const QString& text, const QPointF& pos, double width, bool bold = false,
                                  double pointScale = 1.0);
    void applyZoom(double scale);
    void autoFit();
    QRectF exportRect() const;

    QGraphicsScene* m_scene = nullptr;
    QGraphicsView* m_view = nullptr;
    QLabel* m_zoomLabel = nullptr;
    QToolButton* m_zoomInButton = nullptr;
    QToolButton* m_zoomOutButton = nullptr;
    QToolButton* m_fitButton = nullptr;
    QToolButton* m_resetButton = nullptr;
    QToolButton* m_saveButton = nullptr;
    Topology m_topology;
    int m_drawnNodes = 0;
    TopologySlotItem::Style m_slotStyle;
    double m_regularAscent = 0;
    double m_boldAscent = 0;
    // Until the user zooms by hand, the picture follows the widget's size.
    bool m_autoFit = true;
    bool m_fitting = false; // autoFit() is under way
};

} // namespace ddpw
