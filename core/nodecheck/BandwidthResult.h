#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ddpw {

// The network step's verdict (BandwidthAnalyzer): the all-reduce sweep with nccl-tests'
// figures, one figure per node from the ring, the slow nodes by host, the interfaces the ranks
// used, and what to try. Bandwidths in GB/s (10^9 bytes per second, as nccl-tests).
struct BandwidthResult
{
    struct Size
    {
        qint64 bytes = 0;
        double seconds = 0;
        double algbwGbps = 0; // bytes / seconds
        double busbwGbps = 0; // algbw x 2(n-1)/n, the all-reduce's bus bandwidth
        bool correct = false;
        int iterations = 0;
    };
    struct Node
    {
        int index = 0; // the dry-run's node
        QString host;  // as the user gave it
        QString hostname;
        double gbps = -1;    // min(best outgoing link, best incoming link); -1 when not measured
        double outGbps = -1; // its best link out, and in
        double inGbps = -1;
        bool slow = false;
    };
    struct Link
    {
        int from = 0; // dry-run node indices
        int to = 0;
        qint64 bytes = 0;
        double seconds = 0;
        double gbps = 0;
    };
    struct RankInterface
    {
        int rank = -1;
        int node = -1;
        QString host;
        QStringList interfaces; // "eth0 10.0.0.1", or NCCL's IB devices
        QString network;        // NCCL's "IB" / "Socket"; empty for gloo
        QString source;         // "nccl" (its INFO lines) or "sockets" (the rank's TCP connections)
        QStringList ibDevices;  // what the node has (/sys/class/infiniband), used or not
    };

    QString backend;
    int worldSize = -1;
    bool local = false;
    QList<Size> sizes;
    QList<qint64> skippedSizes; // not run: the budget would not have held them
    double peakBusbwGbps = -1;
    double thresholdGbps = 0;
    bool thresholdIsDefault = true;
    QList<Node> nodes;
    QList<Link> links;
    QStringList slowNodes; // hosts
    QList<RankInterface> interfaces;
    double seconds = -1; // the step's own time on the nodes
    double budgetSeconds = -1;

    bool ok = false;
    QString error;        // the step did not run or failed; then the figures may be empty
    QStringList problems; // each fails the step
    QStringList warnings;
    QStringList hints; // what to try, for the problems and warnings above
};

} // namespace ddpw
