#include "window/WindowPlacement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWidget>

namespace ddpw {

QSize WindowPlacement::firstSize(const QSize& available, const QSize& minimum)
{
    const QSize ninetyPercent(available.width() * 9 / 10, available.height() * 9 / 10);
    return ninetyPercent.boundedTo(kComfortable).expandedTo(minimum);
}

QString WindowPlacement::geometryKey(const QScreen* screen)
{
    if (!screen)
        return QStringLiteral("window/geometry");
    const QSize size = screen->size();
    // A name alone is not enough: the same output at another resolution is another desk.
    QString name = screen->name();
    name.replace(u'/', u'_');
    return QStringLiteral("window/geometry/%1/%2x%3").arg(name).arg(size.width()).arg(size.height());
}

void WindowPlacement::restore(QWidget* window)
{
    const QByteArray remembered = QSettings().value(geometryKey(window->screen())).toByteArray();
    if (!remembered.isEmpty() && window->restoreGeometry(remembered))
        return;
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize size = firstSize(available.size(), window->minimumSizeHint());
    window->resize(size);
    // Centred on its screen, where a window manager without a placement policy would put it at 0,0.
    window->move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

void WindowPlacement::remember(const QWidget* window)
{
    QSettings().setValue(geometryKey(window->screen()), window->saveGeometry());
}

} // namespace ddpw
