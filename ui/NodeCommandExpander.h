#pragma once

// NodeCommandExpander: feeds PerNodeView from core's static expansion (the "expand" feature,
// core/expand/StaticExpander): the start command as node k of the job will run it, with example
// host names for the platform's variables. Typical wiring in the GUI:
//   connect(perNode, &PerNodeView::nodeChanged, [=](int k) {
//       perNode->setNodeCommand(NodeCommandExpander::expand(commandText, job, k));
//   });

#include "NodeCommand.h"

#include "model/JobSpec.h"

#include <QCoreApplication>

namespace ddpw {

class NodeCommandExpander
{
    Q_DECLARE_TR_FUNCTIONS(NodeCommandExpander)

public:
    // The pods' DNS names Volcano's svc plugin puts in VC_<ROLE>_HOSTS: <job>-<role>-<k>.<job>.
    static QStringList exampleHosts(const JobSpec& job);
    // hosts empty = exampleHosts(job). Any text and any node index give a result; what cannot
    // be evaluated is listed in NodeCommand::unresolved.
    static NodeCommand expand(const QString& command, const JobSpec& job, int node, QStringList hosts = {});
};

} // namespace ddpw
