#pragma once

#include "nodecheck/BandwidthOptions.h"
#include "nodecheck/BandwidthResult.h"
#include "nodecheck/DryRunResult.h"

#include <QCoreApplication>

namespace ddpw {

// Judges the network step from the ranks' reports (ProbeBandwidth): busbw per size with
// nccl-tests' definitions, its peak against the threshold (BandwidthOptions: the user's, else
// the backend's default), correctness, a figure per node from the ring's links (a node's best
// link out and best link in, the lower of the two: a node that is slow one way is slow), and a
// node named slow when it is below the median of the other nodes by the options' factor. That
// needs three nodes: with two, each one's figure is the same link's, so only the link is named.
// In local mode every "node" is this machine: nothing is named. Pure: no I/O.
class BandwidthAnalyzer
{
    Q_DECLARE_TR_FUNCTIONS(BandwidthAnalyzer)

public:
    static BandwidthResult analyze(const BandwidthOptions& options, const QList<DryRunNodeResult>& nodes, bool local);

    // busbw of an all-reduce over `ranks` ranks: algbw x 2(n-1)/n (nccl-tests' PERFORMANCE.md).
    static double busBandwidth(double algbw, int ranks);

private:
    static void readSizes(const ProbeReport& source, BandwidthResult& result);
    static void readRing(const ProbeReport& source, const QList<DryRunNodeResult>& nodes, BandwidthResult& result);
    static void judgeNodes(const BandwidthOptions& options, BandwidthResult& result);
    static void readInterfaces(const QList<DryRunNodeResult>& nodes, BandwidthResult& result);
    static void judgeInterfaces(BandwidthResult& result);
    static void judgeThreshold(BandwidthResult& result);
};

} // namespace ddpw
