#pragma once

// TopologyScene: the picture TopologyView shows and TopologyImage saves, drawn from core's
// Topology in the view's colours and font. Nodes are boxes, worker processes (GPUs, or plain
// processes for a CPU-only job) are slots inside, each with its GPU index (= LOCAL_RANK) and
// global rank; the rendezvous store sits on the master node's endpoint with every node's agent
// joining it, the ring all-reduce runs through the nodes, and a legend says what is what. Every
// item carries ItemKind / ItemNodeRank / ItemLocalRank / ItemGlobalRank in QGraphicsItem::data(),
// so tests and tools can read the picture.
//
// Large jobs: more than kMaxDrawnNodes nodes are drawn as node 0, node 1, one box for the nodes in
// between ("nodes 2-62: same as node 1") and the last node, so a 64x8 job (or 4096x64) reads at
// Fit like a 2x8 one.

#include "topology/TopologySlotItem.h"

#include "model/Topology.h"

#include <QFont>
#include <QGraphicsScene>
#include <QPalette>

namespace ddpw {

class TopologyScene : public QGraphicsScene
{
    Q_OBJECT

public:
    // Keys of QGraphicsItem::data() on the items drawn.
    enum ItemDataKey { ItemKind = 0, ItemNodeRank = 1, ItemLocalRank = 2, ItemGlobalRank = 3 };
    enum class Kind { Caption, Node, Slot, MasterBadge, Endpoint, Elided, Store, RendezvousLink, RingLink, Legend };
    // Up to this many nodes every node is drawn; beyond, the middle ones are one group box.
    static constexpr int kMaxDrawnNodes = 4;

    explicit TopologyScene(QObject* parent = nullptr);

    const Topology& topology() const { return m_topology; }
    void setTopology(Topology topology);
    // Draws the topology again (a new job, another palette or language); colours are baked into
    // the items.
    void draw(const QPalette& colours, const QFont& font);
    // Nodes actually drawn (see "Large jobs" above).
    int drawnNodeCount() const { return m_drawnNodes; }

private:
    struct Geometry;
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

    Topology m_topology;
    QPalette m_colours; // the view's, when it last drew
    QFont m_font;
    int m_drawnNodes = 0;
    TopologySlotItem::Style m_slotStyle;
    double m_regularAscent = 0;
    double m_boldAscent = 0;
};

} // namespace ddpw
