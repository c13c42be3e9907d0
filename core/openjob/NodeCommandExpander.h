#pragma once

// NodeCommandExpander: the start command as node k of the job will run it, from core's static
// expansion (StaticExpander::expandText, the same path as `ddpwizard-cli expand`), on the node's
// environment as the platform presets it (PlatformEnvironment::forJob: Volcano's variables over
// the job's pod names, HOSTNAME, the user's platform variables). JobDocument::nodeCommand()
// feeds the per-node view with it.

#include "openjob/NodeCommand.h"

#include "model/JobSpec.h"

#include <QCoreApplication>

namespace ddpw {

class NodeCommandExpander
{
    Q_DECLARE_TR_FUNCTIONS(NodeCommandExpander)

public:
    // hosts empty = the pods' names (PlatformEnvironment::podHosts). Any text and any node index give a result; what
    // cannot be evaluated is listed in NodeCommand::unresolved.
    static NodeCommand expand(const QString& command, const JobSpec& job, int node, QStringList hosts = {});
};

} // namespace ddpw
