#include "cli/nodes/CliDryRunCommand.h"

#include "cli/CliInterrupt.h"
#include "cli/CliJobInput.h"
#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"
#include "cli/CliTerminal.h"
#include "cli/nodes/CliCheckOptions.h"
#include "cli/nodes/CliCheckOutput.h"
#include "nodecheck/CheckSession.h"
#include "nodecheck/LocalCheckLoad.h"
#include "validate/JobChecks.h"

#include <QThread>

namespace ddpw {

namespace {

const QString kLocalProcesses = QStringLiteral("local-processes-per-node");

} // namespace

CliDryRunCommand::CliDryRunCommand()
    : CliSubcommand(
          {.name = QStringLiteral("dryrun"),
           .description =
               tr("Run the job's own launcher for real with a probe in place of the training script, on every "
                  "node at once,\nand check that all ranks meet (world size, every rank, an all_reduce). Without "
                  "--hosts, the local mode\nruns --nodes simulated nodes on this machine (127.0.0.1, a free "
                  "port); with --command, node k\nruns that command as written on 127.0.0.k+1 (--python: the "
                  "interpreter for a bare python or torchrun).\nScript arguments go after --, e.g.\n"
                  "  ddpwizard-cli dryrun --local --nodes 2 --nproc-per-node 2 --gpus-per-node 0 --torch 1.13"),
           .formats = {QStringLiteral("text"), QStringLiteral("json")},
           .scriptArguments = true})
{
}

void CliDryRunCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption(
        {CliOptionNames::local, tr("local mode: simulated nodes on this machine (the default without --hosts)")});
    parser.addOption({QStringLiteral("local-port"),
                      tr("local mode: the rendezvous port (default: the command's own, moved to a free one when taken "
                         "here)"),
                      QStringLiteral("PORT"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("local-store-node"),
                      tr("local mode, c10d: the node whose agent hosts the rendezvous store, as when MASTER names that "
                         "node (default 0, the first)"),
                      QStringLiteral("K"), QStringLiteral("0")});
    parser.addOption({kLocalProcesses,
                      tr("local mode: run N processes per node instead of what the command asks (for a machine "
                         "with fewer cores than the job has processes); named in the report as a change, so a "
                         "run that passes exits 3"),
                      QStringLiteral("N")});
    CliCheckOptions::addOptions(parser);
    m_sshFlags.addOptions(parser);
    m_job.addOptions(parser); // --job or --command, --hosts, and every field of a job
    m_bandwidthFlags.addOptions(parser);
}

int CliDryRunCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    bool ok = false;
    CheckRequest request;
    request.steps = CheckRequest::Steps::RendezvousOnly;
    if (const QString error = CliCheckOptions::read(parser, request); !error.isEmpty())
        return usageError(io, error);
    request.localPort = parser.value(QStringLiteral("local-port")).toInt(&ok);
    if (!ok || request.localPort < 0 || request.localPort > JobSpec::kMaxPort)
        return usageError(io, tr("--local-port: \"%1\" is not a port from 0 to %2")
                                  .arg(parser.value(QStringLiteral("local-port")))
                                  .arg(JobSpec::kMaxPort));
    request.localStoreNode = parser.value(QStringLiteral("local-store-node")).toInt(&ok);
    if (!ok || request.localStoreNode < 0)
        return usageError(
            io,
            tr("--local-store-node: \"%1\" is not a node index").arg(parser.value(QStringLiteral("local-store-node"))));
    if (parser.isSet(kLocalProcesses)) {
        const int processes = parser.value(kLocalProcesses).toInt(&ok);
        if (!ok || processes < 1 || processes > JobSpec::kMaxNprocPerNode)
            return usageError(io, tr("--local-processes-per-node: \"%1\" is not a process count from 1 to %2")
                                      .arg(parser.value(kLocalProcesses))
                                      .arg(JobSpec::kMaxNprocPerNode));
        // The check's choice for this machine, never the job's: the report names it as a change.
        request.localProcessesPerNode = processes;
    }

    // One pass through the job's options: --job, --command or the fields, with --torch, --nodes,
    // --hosts ... on top. The job decides how many pods run a command; the command's --nnodes is
    // what each of them waits for.
    const CliJobInput& input = m_job;
    if (const QString error = m_job.read(parser, io, scriptArguments()); !error.isEmpty())
        return usageError(io, error);
    if (input.hasCommand()) {
        // The command is what runs; the job read from it says what to expect of the ranks.
        if (!input.importError().isEmpty())
            return usageError(io, tr("--command: %1").arg(input.importError()));
        for (const QString& line : input.notCarriedMessages())
            warn(io, line);
        request.command = input.command();
    }
    const JobSpec job = *input.job();
    // The interpreter for a bare python/torchrun in the command (local mode: the job's generated one too).
    request.python = input.python();
    bool failed = false;
    // A command runs as written: its launcher, not the form's rules, accepts or refuses it.
    for (const CommandDiagnostic& problem :
         input.hasCommand() ? QList<CommandDiagnostic>() : JobChecks::problems(job)) {
        if (problem.severity == Severity::Error) {
            usageError(io, CliJobOptions::flagFor(*problem.field) + QStringLiteral(": ") + problem.message);
            failed = true;
        }
    }
    if (failed)
        return ExitUsage;
    request.hosts = input.hosts();
    if (parser.isSet(CliOptionNames::local) && !request.hosts.isEmpty())
        return usageError(io, tr("--local and --hosts exclude each other"));
    if (request.localProcessesPerNode && !request.hosts.isEmpty())
        return usageError(io, tr("--local-processes-per-node is for the local mode; over SSH each node runs the "
                                 "command's own processes"));
    request.job = job;
    if (const QString error = m_sshFlags.apply(parser, request.ssh); !error.isEmpty())
        return usageError(io, error);
    if (const QString error = m_bandwidthFlags.apply(parser, request.bandwidth); !error.isEmpty())
        return usageError(io, error);

    // A chosen --local-processes-per-node needs no warning: the report names it.
    if (request.isLocal() && !request.localProcessesPerNode) {
        const LocalCheckLoad load = LocalCheckLoad::assess(job, QThread::idealThreadCount());
        const std::optional<int> fewer = load.fewerProcesses();
        // A command's --nnodes waits for the job's node count: fewer nodes are no offer there.
        if (load.overloaded() && input.hasCommand())
            warn(io, fewer ? load.loadSentence() + u' ' + tr("(--local-processes-per-node %1)").arg(*fewer)
                           : load.loadSentence());
        else if (load.overloaded())
            warn(io, load.fewerNodes() ? load.warning() + u' ' + tr("(--nodes %1)").arg(*load.fewerNodes())
                                       : load.warning());
    }
    const CliCheckOutput::Progress progress = CliCheckOptions::progress(parser);
    if (progress != CliCheckOutput::Progress::Quiet) {
        io.err
            << (request.isLocal()
                    ? tr("Dry-run on %1 local node(s), deadline %2 s; Ctrl-C cancels.\n").arg(job.nodeCount)
                    : tr("Dry-run on %1 node(s) over SSH, deadline %2 s; Ctrl-C cancels.\n").arg(request.hosts.size()))
                   .arg(request.timeoutSeconds);
        if (request.bandwidth.enabled)
            io.err << CliCheckOutput::bandwidthAnnouncement(request.bandwidth);
        io.err.flush();
    }
    CheckSession session;
    // A key's passphrase is asked on the terminal, as `check` asks it.
    session.askSecret = &CliTerminal::ask;
    const CliInterrupt interrupt;
    const CheckOutcome outcome =
        session.run(request, CliInterrupt::cancelled(), CliCheckOutput::progressObserver(io, progress));
    return CliCheckOutput::finish(outcome, format(parser) == QLatin1String("json"), io);
}

} // namespace ddpw
