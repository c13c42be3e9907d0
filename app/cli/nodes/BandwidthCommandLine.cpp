#include "cli/nodes/BandwidthCommandLine.h"

namespace ddpw {

namespace {

const QString kBandwidth = QStringLiteral("bandwidth");
const QString kSizes = QStringLiteral("bandwidth-sizes");
const QString kSeconds = QStringLiteral("bandwidth-seconds");
const QString kMinGbps = QStringLiteral("bandwidth-min-gbps");
const QString kSlowFactor = QStringLiteral("bandwidth-slow-factor");

} // namespace

void BandwidthCommandLine::addOptions(QCommandLineParser& parser) const
{
    parser.addOption(QCommandLineOption(
        kBandwidth,
        tr("after the rendezvous, measure the network: all-reduce busbw per size, a ring between the nodes, "
           "the slow node named")));
    parser.addOption(QCommandLineOption(
        kSizes, tr("all-reduce sizes (default %1)").arg(BandwidthOptions::sizesText(BandwidthOptions::defaultSizes())),
        QStringLiteral("LIST")));
    parser.addOption(QCommandLineOption(
        kSeconds, tr("time budget of the network step (default %1)").arg(BandwidthOptions::kDefaultSeconds),
        QStringLiteral("S")));
    parser.addOption(QCommandLineOption(kMinGbps,
                                        tr("lowest acceptable peak busbw in GB/s (default %1 for NCCL, %2 for gloo)")
                                            .arg(BandwidthOptions::kDefaultNcclMinGbps)
                                            .arg(BandwidthOptions::kDefaultGlooMinGbps),
                                        QStringLiteral("GBPS")));
    parser.addOption(
        QCommandLineOption(kSlowFactor,
                           tr("a node is slow when the others' median is this many times its figure (default %1)")
                               .arg(BandwidthOptions::kDefaultSlowFactor),
                           QStringLiteral("F")));
}

QString BandwidthCommandLine::apply(const QCommandLineParser& parser, BandwidthOptions& bandwidth) const
{
    bandwidth.enabled = parser.isSet(kBandwidth) || parser.isSet(kSizes) || parser.isSet(kSeconds) ||
                        parser.isSet(kMinGbps) || parser.isSet(kSlowFactor);
    if (parser.isSet(kSizes)) {
        QString error;
        const std::optional<QList<qint64>> sizes = BandwidthOptions::parseSizes(parser.value(kSizes), &error);
        if (!sizes)
            return tr("--%1: %2").arg(kSizes, error);
        bandwidth.sizes = *sizes;
    }
    if (parser.isSet(kSeconds)) {
        bool ok = false;
        const int seconds = parser.value(kSeconds).toInt(&ok);
        if (!ok || seconds < 1 || seconds > BandwidthOptions::kMaxSeconds)
            return tr("--%1: \"%2\" is not a number of seconds from 1 to %3")
                .arg(kSeconds, parser.value(kSeconds))
                .arg(BandwidthOptions::kMaxSeconds);
        bandwidth.seconds = seconds;
    }
    if (parser.isSet(kMinGbps)) {
        bool ok = false;
        const double gbps = parser.value(kMinGbps).toDouble(&ok);
        if (!ok || !(gbps >= 0) || gbps > 1e6)
            return tr("--%1: \"%2\" is not a bandwidth in GB/s").arg(kMinGbps, parser.value(kMinGbps));
        bandwidth.minBusGbps = gbps;
    }
    if (parser.isSet(kSlowFactor)) {
        bool ok = false;
        const double factor = parser.value(kSlowFactor).toDouble(&ok);
        if (!ok || !(factor >= 1) || factor > 1e6)
            return tr("--%1: \"%2\" is not a factor of 1 or more").arg(kSlowFactor, parser.value(kSlowFactor));
        bandwidth.slowFactor = factor;
    }
    return {};
}

} // namespace ddpw
