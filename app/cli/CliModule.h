#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

struct JobSpec;

// What a module loaded on use hands the CLI: plain function pointers, so that the module's one
// exported symbol (ddpw_cli_module_entry) is the whole interface. A module is built from the
// same tree as the program that loads it; version and abi say which, and a module from another
// build is refused rather than called.
struct CliModuleEntry
{
    const char* version = nullptr; // DDPW_VERSION of the module's build
    int abi = 0;                   // CliModule::kAbi of the module's build
    // The nodes module: the subcommands check and dryrun; arguments[0] is the subcommand's name.
    int (*runSubcommand)(const QStringList& arguments, CliIo& io) = nullptr;
    // The export module: `generate --format volcano` writes the job's Volcano manifest.
    int (*writeVolcano)(const JobSpec& job, const QString& namespaceName, CliIo& io) = nullptr;
};

// The parts of ddpwizard-cli that need a library no other subcommand needs live in modules
// loaded on use, so that `--version`, `validate`, `explain` ... start without mapping them:
//   nodes   check, dryrun                  (cli/nodes: nodecheck, ssh -> libssh, Kerberos)
//   export  generate --format volcano      (cli/export: export -> yaml-cpp)
// The program links only cli/ and what it needs; ddpwizard-cli-<name>.so (app/CMakeLists.txt)
// holds the rest and binds to the program's own copy of everything they share (the program
// exports its symbols), so there is one translator, one interrupt handler, one of every table.
// Programs that link a module's library (the unit tests) provide() its entry instead.
class CliModule
{
    Q_DECLARE_TR_FUNCTIONS(CliModule)

public:
    enum Name { Nodes, Export };
    static constexpr int kAbi = 1;

    // The module's entry: the one provided, else the one loaded from the first folder of
    // searchDirectories() that has fileName(module); nullptr with *error saying why.
    static const CliModuleEntry* entry(Name module, QString* error);

    // For programs that link the module's code: entry() returns this, nothing is loaded.
    static void provide(Name module, const CliModuleEntry* entry);

    // "ddpwizard-cli-nodes.so"
    static QString fileName(Name module);

    // $DDPW_CLI_MODULE_DIR, the installed folder relative to the program (<bin>/../lib/ddpwizard,
    // as CMake's GNUInstallDirs lay it out), then the program's own folder (the build tree).
    static QStringList searchDirectories();

    // Runs the nodes module's subcommand (arguments[0] its name); a module that cannot be loaded
    // is "ddpwizard-cli NAME: error: ..." and exit code 2.
    static int runSubcommand(const QStringList& arguments, CliIo& io);
};

} // namespace ddpw
