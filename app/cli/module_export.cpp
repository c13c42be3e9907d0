// ddpwizard-cli-export.so: `generate --format volcano`, loaded by cli/CliModule for that format.
#include "cli/export/CliExportModule.h"

extern "C" Q_DECL_EXPORT const ddpw::CliModuleEntry* ddpw_cli_module_entry()
{
    return ddpw::cliExportModule();
}
