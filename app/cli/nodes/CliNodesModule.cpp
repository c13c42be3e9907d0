#include "cli/nodes/CliNodesModule.h"

#include "cli/nodes/CliCheckCommand.h"
#include "cli/nodes/CliDryRunCommand.h"
#include "util/BuildInfo.h"

namespace ddpw {

namespace {

int runSubcommand(const QStringList& arguments, CliIo& io)
{
    if (arguments.value(0) == QLatin1String("check"))
        return CliCheckCommand().run(arguments, io);
    return CliDryRunCommand().run(arguments, io);
}

constexpr CliModuleEntry kEntry{
    .version = DDPW_VERSION, .abi = CliModule::kAbi, .runSubcommand = &runSubcommand, .writeVolcano = nullptr};

} // namespace

const CliModuleEntry* cliNodesModule()
{
    return &kEntry;
}

} // namespace ddpw
