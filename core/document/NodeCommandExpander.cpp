#include "document/NodeCommandExpander.h"

#include "expand/StaticExpander.h"
#include "model/PlatformEnvironment.h"

namespace ddpw {

NodeCommand NodeCommandExpander::expand(const QString& command, const JobSpec& job, int node, QStringList hosts)
{
    if (hosts.isEmpty())
        hosts = PlatformEnvironment::podHosts(job);
    NodeCommand result;
    if (node < 0 || node >= hosts.size()) {
        result.unresolved.append(tr("There is no node %1 in a job of %2 node(s).").arg(node).arg(hosts.size()));
        return result;
    }
    const StaticExpansion expansion =
        StaticExpander(PlatformEnvironment::toMap(PlatformEnvironment::forJob(job, node, hosts))).expandText(command);
    result.unresolved = expansion.unresolved;
    if (!expansion.launcherFound)
        result.unresolved.append(tr("No torchrun or torch.distributed.launch command found."));
    result.argv = expansion.argv;
    for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
        result.environment.append({it.key(), it.value()});
    return result;
}

} // namespace ddpw
