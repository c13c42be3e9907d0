#include "topology/TopologyView.h"

#include "topology/TopologyImage.h"

#include <QBoxLayout>
#include <QEvent>
#include <QGraphicsView>
#include <QLabel>
#include <QPainter>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ddpw {

namespace {

constexpr double kZoomStep = 1.25;
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 8.0;
// Opening (and resizing) fits the whole picture, but never enlarges it past its natural size:
// Fit does that on request.
constexpr double kMaxAutoFitZoom = 1.0;

} // namespace

TopologyView::TopologyView(QWidget* parent)
    : QWidget(parent), m_scene(new TopologyScene(this)), m_view(new QGraphicsView(m_scene, this))
{
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
    m_scene->setTopology(Topology(job));
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

void TopologyView::rebuild()
{
    m_scene->draw(palette(), font());
    if (m_autoFit)
        autoFit();
    else
        applyZoom(zoom());
}

bool TopologyView::savePng(const QString& path, QString* error) const
{
    return TopologyImage::savePng(m_scene, palette().color(QPalette::Base), path, error);
}

bool TopologyView::saveSvg(const QString& path, QString* error) const
{
    return TopologyImage::saveSvg(m_scene, topology().summary(), path, error);
}

void TopologyView::saveImageInteractively()
{
    const QString path =
        TopologyImage::saveInteractively(this, m_scene, palette().color(QPalette::Base), topology().summary());
    if (!path.isEmpty())
        emit imageSaved(path);
}

} // namespace ddpw
