#include "openjob/NodeCommandExpander.h"

#include "expand/StaticExpander.h"
#include "model/PlatformEnvironment.h"
#include "shell/ShellReader.h"
#include "validate/WrapperNodeValues.h"

namespace ddpw {

NodeCommand NodeCommandExpander::expand(const QString& command, const JobSpec& job, int node, QStringList hosts)
{
    if (hosts.isEmpty())
        hosts = PlatformEnvironment::podHosts(job);
    NodeCommand result;
    if (node < 0 || node >= hosts.size()) {
        result.unresolved.append(
            tr("There is no node %1 in a job of %n node(s).", nullptr, int(hosts.size())).arg(node));
        return result;
    }
    const QMap<QString, QString> environment =
        PlatformEnvironment::toMap(PlatformEnvironment::forJob(job, node, hosts));
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
