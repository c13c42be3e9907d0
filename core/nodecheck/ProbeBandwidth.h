#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// What one rank's probe report says about the network step (the "bandwidth" object of
// resources/probe/ddpw_probe.py's report): every rank tells which interfaces its connections
// used; rank 0 also carries the measurements, which every rank agreed on. Raw numbers only:
// BandwidthAnalyzer judges them. Missing or mistyped fields stay empty / -1.
struct ProbeBandwidth
{
    static constexpr int kMaxItems = 4096; // per list: more is no report of ours

    struct Size
    {
        qint64 bytes = 0;
        double seconds = -1; // per all-reduce, the slowest rank's
        int iterations = 0;
        double warmupSeconds = -1;
        bool correct = false;
    };
    struct Node
    {
        int index = 0;      // position in the ring: nodes sorted by group rank
        int groupRank = -1; // -1 when the launcher set none (then nodes are told apart by host name)
        QString hostname;
        int rank = -1; // the rank that measured for the node
    };
    struct Link
    {
        int shift = 0;
        int from = -1; // ring positions (Node::index)
        int to = -1;
        qint64 bytes = 0;
        double seconds = -1; // until the receiver had it all
    };
    struct Interface
    {
        QString name; // "?" when no interface holds the address
        QString address;
        int connections = 0;
    };

    QString error; // the step failed on this rank
    double seconds = -1;
    double budgetSeconds = -1;
    bool hasMeasurements = false; // rank 0's copy
    QList<Size> sizes;
    QList<qint64> skippedSizes;
    QList<Node> nodes;
    QList<Link> links;
    QList<Interface> interfaces;
    QMap<QString, QString> configured; // NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME, ... as set
    QStringList ibDevices;
    QStringList ncclLines; // NCCL's own INIT/NET lines (NCCL only)

    static std::optional<ProbeBandwidth> fromJson(const QJsonObject& object);
};

} // namespace ddpw
