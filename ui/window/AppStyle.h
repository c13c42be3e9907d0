#pragma once

#include <QHash>
#include <QIcon>
#include <QProxyStyle>

namespace ddpw {

// The app's style: the desktop's look (or the one given with -style), except the few standard
// icons the app shows (problem severities, check outcomes, the "more" chevron of a menu bar that
// ran out of room), which come from the app's own SVGs: crisp at any scale factor and the same
// on every desktop. Fusion's bitmaps for them also cost start-up time: the menu bar asks for its
// chevron when it is made, and loading that bitmap made Qt load every image format plugin.
class AppStyle : public QProxyStyle
{
    Q_OBJECT

public:
    // baseStyleKey: a QStyleFactory key; empty for the platform's default.
    explicit AppStyle(const QString& baseStyleKey = QString());

    QIcon standardIcon(StandardPixmap pixmap, const QStyleOption* option = nullptr,
                       const QWidget* widget = nullptr) const override;

    // The resource path of the app's own icon for this standard pixmap, or "" when the
    // desktop's is used.
    static QString iconPath(StandardPixmap pixmap);

private:
    mutable QHash<int, QIcon> m_icons;
};

} // namespace ddpw
