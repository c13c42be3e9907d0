#include "validate/ValidationOptions.h"

#include "model/PlatformEnvironment.h"

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
    options.platformVariables = job.platformVariables;
    if (job.launcher == Launcher::DistributedLaunch) {
        options.python = job.python;
        options.launcherChosen = true;
        options.localRankFrom = job.localRankFrom;
    }
    return options;
}

QString ValidationOptions::hostsVariable() const
{
    return PlatformEnvironment::hostsVariable(roleName);
}

QString ValidationOptions::countVariable() const
{
    return PlatformEnvironment::countVariable(roleName);
}

QMap<QString, QString> ValidationOptions::sampleEnvironment(int index) const
{
    const QString host = index >= 0 && index < sampleHosts.size() ? sampleHosts.at(index) : QString();
    return PlatformEnvironment::toMap(PlatformEnvironment::withExtra(
        PlatformEnvironment::presets(roleName, sampleHosts, index, PlatformEnvironment::hostNameOf(host)),
        platformVariables));
}

} // namespace ddpw
