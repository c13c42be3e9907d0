#pragma once

#include "nodecheck/NodeChannel.h"

#include <QCoreApplication>

namespace ddpw {

// One local "node": each exec() is one child process.
class LocalNodeChannel : public NodeChannel
{
    Q_DECLARE_TR_FUNCTIONS(LocalNodeChannel)

public:
    // How long a cancelled command gets after SIGTERM before SIGKILL.
    static constexpr int kTerminateGraceMs = 5000;

    NodeExecResult exec(const NodeExecRequest& request) override;
};

} // namespace ddpw
