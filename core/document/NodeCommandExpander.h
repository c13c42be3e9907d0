#pragma once

// NodeCommandExpander: the start command as node k of the job will run it, from core's static
// expansion (StaticExpander::expandText, the same path as `ddpwizard-cli expand`), with the host
// names Volcano gives the job's pods for the platform's variables. JobDocument::nodeCommand()
// feeds the per-node view with it.

#include "document/NodeCommand.h"

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
