#include "nodecheck/CheckRequest.h"

namespace ddpw {

JobSpec CheckRequest::rendezvousJob() const
{
    if (job) {
        JobSpec given = *job;
        // The user's command runs on exactly these hosts: the platform gives it their number.
        if (!command.isEmpty() && !hosts.isEmpty())
            given.nodeCount = static_cast<int>(qMin<qsizetype>(hosts.size(), JobSpec::kMaxNodes));
        return given;
    }
    JobSpec probe;
    probe.nodeCount = static_cast<int>(qMin<qsizetype>(hosts.size(), JobSpec::kMaxNodes));
    probe.gpusPerNode = 0;
    probe.torchVersion = TorchVersion();
    probe.nprocPerNode = {NprocPerNode::Kind::Number, 1};
    return probe;
}

} // namespace ddpw
