// ddpwizard-cli-nodes.so: check and dryrun, loaded by cli/CliModule when one of them runs.
#include "cli/nodes/CliNodesModule.h"

extern "C" Q_DECL_EXPORT const ddpw::CliModuleEntry* ddpw_cli_module_entry()
{
    return ddpw::cliNodesModule();
}
