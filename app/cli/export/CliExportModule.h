#pragma once

#include "cli/CliModule.h"

namespace ddpw {

// The export module's entry (cli/CliModule): `generate --format volcano` writes the Volcano Job
// manifest with core/export (yaml-cpp). app/cli/module_export.cpp makes it ddpwizard-cli-export.so.
const CliModuleEntry* cliExportModule();

} // namespace ddpw
