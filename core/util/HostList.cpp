#include "util/HostList.h"

#include <QRegularExpression>

namespace ddpw {

HostListResult HostList::parse(const QString& text)
{
    HostListResult result;
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    const QStringList pieces = text.split(u',');
    for (const QString& piece : pieces) {
        const QStringList names = piece.split(blanks, Qt::SkipEmptyParts);
        // Blanks and lines separate like commas, but only a comma can leave an empty name behind.
        if (names.isEmpty() && pieces.size() > 1) {
            result.error = tr("an empty host name between commas in \"%1\"").arg(text.trimmed());
            break;
        }
        for (const QString& name : names) {
            if (name.startsWith(u'-'))
                result.error = tr("\"%1\" is not a host name (it starts with '-')").arg(name);
            else if (result.hosts.size() >= kMaxHosts)
                result.error = tr("more than %1 hosts").arg(kMaxHosts);
            if (!result.ok())
                break;
            result.hosts.append(name);
        }
        if (!result.ok())
            break;
    }
    if (!result.ok())
        result.hosts.clear();
    return result;
}

} // namespace ddpw
