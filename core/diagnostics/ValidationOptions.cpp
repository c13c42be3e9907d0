#include "diagnostics/ValidationOptions.h"

#include "model/JobSpec.h"

namespace ddpw {

ValidationOptions ValidationOptions::forJob(const JobSpec& job)
{
    ValidationOptions options;
    options.torch = job.torchVersion;
    options.nodes = job.nodeCount;
    options.gpusPerNode = job.gpusPerNode;
    options.roleName = job.roleName;
    if (!job.jobName.isEmpty())
        options.jobName = job.jobName;
    if (job.launcher == Launcher::DistributedLaunch)
        options.python = job.python;
    return options;
}

} // namespace ddpw
