#include "cli/CliCheckCommand.h"

#include "cli/BandwidthCommandLine.h"
#include "cli/CliCheckOutput.h"
#include "cli/CliDryRunCommand.h"
#include "cli/CliInput.h"
#include "cli/CliInterrupt.h"
#include "cli/CliTerminal.h"
#include "cli/SshCommandLine.h"
#include "document/CommandImporter.h"
#include "model/JobFile.h"
#include "nodecheck/CheckSession.h"
#include "util/HostList.h"

namespace ddpw {

namespace {

const SshCommandLine& sshFlags()
{
    static const SshCommandLine flags(QStringLiteral("port"));
    return flags;
}

} // namespace

CliCheckCommand::CliCheckCommand()
    : CliSubcommand(
          {.name = QStringLiteral("check"),
           .description =
               tr("Check the nodes over SSH before a job starts: reachability, versions, GPUs, the master's name "
                  "and\nport, network interfaces, clock and disk. Example:\n"
                  "  ddpwizard-cli check --hosts node1,node2 --user me --job job.json"),
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
    parser.addOption({QStringLiteral("hosts"), tr("comma-separated hosts, the master first (a VC_WORKER_HOSTS value)"),
                      QStringLiteral("HOSTS")});
    sshFlags().addOptions(parser);
    parser.addOption(
        {QStringLiteral("job"), tr("job file: torch version, nproc_per_node, port, env"), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("command"), tr("start command file: read into a job like the form's Open command"),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("timeout"), tr("overall limit in seconds (default 120)"), QStringLiteral("S"),
                      QString::number(CheckRequest::kDefaultTimeoutSeconds)});
    parser.addOption({QStringLiteral("preflight-only"), tr("skip the dry-run rendezvous")});
    parser.addOption(
        {QStringLiteral("python"), tr("python on the nodes (default python3, then python)"), QStringLiteral("PYTHON")});
    parser.addOption({QStringLiteral("parallel"), tr("nodes checked at once (default 64)"), QStringLiteral("N"),
                      QString::number(CheckRequest::kDefaultParallel)});
    BandwidthCommandLine().addOptions(parser);
}

int CliCheckCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    CheckRequest request;
    const HostListResult hosts = HostList::parse(parser.value(QStringLiteral("hosts")));
    if (!hosts.ok())
        return usageError(io, tr("--hosts: %1").arg(hosts.error));
    if (hosts.hosts.isEmpty())
        return usageError(io, tr("--hosts: give at least one host, e.g. --hosts node1,node2"));
    request.hosts = hosts.hosts;
    if (const QString error = sshFlags().apply(parser, request.ssh); !error.isEmpty())
        return usageError(io, error);
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("timeout")).toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > CheckRequest::kMaxTimeoutSeconds)
        return usageError(
            io, tr("--timeout: \"%1\" is not a number of seconds").arg(parser.value(QStringLiteral("timeout"))));
    request.timeoutSeconds = std::max(1, int(seconds));
    request.maxParallel = parser.value(QStringLiteral("parallel")).toInt(&ok);
    if (!ok || request.maxParallel < 1 || request.maxParallel > CheckRequest::kMaxParallel)
        return usageError(io, tr("--parallel: \"%1\" is not a number from 1 to %2")
                                  .arg(parser.value(QStringLiteral("parallel")))
                                  .arg(CheckRequest::kMaxParallel));
    if (parser.isSet(QStringLiteral("command")) && parser.isSet(QStringLiteral("job")))
        return usageError(io, tr("--job and --command exclude each other: give one"));
    request.python = parser.value(QStringLiteral("python"));
    request.steps = parser.isSet(QStringLiteral("preflight-only")) ? CheckRequest::Steps::PreflightOnly
                                                                   : CheckRequest::Steps::PreflightAndRendezvous;
    if (const QString error = BandwidthCommandLine().apply(parser, request.bandwidth); !error.isEmpty())
        return usageError(io, error);
    if (request.bandwidth.enabled && request.steps == CheckRequest::Steps::PreflightOnly)
        return usageError(io, tr("--bandwidth needs the rendezvous: drop --preflight-only"));

    if (parser.isSet(QStringLiteral("command"))) {
        // The same reading as the GUI's "Open command": what the form cannot hold is named, and
        // the dry-run then runs the command as the form holds it.
        CliInput input;
        if (!input.read(parser.value(QStringLiteral("command")), io))
            return usageError(io, tr("--command: %1").arg(input.error()));
        // The command does not say which torch it was written for: read it as "unknown", whose
        // spellings every release accepts.
        JobSpec base;
        base.torchVersion = TorchVersion();
        const CommandImport imported = CommandImporter::import(input.text(), base);
        if (!imported.ok)
            return usageError(io, tr("--command: %1").arg(imported.error));
        for (const QString& part : imported.notRepresented)
            warn(io, tr("--command: not carried into the dry-run: %1").arg(part));
        request.job = imported.job;
    }
    if (parser.isSet(QStringLiteral("job"))) {
        const JobFileResult loaded = JobFile::load(parser.value(QStringLiteral("job")));
        if (!loaded.ok())
            return usageError(io, tr("--job: %1").arg(loaded.error.toString()));
        request.job = *loaded.job;
    }

    CheckSession session;
    session.askSecret = &CliTerminal::ask;
    CheckSession::Observer observer = CliCheckOutput::progressObserver(io, CliCheckOutput::Progress::Steps);
    observer.dryRunStarted = [&io, &request](int nodes) {
        io.err << tr("Dry-run rendezvous on %1 node(s), deadline %2 s; Ctrl-C cancels.\n")
                      .arg(nodes)
                      .arg(request.timeoutSeconds);
        if (request.bandwidth.enabled)
            io.err << CliCheckOutput::bandwidthAnnouncement(request.bandwidth);
        io.err.flush();
    };
    const CliInterrupt interrupt;
    const CheckOutcome outcome = session.run(request, CliInterrupt::cancelled(), observer);

    if (format(parser) == QLatin1String("json"))
        CliCheckOutput::writeReport(outcome, io);
    else
        io.out << CliCheckOutput::checkSummary(outcome);
    return outcome.ok ? ExitOk : ExitFindings;
}

} // namespace ddpw
