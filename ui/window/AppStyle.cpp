#include "window/AppStyle.h"

#include <QIcon>

namespace ddpw {

AppStyle::AppStyle(const QString& baseStyleKey) : QProxyStyle(baseStyleKey) {}

QString AppStyle::iconPath(StandardPixmap pixmap)
{
    switch (pixmap) {
    case SP_MessageBoxCritical: return QStringLiteral(":/icons/status/error.svg");
    case SP_MessageBoxWarning: return QStringLiteral(":/icons/status/warning.svg");
    case SP_MessageBoxInformation: return QStringLiteral(":/icons/status/info.svg");
    case SP_DialogApplyButton: return QStringLiteral(":/icons/status/pass.svg");
    case SP_MediaSkipForward: return QStringLiteral(":/icons/status/skipped.svg");
    case SP_ToolBarHorizontalExtensionButton: return QStringLiteral(":/icons/status/more.svg");
    default: return {};
    }
}

QIcon AppStyle::standardIcon(StandardPixmap pixmap, const QStyleOption* option, const QWidget* widget) const
{
    const QString path = iconPath(pixmap);
    if (path.isEmpty())
        return QProxyStyle::standardIcon(pixmap, option, widget);
    // The SVG icon engine renders on demand at the size asked for; made once per pixmap.
    auto found = m_icons.constFind(pixmap);
    if (found == m_icons.cend())
        found = m_icons.insert(pixmap, QIcon(path));
    return *found;
}

} // namespace ddpw
