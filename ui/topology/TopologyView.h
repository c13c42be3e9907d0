#pragma once

// TopologyView: the job as DDP sees it, an overview that fits any job: the picture
// (TopologyScene: nodes, slots, the rendezvous store, the ring, a legend; all numbers from core's
// Topology) in a view that zooms, and a toolbar to zoom and to save the picture (TopologyImage).
//
// API
//   setJob(const JobSpec&)        slot: redraw for the job (cheap; call it on every form edit)
//   zoomIn() / zoomOut() / zoomToFit() / resetZoom(), Ctrl+wheel zooms, scroll bars scroll
//   savePng(path, &error), saveSvg(path, &error): export the whole picture for slides (TopologyImage)
//   saveImageInteractively(): the toolbar's "Save image…" (file dialog, PNG or SVG by suffix)
//   scene(): the drawn items (TopologyScene's item data keys say what each one is)
// Signals
//   imageSaved(path)              after a successful export
//
// Until the user zooms by hand, the picture is fitted to the widget. Colours follow the palette
// (light/dark).

#include "topology/TopologyScene.h"

#include <QWidget>

#include <optional>

class QGraphicsView;
class QLabel;
class QToolButton;

namespace ddpw {

class TopologyView : public QWidget
{
    Q_OBJECT

public:
    // Fit never zooms in beyond this: a 1x1 picture need not fill a screen.
    static constexpr double kMaxFitZoom = 2.0;

    explicit TopologyView(QWidget* parent = nullptr);

    TopologyScene* scene() const { return m_scene; }
    const Topology& topology() const { return m_scene->topology(); }
    double zoom() const;
    // Nodes actually drawn (TopologyScene's "Large jobs").
    int drawnNodeCount() const { return m_scene->drawnNodeCount(); }

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
    QToolButton* addToolButton(const QString& objectName, void (TopologyView::*slot)());
    void retranslate();
    void rebuild();
    void applyZoom(double scale);
    void autoFit();

    TopologyScene* m_scene = nullptr;
    QGraphicsView* m_view = nullptr;
    QLabel* m_zoomLabel = nullptr;
    QToolButton* m_zoomInButton = nullptr;
    QToolButton* m_zoomOutButton = nullptr;
    QToolButton* m_fitButton = nullptr;
    QToolButton* m_resetButton = nullptr;
    QToolButton* m_saveButton = nullptr;
    // Until the user zooms by hand, the picture follows the widget's size.
    bool m_autoFit = true;
    bool m_fitting = false; // autoFit() is under way
};

} // namespace ddpw
