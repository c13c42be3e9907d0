#pragma once

#include "nodecheck/DryRunTransport.h"
#include "ssh/SshOptions.h"

namespace ddpw {

// Reaches each dry-run node over its own SSH session (core/ssh): connect, host key and
// authentication as the options say, then the node helper's commands as quoted argv words.
class SshTransport : public DryRunTransport
{
public:
    // `base` is the template for every node; its host is replaced per node.
    explicit SshTransport(SshOptions base);

    std::unique_ptr<NodeChannel> open(int nodeIndex, const QString& host, const std::atomic_bool* cancel,
                                      QString* error) override;
    bool isLocal() const override { return false; }

private:
    SshOptions m_base;
};

} // namespace ddpw
