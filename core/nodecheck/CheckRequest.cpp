#include "nodecheck/CheckRequest.h"

namespace ddpw {

JobSpec CheckRequest::rendezvousJob() const
{
    if (job)
        return *job;
    JobSpec probe;
    probe.nodeCount = static_cast<int>(qMin<qsizetype>(hosts.size(), JobSpec::kMaxNodes));
    probe.gpusPerNode = 0;
    probe.torchVersion = TorchVersion();
    probe.nprocPerNode = {NprocPerNode::Kind::Number, 1};
    return probe;
}

} // namespace ddpw
