#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// What the network step of a check asks for: after the rendezvous, the probe sweeps
// all-reduce sizes with the job's backend and measures a ring between the nodes, within a time
// budget; the tool then judges busbw against a threshold and names a node markedly slower than
// the others (BandwidthAnalyzer). Off unless asked for: then the check runs exactly as before.
struct BandwidthOptions
{
    Q_DECLARE_TR_FUNCTIONS(BandwidthOptions)

public:
    static constexpr int kDefaultSeconds = 10;
    static constexpr int kMaxSeconds = 600;
    static constexpr qint64 kMinSize = 4;                              // one float
    static constexpr qint64 kMaxSize = qint64(4) * 1024 * 1024 * 1024; // per rank, in memory twice
    static constexpr int kMaxSizes = 32;
    // Defaults of the threshold on peak busbw, GB/s (10^9 bytes/s, as nccl-tests): NCCL below
    // about a 10 GbE link, gloo below about a 1 GbE link.
    static constexpr double kDefaultNcclMinGbps = 1.0;
    static constexpr double kDefaultGlooMinGbps = 0.1;
    // A node is slow when its figure is below the median of the other nodes divided by this: a
    // wide margin, so that a busy machine's noise names nobody.
    static constexpr double kDefaultSlowFactor = 3.0;

    bool enabled = false;
    QList<qint64> sizes = defaultSizes(); // bytes per all-reduce, ascending
    int seconds = kDefaultSeconds;        // budget of the whole step on the nodes
    std::optional<double> minBusGbps;     // none: the backend's default
    double slowFactor = kDefaultSlowFactor;

    static QList<qint64> defaultSizes(); // 1 MiB, 4 MiB, ... 256 MiB
    double thresholdFor(const QString& backend) const;

    // "1M,4M,64M" or "1048576,4MiB,1G": numbers with an optional binary unit (K, M, G; KiB,
    // MiB, GiB; B), comma-separated; sorted and deduplicated. nullopt and `error` set when the
    // text is no such list or a size is outside kMinSize..kMaxSize.
    static std::optional<QList<qint64>> parseSizes(const QString& text, QString* error = nullptr);
    // 1048576 -> "1 MiB", 1536 -> "1536 B": what the tool shows and what parseSizes reads back.
    static QString sizeText(qint64 bytes);
    static QString sizesText(const QList<qint64>& sizes);
};

} // namespace ddpw
