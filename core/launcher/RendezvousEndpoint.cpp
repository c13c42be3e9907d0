#include "launcher/RendezvousEndpoint.h"

namespace ddpw {

RendezvousEndpoint RendezvousEndpoint::split(const QString& endpoint)
{
    RendezvousEndpoint result{endpoint, std::nullopt};
    if (!(endpoint.startsWith(u'[') && endpoint.endsWith(u']'))) {
        const qsizetype colon = endpoint.lastIndexOf(u':');
        if (colon >= 0) {
            result.host = endpoint.left(colon);
            result.port = endpoint.mid(colon + 1);
        }
    }
    if (result.host.size() > 1 && result.host.startsWith(u'[') && result.host.endsWith(u']'))
        result.host = result.host.mid(1, result.host.size() - 2);
    return result;
}

} // namespace ddpw
