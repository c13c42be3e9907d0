#pragma once

#include "nodecheck/DryRunResult.h"

#include <QJsonObject>
#include <QString>

namespace ddpw {

// The dry-run result as JSON, in the shape of `ddpwizard-cli check --format json`'s
// "rendezvous" object ({"ok", "world_size", "ranks", "seconds", "error", ...}) and a per-node list.
class DryRunJson
{
public:
    static QJsonObject rendezvous(const DryRunResult& result);
    static QJsonObject node(const DryRunNodeResult& node);
    // "command" (the line the node's bash execs), "argv" (its words, null when only the node
    // evaluates them), "env" (every variable exported for the launcher) and "changes" (what did
    // not run as written); null values when the node's launcher never ran (node null).
    static void addLauncher(QJsonObject& object, const DryRunNodeResult* node);
    // {"rendezvous": {...}, "nodes": [...]}, and "bandwidth" when the network step ran
    static QJsonObject document(const DryRunResult& result);
    // {"ok", "backend", "world_size", "sizes": [{"bytes", "seconds", "algbw_gbps", "busbw_gbps",
    // "correct"}], "per_node": [{"host", "gbps", ...}], "slow_nodes": [hosts], ...}
    static QJsonObject bandwidth(const BandwidthResult& result);
    static QString stateKey(DryRunNodeState state);
    static QString stopKey(DryRunStop stop);
};

} // namespace ddpw
