#pragma once

#include "nodecheck/NodeChannel.h"

#include <QString>

#include <atomic>
#include <memory>

namespace ddpw {

// How the dry-run reaches its nodes: LocalTransport (processes on this machine, the local
// mode) or SshTransport (one SSH session per node). open() is called once per node, on that
// node's own thread, and may block (connect, authenticate) until `cancel` is set.
class DryRunTransport
{
public:
    virtual ~DryRunTransport() = default;
    // nullptr with `error` set when the node cannot be reached.
    virtual std::unique_ptr<NodeChannel> open(int nodeIndex, const QString& host, const std::atomic_bool* cancel,
                                              QString* error) = 0;
    // True for the local mode: several "nodes" share this machine.
    virtual bool isLocal() const = 0;
};

} // namespace ddpw
