#include "util/TorchVersion.h"

#include <QRegularExpression>

namespace ddpw {

TorchVersion TorchVersion::of(int major, int minor)
{
    TorchVersion version;
    version.m_major = major;
    version.m_minor = minor;
    return version;
}

std::optional<TorchVersion> TorchVersion::parse(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.compare(QLatin1String("unknown"), Qt::CaseInsensitive) == 0 || trimmed.isEmpty())
        return TorchVersion();
    static const QRegularExpression pattern(QStringLiteral(R"(^(\d{1,3})\.(\d{1,3})(?:\.\d+)?(?:[.+a-zA-Z].*)?$)"));
    const QRegularExpressionMatch match = pattern.match(trimmed);
    if (!match.hasMatch())
        return std::nullopt;
    return of(match.captured(1).toInt(), match.captured(2).toInt());
}

QList<TorchVersion> TorchVersion::supported()
{
    QList<TorchVersion> versions{of(1, 13)};
    for (int minor = 0; minor <= newest().minor(); ++minor)
        versions.append(of(2, minor));
    return versions;
}

TorchVersion TorchVersion::newest()
{
    return of(2, 14);
}

bool TorchVersion::isSupported() const
{
    return !isKnown() || supported().contains(*this);
}

QString TorchVersion::toString() const
{
    if (!isKnown())
        return QStringLiteral("unknown");
    return QStringLiteral("%1.%2").arg(m_major).arg(m_minor);
}

bool TorchVersion::atLeast(int major, int minor) const
{
    return isKnown() && *this >= of(major, minor);
}

} // namespace ddpw
