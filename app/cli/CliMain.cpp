#include "cli/CliMain.h"

#include "cli/CliDiagnoseCommand.h"
#include "cli/CliExpandCommand.h"
#include "cli/CliExplainCommand.h"
#include "cli/CliGenerateCommand.h"
#include "cli/CliModule.h"
#include "cli/CliValidateCommand.h"
#include "util/BuildInfo.h"

#include <QCoreApplication>

#include <functional>

namespace ddpw {

namespace {

struct Subcommand
{
    const char* name;
    const char* summary;
    std::function<int(const QStringList&, CliIo&)> run;
};

// One row per subcommand; the usage text is built from the same table. check and dryrun run
// in the nodes module (cli/CliModule), loaded when one of them runs.
const QList<Subcommand>& subcommands()
{
    static const QList<Subcommand> table{
        {"check", QT_TRANSLATE_NOOP("Cli", "check the nodes over SSH (pre-flight) before the job starts"),
         CliModule::runSubcommand},
        {"generate", QT_TRANSLATE_NOOP("Cli", "print the start command, a bash script or the job file"),
         [](const QStringList& args, CliIo& io) { return CliGenerateCommand().run(args, io); }},
        {"validate", QT_TRANSLATE_NOOP("Cli", "check a start command: shell, launcher options, rendezvous, form"),
         [](const QStringList& args, CliIo& io) { return CliValidateCommand().run(args, io); }},
        {"explain", QT_TRANSLATE_NOOP("Cli", "explain every token of a start command and what it does on the nodes"),
         [](const QStringList& args, CliIo& io) { return CliExplainCommand().run(args, io); }},
        {"expand",
         QT_TRANSLATE_NOOP("Cli", "show the argv and environment a node's launcher gets (static, nothing run)"),
         [](const QStringList& args, CliIo& io) { return CliExpandCommand().run(args, io); }},
        {"dryrun", QT_TRANSLATE_NOOP("Cli", "run the job's rendezvous for real with a probe (local nodes or SSH)"),
         CliModule::runSubcommand},
        {"diagnose", QT_TRANSLATE_NOOP("Cli", "read the logs of a failed job and say why it failed, root cause first"),
         [](const QStringList& args, CliIo& io) { return CliDiagnoseCommand().run(args, io); }},
    };
    return table;
}

QString usage()
{
    QString text =
        QCoreApplication::translate("Cli", "Usage: ddpwizard-cli COMMAND [OPTIONS]\n\n"
                                           "Build, check and explain multi-node PyTorch DDP start commands.\n\n"
                                           "Commands:\n");
    for (const Subcommand& command : subcommands())
        text += QStringLiteral("  %1  %2\n")
                    .arg(QLatin1String(command.name), -10)
                    .arg(QCoreApplication::translate("Cli", command.summary));
    text += QCoreApplication::translate("Cli", "\nRun 'ddpwizard-cli COMMAND --help' for a command's options.\n"
                                               "Exit codes: 0 success, 1 problems found, 2 usage or input error.\n");
    return text;
}

} // namespace

int runCli(const QStringList& arguments, CliIo& io)
{
    if (arguments.size() < 2) {
        io.err << usage();
        return ExitUsage;
    }
    const QString& first = arguments.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        io.out << usage();
        return ExitOk;
    }
    if (first == QLatin1String("--version")) {
        io.out << QStringLiteral("ddpwizard-cli %1\n").arg(QLatin1String(DDPW_VERSION));
        return ExitOk;
    }
    for (const Subcommand& command : subcommands()) {
        if (first == QLatin1String(command.name))
            return command.run(arguments.mid(1), io);
    }
    io.err
        << QCoreApplication::translate("Cli", "ddpwizard-cli: error: unknown command '%1' (try --help)\n").arg(first);
    return ExitUsage;
}

} // namespace ddpw
