#pragma once

// Jobs the tests share.

#include "model/JobSpec.h"

namespace ddpw::test {

// The guide's example job (one worker role, torchrun with c10d) with another shape.
inline JobSpec guideJobWith(int nodes, int gpusPerNode)
{
    JobSpec job = JobSpec::guideExample();
    job.nodeCount = nodes;
    job.gpusPerNode = gpusPerNode;
    return job;
}

} // namespace ddpw::test
