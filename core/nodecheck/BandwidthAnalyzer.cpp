#include "nodecheck/BandwidthAnalyzer.h"

#include "nodecheck/NcclNetLog.h"

#include <QMap>
#include <QSet>

#include <algorithm>

namespace ddpw {

namespace {

constexpr double kGiga = 1e9;

double median(QList<double> values)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

QString gbps(double value)
{
    return QString::number(value, 'g', 3);
}

QString socketVariable(const QString& backend)
{
    return backend == QLatin1String("nccl") ? QStringLiteral("NCCL_SOCKET_IFNAME")
                                            : QStringLiteral("GLOO_SOCKET_IFNAME");
}

// The report that carries the measurements (rank 0's), else nullptr.
const ProbeReport* measurements(const QList<DryRunNodeResult>& nodes)
{
    const ProbeReport* best = nullptr;
    for (const DryRunNodeResult& node : nodes) {
        for (const ProbeReport& report : node.reports) {
            if (report.bandwidth && report.bandwidth->hasMeasurements && (!best || report.rank < best->rank))
                best = &report;
        }
    }
    return best;
}

QString firstError(const QList<DryRunNodeResult>& nodes)
{
    for (const DryRunNodeResult& node : nodes) {
        for (const ProbeReport& report : node.reports) {
            if (report.bandwidth && !report.bandwidth->error.isEmpty())
                return BandwidthAnalyzer::tr("rank %1 on %2: %3")
                    .arg(report.rank)
                    .arg(node.host, report.bandwidth->error);
        }
    }
    return {};
}

} // namespace

double BandwidthAnalyzer::busBandwidth(double algbw, int ranks)
{
    return ranks > 0 ? algbw * 2.0 * (ranks - 1) / ranks : 0;
}

BandwidthResult BandwidthAnalyzer::analyze(const BandwidthOptions& options, const QList<DryRunNodeResult>& nodes,
                                           bool local)
{
    BandwidthResult result;
    result.local = local;
    result.budgetSeconds = options.seconds;
    result.thresholdIsDefault = !options.minBusGbps.has_value();
    result.error = firstError(nodes);
    const ProbeReport* source = measurements(nodes);
    if (!source) {
        if (result.error.isEmpty())
            result.error = tr("no rank reported the network step");
        result.thresholdGbps = options.thresholdFor(QString());
        return result;
    }
    result.backend = source->backend;
    result.worldSize = source->worldSize;
    result.thresholdGbps = options.thresholdFor(result.backend);
    result.seconds = source->bandwidth->seconds;
    if (source->bandwidth->budgetSeconds > 0)
        result.budgetSeconds = source->bandwidth->budgetSeconds;
    readSizes(*source, result);
    readRing(*source, nodes, result);
    readInterfaces(nodes, result);
    judgeNodes(options, result);
    judgeThreshold(result);
    judgeInterfaces(result);
    result.ok = result.error.isEmpty() && result.problems.isEmpty();
    return result;
}

void BandwidthAnalyzer::readSizes(const ProbeReport& source, BandwidthResult& result)
{
    QList<qint64> wrong;
    for (const ProbeBandwidth::Size& size : source.bandwidth->sizes) {
        if (size.bytes <= 0 || size.seconds <= 0)
            continue;
        BandwidthResult::Size entry;
        entry.bytes = size.bytes;
        entry.seconds = size.seconds;
        entry.algbwGbps = static_cast<double>(size.bytes) / size.seconds / kGiga;
        entry.busbwGbps = busBandwidth(entry.algbwGbps, result.worldSize);
        entry.correct = size.correct;
        entry.iterations = size.iterations;
        result.sizes.append(entry);
        result.peakBusbwGbps = qMax(result.peakBusbwGbps, entry.busbwGbps);
        if (!size.correct)
            wrong.append(size.bytes);
    }
    result.skippedSizes = source.bandwidth->skippedSizes;
    if (!wrong.isEmpty())
        result.problems.append(
            tr("the all-reduce of %1 gave wrong sums: a rank's data was lost or corrupted on the way")
                .arg(BandwidthOptions::sizesText(wrong)));
}

void BandwidthAnalyzer::readRing(const ProbeReport& source, const QList<DryRunNodeResult>& nodes,
                                 BandwidthResult& result)
{
    // The probe's ring positions are nodes sorted by group rank; the tool's nodes are the hosts
    // in the order given. The rank that measured for a position says which host it ran on.
    QMap<int, int> nodeOfRank;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        for (const ProbeReport& report : nodes.at(i).reports)
            nodeOfRank.insert(report.rank, static_cast<int>(i));
    }
    const QList<ProbeBandwidth::Node>& ring = source.bandwidth->nodes;
    QList<int> position(ring.size(), -1); // ring position -> result.nodes entry
    for (qsizetype p = 0; p < ring.size(); ++p) {
        BandwidthResult::Node node;
        const int at = nodeOfRank.value(ring.at(p).rank, -1);
        node.index = at >= 0 ? nodes.at(at).index : static_cast<int>(p);
        node.host = at >= 0 ? nodes.at(at).host : ring.at(p).hostname;
        node.hostname = ring.at(p).hostname;
        position[p] = static_cast<int>(result.nodes.size());
        result.nodes.append(node);
    }
    for (const ProbeBandwidth::Link& link : source.bandwidth->links) {
        if (link.from < 0 || link.to < 0 || link.from >= ring.size() || link.to >= ring.size() ||
            link.from == link.to || link.bytes <= 0 || link.seconds <= 0)
            continue;
        BandwidthResult::Node& from = result.nodes[position.at(link.from)];
        BandwidthResult::Node& to = result.nodes[position.at(link.to)];
        const double rate = static_cast<double>(link.bytes) / link.seconds / kGiga;
        result.links.append({from.index, to.index, link.bytes, link.seconds, rate});
        from.outGbps = qMax(from.outGbps, rate);
        to.inGbps = qMax(to.inGbps, rate);
    }
    std::sort(result.nodes.begin(), result.nodes.end(),
              [](const BandwidthResult::Node& a, const BandwidthResult::Node& b) { return a.index < b.index; });
    for (BandwidthResult::Node& node : result.nodes) {
        if (node.outGbps >= 0 && node.inGbps >= 0)
            node.gbps = qMin(node.outGbps, node.inGbps);
        else
            node.gbps = qMax(node.outGbps, node.inGbps);
    }
}

void BandwidthAnalyzer::judgeNodes(const BandwidthOptions& options, BandwidthResult& result)
{
    if (result.local)
        return; // every "node" is this machine
    QList<int> measured;
    for (qsizetype i = 0; i < result.nodes.size(); ++i) {
        if (result.nodes.at(i).gbps > 0)
            measured.append(static_cast<int>(i));
    }
    const double factor = qMax(1.0, options.slowFactor);
    if (measured.size() == 2) {
        for (const BandwidthResult::Link& link : result.links) {
            for (const BandwidthResult::Link& back : result.links) {
                if (back.from == link.to && back.to == link.from && link.gbps * factor < back.gbps) {
                    const auto host = [&result](int index) {
                        for (const BandwidthResult::Node& node : result.nodes) {
                            if (node.index == index)
                                return node.host;
                        }
                        return QString();
                    };
                    result.warnings.append(tr("the link from %1 to %2 carries %3 GB/s, the way back %4 GB/s; with two "
                                              "nodes a slow node cannot be told from a slow link (three would tell)")
                                               .arg(host(link.from), host(link.to), gbps(link.gbps), gbps(back.gbps)));
                    return;
                }
            }
        }
        return;
    }
    if (measured.size() < 3)
        return;
    for (int i : measured) {
        QList<double> others;
        for (int j : measured) {
            if (j != i)
                others.append(result.nodes.at(j).gbps);
        }
        const double typical = median(others);
        BandwidthResult::Node& node = result.nodes[i];
        if (node.gbps * factor >= typical)
            continue;
        node.slow = true;
        result.slowNodes.append(node.host);
        result.problems.append(tr("%1 is slow: %2 GB/s against %3 GB/s for the other nodes (median); every "
                                  "collective waits for its links")
                                   .arg(node.host, gbps(node.gbps), gbps(typical)));
        QString interface;
        for (const BandwidthResult::RankInterface& rank : result.interfaces) {
            if (rank.node == node.index && !rank.interfaces.isEmpty()) {
                interface = rank.interfaces.first().section(u' ', 0, 0);
                break;
            }
        }
        if (interface.isEmpty())
            interface = tr("its interface");
        result.hints.append(tr("On %1: check the speed of %2 (ethtool %2), traffic shaping (tc qdisc show dev %2) "
                               "and its switch port; if the node has a faster interface, name it in %3.")
                                .arg(node.host, interface, socketVariable(result.backend)));
    }
}

void BandwidthAnalyzer::readInterfaces(const QList<DryRunNodeResult>& nodes, BandwidthResult& result)
{
    for (const DryRunNodeResult& node : nodes) {
        for (const ProbeReport& report : node.reports) {
            if (!report.bandwidth)
                continue;
            BandwidthResult::RankInterface entry;
            entry.rank = report.rank;
            entry.node = node.index;
            entry.host = node.host;
            entry.ibDevices = report.bandwidth->ibDevices;
            const NcclNetLog nccl = NcclNetLog::parse(report.bandwidth->ncclLines);
            if (!nccl.isEmpty()) {
                entry.source = QStringLiteral("nccl");
                entry.network = nccl.network;
                if (!nccl.ibDevices.isEmpty() && nccl.network != QLatin1String("Socket"))
                    entry.interfaces = nccl.ibDevices;
                for (const NcclNetLog::Interface& socket : nccl.socketInterfaces) {
                    if (entry.interfaces.isEmpty() || nccl.network == QLatin1String("Socket"))
                        entry.interfaces.append((socket.name + u' ' + socket.address).trimmed());
                }
            } else {
                entry.source = QStringLiteral("sockets");
                for (const ProbeBandwidth::Interface& socket : report.bandwidth->interfaces)
                    entry.interfaces.append((socket.name + u' ' + socket.address).trimmed());
            }
            result.interfaces.append(entry);
        }
    }
    std::sort(result.interfaces.begin(), result.interfaces.end(),
              [](const BandwidthResult::RankInterface& a, const BandwidthResult::RankInterface& b) {
                  return a.rank < b.rank;
              });
}

void BandwidthAnalyzer::judgeInterfaces(BandwidthResult& result)
{
    // Names per node; nodes that agree are the normal case, one that differs is worth a look.
    QMap<QString, QSet<QString>> namesByHost;
    QSet<QString> allNames;
    for (const BandwidthResult::RankInterface& rank : result.interfaces) {
        for (const QString& interface : rank.interfaces) {
            const QString name = interface.section(u' ', 0, 0);
            namesByHost[rank.host].insert(name);
            allNames.insert(name);
        }
    }
    if (!result.local && namesByHost.size() > 1 && allNames.size() > 1) {
        QStringList listed;
        for (auto it = namesByHost.begin(); it != namesByHost.end(); ++it) {
            QStringList names(it.value().begin(), it.value().end());
            names.sort();
            listed.append(QStringLiteral("%1: %2").arg(it.key(), names.join(u'+')));
        }
        result.warnings.append(
            tr("the nodes send over different interfaces (%1)").arg(listed.join(QStringLiteral(", "))));
        result.hints.append(
            tr("If one of them is not the fast network, set %1 for the job to the interface "
               "every node should use (a list such as eth0,ib0 or a prefix such as ^docker,lo to exclude).")
                .arg(socketVariable(result.backend)));
    }
    // NCCL over sockets on a node that has InfiniBand devices: the classic silent fallback.
    QStringList fellBack;
    QStringList devices;
    for (const BandwidthResult::RankInterface& rank : result.interfaces) {
        if (rank.source != QLatin1String("nccl") || rank.network != QLatin1String("Socket") || rank.ibDevices.isEmpty())
            continue;
        if (!fellBack.contains(rank.host))
            fellBack.append(rank.host);
        for (const QString& device : rank.ibDevices) {
            if (!devices.contains(device))
                devices.append(device);
        }
    }
    if (fellBack.isEmpty())
        return;
    result.warnings.append(tr("NCCL sends over sockets on %1 although InfiniBand devices are there (%2)")
                               .arg(fellBack.join(QStringLiteral(", ")), devices.join(QStringLiteral(", "))));
    result.hints.append(tr("To let NCCL use InfiniBand: unset NCCL_IB_DISABLE (or set it to 0), set NCCL_IB_HCA to the "
                           "HCAs (e.g. %1), and check that the container sees /dev/infiniband and has libibverbs.")
                            .arg(devices.first()));
}

void BandwidthAnalyzer::judgeThreshold(BandwidthResult& result)
{
    if (result.worldSize <= 1) {
        result.warnings.append(tr("one rank: an all-reduce moves no data, so busbw is not judged"));
        return;
    }
    if (result.sizes.isEmpty()) {
        if (result.error.isEmpty())
            result.problems.append(tr("no all-reduce size was measured"));
        return;
    }
    if (result.peakBusbwGbps >= result.thresholdGbps)
        return;
    qint64 at = 0;
    for (const BandwidthResult::Size& size : result.sizes) {
        if (size.busbwGbps >= result.peakBusbwGbps)
            at = size.bytes;
    }
    const QString origin = result.thresholdIsDefault
                               ? tr(" (the default for %1; --bandwidth-min-gbps sets another)").arg(result.backend)
                               : QString();
    result.problems.append(
        tr("busbw peaks at %1 GB/s (at %2), below the threshold of %3 GB/s%4")
            .arg(gbps(result.peakBusbwGbps), BandwidthOptions::sizeText(at), gbps(result.thresholdGbps), origin));
    if (!result.slowNodes.isEmpty())
        return; // the slow node's hint is the one to follow first
    if (result.backend == QLatin1String("nccl"))
        result.hints.append(tr("Check the network NCCL chose (its \"Using network\" line, in the interfaces below): "
                               "on InfiniBand or RoCE it should say IB, with NCCL_IB_DISABLE unset and NCCL_IB_HCA "
                               "naming the HCAs; over sockets, set NCCL_SOCKET_IFNAME to the fast interface."));
    else
        result.hints.append(tr("gloo runs over TCP: set GLOO_SOCKET_IFNAME to the fastest interface. gloo on CPUs is "
                               "far slower than NCCL on GPUs; for a CPU job a lower --bandwidth-min-gbps may fit."));
}

} // namespace ddpw
