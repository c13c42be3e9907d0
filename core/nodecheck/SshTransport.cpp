#include "nodecheck/SshTransport.h"

#include "nodecheck/SshNodeChannel.h"
#include "ssh/SshSession.h"

namespace ddpw {

SshTransport::SshTransport(SshOptions base) : m_base(std::move(base)) {}

std::unique_ptr<NodeChannel> SshTransport::open(int, const QString& host, const std::atomic_bool* cancel,
                                                QString* error)
{
    SshOptions options = m_base;
    options.host = host;
    auto session = std::make_unique<SshSession>(options);
    if (!session->connect(cancel)) {
        if (error)
            *error = session->errorText();
        return nullptr;
    }
    return std::make_unique<SshNodeChannel>(std::move(session));
}

} // namespace ddpw
