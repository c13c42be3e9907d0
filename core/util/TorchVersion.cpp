#include "util/TorchVersion.h"

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
    // ^(\d{1,3})\.(\d{1,3})(?:\.\d+)?(?:[.+a-zA-Z].*)?$ written out: compiling it (PCRE2's JIT)
    // cost more than the rest of a `validate` run's own work on the guide's snippet.
    // major.minor, one to three ASCII digits each, then nothing, or one of . + or a letter and
    // anything but a newline ("2.6.0", "2.6.0+cu124", "2.6a0").
    const auto digits = [&](qsizetype from) {
        qsizetype end = from;
        while (end < trimmed.size() && trimmed[end] >= u'0' && trimmed[end] <= u'9')
            ++end;
        return end - from;
    };
    const qsizetype majorDigits = digits(0);
    if (majorDigits < 1 || majorDigits > 3 || majorDigits >= trimmed.size() || trimmed[majorDigits] != u'.')
        return std::nullopt;
    const qsizetype minorStart = majorDigits + 1;
    const qsizetype minorDigits = digits(minorStart);
    if (minorDigits < 1 || minorDigits > 3)
        return std::nullopt;
    const QStringView rest = QStringView(trimmed).mid(minorStart + minorDigits);
    if (!rest.isEmpty()) {
        const QChar first = rest.front();
        const bool letter = (first >= u'a' && first <= u'z') || (first >= u'A' && first <= u'Z');
        if ((first != u'.' && first != u'+' && !letter) || rest.contains(u'\n'))
            return std::nullopt;
    }
    return of(QStringView(trimmed).left(majorDigits).toInt(),
              QStringView(trimmed).mid(minorStart, minorDigits).toInt());
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
