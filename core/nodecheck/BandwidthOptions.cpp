#include "nodecheck/BandwidthOptions.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

constexpr qint64 kKiB = 1024;
constexpr qint64 kMiB = kKiB * 1024;
constexpr qint64 kGiB = kMiB * 1024;

qint64 unitFactor(const QString& unit)
{
    const QString lower = unit.toLower();
    if (lower.isEmpty() || lower == QLatin1String("b"))
        return 1;
    if (lower == QLatin1String("k") || lower == QLatin1String("kib"))
        return kKiB;
    if (lower == QLatin1String("m") || lower == QLatin1String("mib"))
        return kMiB;
    if (lower == QLatin1String("g") || lower == QLatin1String("gib"))
        return kGiB;
    return 0;
}

} // namespace

QList<qint64> BandwidthOptions::defaultSizes()
{
    return {kMiB, 4 * kMiB, 16 * kMiB, 64 * kMiB, 256 * kMiB};
}

double BandwidthOptions::thresholdFor(const QString& backend) const
{
    if (minBusGbps)
        return *minBusGbps;
    return backend == QLatin1String("nccl") ? kDefaultNcclMinGbps : kDefaultGlooMinGbps;
}

std::optional<QList<qint64>> BandwidthOptions::parseSizes(const QString& text, QString* error)
{
    static const QRegularExpression item(QStringLiteral(R"(^\s*(\d{1,12})\s*([A-Za-z]{0,3})\s*$)"));
    const auto fail = [error](const QString& why) -> std::optional<QList<qint64>> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QStringList parts = text.split(u',');
    if (text.trimmed().isEmpty())
        return fail(tr("no sizes given, e.g. 1M,16M,256M"));
    if (parts.size() > kMaxSizes)
        return fail(tr("%1 sizes, at most %2").arg(parts.size()).arg(kMaxSizes));
    QList<qint64> sizes;
    for (const QString& part : parts) {
        const QRegularExpressionMatch match = item.match(part);
        const qint64 factor = match.hasMatch() ? unitFactor(match.captured(2)) : 0;
        if (factor == 0)
            return fail(tr("\"%1\" is no size (a number with K, M or G, e.g. 64M)").arg(part.trimmed().left(40)));
        const qint64 number = match.captured(1).toLongLong();
        if (number > kMaxSize / factor || number * factor < kMinSize)
            return fail(tr("\"%1\" is outside %2 to %3").arg(part.trimmed(), sizeText(kMinSize), sizeText(kMaxSize)));
        sizes.append(number * factor);
    }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

QString BandwidthOptions::sizeText(qint64 bytes)
{
    if (bytes >= kGiB && bytes % kGiB == 0)
        return QStringLiteral("%1 GiB").arg(bytes / kGiB);
    if (bytes >= kMiB && bytes % kMiB == 0)
        return QStringLiteral("%1 MiB").arg(bytes / kMiB);
    if (bytes >= kKiB && bytes % kKiB == 0)
        return QStringLiteral("%1 KiB").arg(bytes / kKiB);
    return QStringLiteral("%1 B").arg(bytes);
}

QString BandwidthOptions::sizesText(const QList<qint64>& sizes)
{
    QStringList words;
    for (qint64 size : sizes)
        words.append(sizeText(size).remove(u' ').remove(QStringLiteral("iB")));
    return words.join(u',');
}

} // namespace ddpw
