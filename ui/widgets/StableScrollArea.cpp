#include "widgets/StableScrollArea.h"

#include <QEvent>
#include <QScrollBar>
#include <QStyle>

namespace ddpw {

StableScrollArea::StableScrollArea(QWidget* page, QWidget* parent) : QScrollArea(parent)
{
    setWidget(page);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus); // Tab goes to the fields, not the frame
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    verticalScrollBar()->installEventFilter(this);
    updateGutter();
}

bool StableScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == verticalScrollBar() && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        updateGutter();
    return QScrollArea::eventFilter(watched, event);
}

void StableScrollArea::updateGutter()
{
    // Hidden, the bar's width stays a margin; shown, the bar itself takes it: the viewport, and
    // so the page, keeps one width either way.
    const int extent = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, verticalScrollBar());
    setViewportMargins(0, 0, verticalScrollBar()->isVisibleTo(this) ? 0 : extent, 0);
}

} // namespace ddpw
