#pragma once

#include "nodecheck/NodeChannel.h"

#include <QCoreApplication>

#include <memory>

namespace ddpw {

class SshSession;

// One dry-run node over SSH: each exec() is one channel of the node's session. The node helper
// manages its own process group (setsid) and clean-up, so the session's own group wrapper is
// not used. When the connection broke, the next exec() (the clean-up) connects again.
class SshNodeChannel : public NodeChannel
{
    Q_DECLARE_TR_FUNCTIONS(SshNodeChannel)

public:
    explicit SshNodeChannel(std::unique_ptr<SshSession> session);
    ~SshNodeChannel() override;

    NodeExecResult exec(const NodeExecRequest& request) override;

private:
    std::unique_ptr<SshSession> m_session;
};

} // namespace ddpw
