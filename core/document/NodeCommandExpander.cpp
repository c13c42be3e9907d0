#include "document/NodeCommandExpander.h"

#include "expand/StaticExpander.h"

namespace ddpw {

QStringList NodeCommandExpander::exampleHosts(const JobSpec& job)
{
    QStringList hosts;
    const int count = job.nodeCount >= 1 && job.nodeCount <= JobSpec::kMaxNodes ? job.nodeCount : 0;
    hosts.reserve(count);
    for (int k = 0; k < count; ++k)
        hosts.append(QStringLiteral("%1-%2-%3.%1").arg(job.jobName, job.roleName).arg(k));
    return hosts;
}

NodeCommand NodeCommandExpander::expand(const QString& command, const JobSpec& job, int node, QStringList hosts)
{
    if (hosts.isEmpty())
        hosts = exampleHosts(job);
    NodeCommand result;
    if (node < 0 || node >= hosts.size()) {
        result.unresolved.append(tr("There is no node %1 in a job of %2 node(s).").arg(node).arg(hosts.size()));
        return result;
    }
    const StaticExpansion expansion =
        StaticExpander(StaticExpander::platformEnvironment(hosts, node, job.roleName)).expandText(command);
    result.unresolved = expansion.unresolved;
    if (!expansion.launcherFound)
        result.unresolved.append(tr("No torchrun or torch.distributed.launch command found."));
    result.argv = expansion.argv;
    for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
        result.environment.append({it.key(), it.value()});
    return result;
}

} // namespace ddpw
