#pragma once

#include "cli/CliModule.h"

namespace ddpw {

// The nodes module's entry (cli/CliModule): the subcommands check and dryrun, with core/nodecheck
// and core/ssh (libssh). app/cli/module_nodes.cpp makes it ddpwizard-cli-nodes.so.
const CliModuleEntry* cliNodesModule();

} // namespace ddpw
