#pragma once

#include "nodecheck/DryRunTransport.h"

namespace ddpw {

// Runs each node's commands as local processes (QProcess), for the local mode: N simulated
// nodes on this machine. Every node gets the same environment as this process.
class LocalTransport : public DryRunTransport
{
public:
    std::unique_ptr<NodeChannel> open(int nodeIndex, const QString& host, const std::atomic_bool* cancel,
                                      QString* error) override;
    bool isLocal() const override { return true; }
};

} // namespace ddpw
