#include "cli/export/CliExportModule.h"

#include "export/VolcanoExporter.h"
#include "util/BuildInfo.h"

namespace ddpw {

namespace {

// The Volcano manifest can have problems the other formats do not (a name Kubernetes refuses):
// a changed name is a warning on stderr, an impossible export a usage error.
int writeVolcano(const JobSpec& job, const QString& namespaceName, CliIo& io)
{
    VolcanoExportOptions options;
    options.namespaceName = namespaceName;
    const VolcanoExport exported = VolcanoExporter::exportJob(job, options);
    if (!exported.ok()) {
        io.err << QStringLiteral("ddpwizard-cli generate: error: ") << exported.error << u'\n';
        return ExitUsage;
    }
    for (const QString& warning : exported.warnings)
        io.err << QStringLiteral("ddpwizard-cli generate: warning: ") << warning << u'\n';
    io.out << exported.yaml;
    return ExitOk;
}

constexpr CliModuleEntry kEntry{
    .version = DDPW_VERSION, .abi = CliModule::kAbi, .runSubcommand = nullptr, .writeVolcano = &writeVolcano};

} // namespace

const CliModuleEntry* cliExportModule()
{
    return &kEntry;
}

} // namespace ddpw
