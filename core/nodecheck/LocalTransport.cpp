#include "nodecheck/LocalTransport.h"

#include "nodecheck/LocalNodeChannel.h"

namespace ddpw {

std::unique_ptr<NodeChannel> LocalTransport::open(int, const QString&, const std::atomic_bool*, QString*)
{
    return std::make_unique<LocalNodeChannel>();
}

} // namespace ddpw
