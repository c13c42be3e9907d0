#include "cli/nodes/CliCheckCommand.h"

#include "cli/CliInterrupt.h"
#include "cli/CliJobInput.h"
#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"
#include "cli/CliTerminal.h"
#include "cli/nodes/BandwidthCommandLine.h"
#include "cli/nodes/CliCheckOptions.h"
#include "cli/nodes/CliCheckOutput.h"
#include "cli/nodes/CliDryRunCommand.h"
#include "cli/nodes/SshCommandLine.h"
#include "nodecheck/CheckSession.h"

namespace ddpw {

namespace {

// --port, check's older spelling of --ssh-port, is still read.
const SshCommandLine& sshFlags()
{
    static const SshCommandLine flags(true);
    return flags;
}

} // namespace

CliCheckCommand::CliCheckCommand()
    : CliSubcommand(
          {.name = QStringLiteral("check"),
           .description =
               tr("Check the nodes over SSH before a job starts: reachability, versions, GPUs, the master's name "
                  "and\nport, network interfaces, clock and disk. Example:\n"
                  "  ddpwizard-cli check --hosts node1,node2 --user me --job job.json\n"
                  "With --command the dry-run runs that start command as written on every node, the probe in place "
                  "of\nthe training script. Exit codes: 0 passed, 3 passed with changes (part of the command could "
                  "not run\nas written; the report lists what ran instead), 1 failed, 2 usage error.") +
               u'\n' + CliJobOptions::olderSpellingNote(CliOptionNames::port, CliOptionNames::sshPort),
           .formats = {QStringLiteral("text"), QStringLiteral("json")}})
{
}

int CliCheckCommand::run(const QStringList& arguments, CliIo& io)
{
    // Local mode is the dry-run's: simulated nodes on this machine, with `dryrun`'s flags.
    if (arguments.contains(QStringLiteral("--local")))
        return CliDryRunCommand().run(arguments, io);
    return CliSubcommand::run(arguments, io);
}

void CliCheckCommand::addOptions(QCommandLineParser& parser)
{
    m_job.addOptions(parser); // --job or --command, --torch, --python, --hosts, --platform-env
    sshFlags().addOptions(parser);
    CliCheckOptions::addOptions(parser);
    parser.addOption({QStringLiteral("preflight-only"), tr("skip the dry-run rendezvous")});
    parser.addOption({QStringLiteral("parallel"), tr("nodes checked at once (default 64)"), QStringLiteral("N"),
                      QString::number(CheckRequest::kDefaultParallel)});
    BandwidthCommandLine().addOptions(parser);
}

int CliCheckCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    CheckRequest request;
    const CliJobInput& input = m_job;
    if (const QString error = m_job.read(parser, io); !error.isEmpty())
        return usageError(io, error);
    if (input.hosts().isEmpty())
        return usageError(io, tr("--hosts: give at least one host, e.g. --hosts node1,node2"));
    request.hosts = input.hosts();
    if (const QString error = sshFlags().apply(parser, request.ssh); !error.isEmpty())
        return usageError(io, error);
    if (const QString error = CliCheckOptions::read(parser, request); !error.isEmpty())
        return usageError(io, error);
    bool ok = false;
    request.maxParallel = parser.value(QStringLiteral("parallel")).toInt(&ok);
    if (!ok || request.maxParallel < 1 || request.maxParallel > CheckRequest::kMaxParallel)
        return usageError(io, tr("--parallel: \"%1\" is not a number from 1 to %2")
                                  .arg(parser.value(QStringLiteral("parallel")))
                                  .arg(CheckRequest::kMaxParallel));
    request.python = input.python();
    request.steps = parser.isSet(QStringLiteral("preflight-only")) ? CheckRequest::Steps::PreflightOnly
                                                                   : CheckRequest::Steps::PreflightAndRendezvous;
    if (const QString error = BandwidthCommandLine().apply(parser, request.bandwidth); !error.isEmpty())
        return usageError(io, error);
    if (request.bandwidth.enabled && request.steps == CheckRequest::Steps::PreflightOnly)
        return usageError(io, tr("--bandwidth needs the rendezvous: drop --preflight-only"));

    if (input.hasCommand() && !input.importError().isEmpty())
        return usageError(io, tr("--command: %1").arg(input.importError()));
    for (const QString& line : input.notCarriedMessages())
        warn(io, line);
    request.job = input.job();
    request.command = input.command();

    CheckSession session;
    session.askSecret = &CliTerminal::ask;
    const CliCheckOutput::Progress progress = CliCheckOptions::progress(parser);
    CheckSession::Observer observer = CliCheckOutput::progressObserver(io, progress);
    if (progress != CliCheckOutput::Progress::Quiet) {
        observer.dryRunStarted = [&io, &request](int nodes) {
            io.err << tr("Dry-run rendezvous on %1 node(s), deadline %2 s; Ctrl-C cancels.\n")
                          .arg(nodes)
                          .arg(request.timeoutSeconds);
            if (request.bandwidth.enabled)
                io.err << CliCheckOutput::bandwidthAnnouncement(request.bandwidth);
            io.err.flush();
        };
    }
    const CliInterrupt interrupt;
    const CheckOutcome outcome = session.run(request, CliInterrupt::cancelled(), observer);
    return CliCheckOutput::finish(outcome, format(parser) == QLatin1String("json"), io);
}

} // namespace ddpw
