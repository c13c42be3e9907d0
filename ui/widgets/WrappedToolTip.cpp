#include "widgets/WrappedToolTip.h"

namespace ddpw {

QString wrappedToolTip(const QString& text)
{
    if (text.isEmpty())
        return {};
    QString escaped = text.toHtmlEscaped();
    escaped.replace(u'\n', QStringLiteral("<br>"));
    return QStringLiteral("<qt>%1</qt>").arg(escaped);
}

} // namespace ddpw
