#include "document/NodeCommandExpander.h"

#include "diagnostics/WrapperNodeValues.h"
#include "expand/StaticExpander.h"
#include "shell/ShellReader.h"

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
    const QMap<QString, QString> environment = StaticExpander::platformEnvironment(hosts, node, job.roleName);
    const StaticExpansion expansion = StaticExpander(environment).expandText(command);
    const WrapperNode wrapper =
        WrapperNodeValues::fromExpansion(command, ShellReader().read(command), expansion, environment);
    if (wrapper.reached) {
        result.impliedTorchrun = wrapper.torchrun.torchrunArguments();
        result.impliedNotes = wrapper.torchrun.notes;
    }
    result.unresolved = expansion.unresolved;
    if (!expansion.launcherFound)
        result.unresolved.append(tr("No torchrun or torch.distributed.launch command found."));
    result.argv = expansion.argv;
    for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
        result.environment.append({it.key(), it.value()});
    return result;
}

} // namespace ddpw
