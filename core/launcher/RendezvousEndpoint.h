#pragma once

#include <QString>

#include <optional>

namespace ddpw {

// A rendezvous endpoint split as torch's parse_rendezvous_endpoint splits it: "[v6]" or "host"
// alone have no port, else the text after the last ':' is the port; brackets around the host
// are dropped. Nothing is checked here (TorchrunRuntimeChecks judges host and port).
struct RendezvousEndpoint
{
    QString host;
    std::optional<QString> port;

    // `endpoint` as torch has it after str.strip().
    static RendezvousEndpoint split(const QString& endpoint);
};

} // namespace ddpw
