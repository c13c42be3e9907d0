#pragma once

#include <QSize>
#include <QString>

class QScreen;
class QWidget;

namespace ddpw {

// Where the main window first opens and what it remembers: a window made for a 1920x1080 desk
// must not open cut off on a 1024x768 laptop, nor as a small box on a large screen. The first
// size comes from the screen's available geometry, and the geometry is remembered per screen
// (its name and size), so moving between a laptop and a docked monitor restores each one's own.
class WindowPlacement
{
public:
    // At most 90% of the available area (and no larger than is comfortable to read on a very
    // large screen), never less than the layout's minimum: the window manager may then cut it,
    // but no widget is squeezed below its own minimum.
    static QSize firstSize(const QSize& available, const QSize& minimum);

    // The settings key of the geometry remembered for `screen` ("window/geometry/<name>/<WxH>").
    static QString geometryKey(const QScreen* screen);

    // Restores the geometry remembered (QSettings) for the window's screen, or gives it its
    // first size there.
    static void restore(QWidget* window);
    static void remember(const QWidget* window);

    // The largest first size on any screen: wider than this, lines are too long to read.
    static constexpr QSize kComfortable{1600, 1000};
};

} // namespace ddpw
