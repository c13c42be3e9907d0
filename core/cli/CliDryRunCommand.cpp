#include "cli/CliDryRunCommand.h"

#include "cli/CliHelp.h"

#include "cli/CliLanguage.h"
#include "cli/JobCommandLine.h"
#include "cli/SshCommandLine.h"
#include "nodecheck/DryRun.h"
#include "nodecheck/DryRunJson.h"
#include "nodecheck/LocalTransport.h"
#include "nodecheck/SshTransport.h"
#include "ssh/SshOptions.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <csignal>
#include <mutex>

namespace ddpw {

namespace {

std::atomic_bool g_cancelled{false};

extern "C" void onCancelSignal(int)
{
    g_cancelled.store(true);
}

// Routes SIGINT/SIGTERM to the cancel flag while the dry-run runs, so that Ctrl-C stops it
// cleanly (nodes cleaned up) instead of killing the CLI with children left behind.
class CancelOnSignals
{
public:
    CancelOnSignals()
    {
        g_cancelled = false;
        struct sigaction action
        {
        };
        action.sa_handler = onCancelSignal;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &m_oldInt);
        sigaction(SIGTERM, &action, &m_oldTerm);
    }
    ~CancelOnSignals()
    {
        sigaction(SIGINT, &m_oldInt, nullptr);
        sigaction(SIGTERM, &m_oldTerm, nullptr);
    }
    CancelOnSignals(const CancelOnSignals&) = delete;
    CancelOnSignals& operator=(const CancelOnSignals&) = delete;

private:
    struct sigaction m_oldInt
    {
    };
    struct sigaction m_oldTerm
    {
    };
};

QString secondsText(double seconds)
{
    return seconds < 0 ? QStringLiteral("-") : QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
}

QString ranksText(const QList<ProbeReport>& reports)
{
    QStringList ranks;
    for (const ProbeReport& report : reports)
        ranks.append(QString::number(report.rank));
    return ranks.isEmpty() ? QStringLiteral("-") : ranks.join(u',');
}

QString progressLine(const DryRunEvent& event)
{
    const QString time = QStringLiteral("[%1s]").arg(event.seconds, 6, 'f', 1);
    if (event.kind == DryRunEvent::Kind::Stopping)
        return QStringLiteral("%1 %2\n").arg(time, event.text);
    return QStringLiteral("%1 node %2: %3\n").arg(time).arg(event.node).arg(event.text);
}

} // namespace

QString CliDryRunCommand::summaryText(const DryRunResult& result)
{
    QString text;
    if (result.ok) {
        text += tr("Dry-run rendezvous: PASSED. World size %1, ranks 0-%2, rendezvous %3, total %4.\n")
                    .arg(result.worldSize)
                    .arg(result.worldSize - 1)
                    .arg(secondsText(result.rendezvousSeconds), secondsText(result.totalSeconds));
    } else {
        text += tr("Dry-run rendezvous: FAILED. %1\n").arg(result.error);
    }
    text += u'\n';
    text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                .arg(tr("node"), -4)
                .arg(tr("host"), -20)
                .arg(tr("hostname"), -16)
                .arg(tr("state"), -8)
                .arg(tr("joined"), -8)
                .arg(tr("ranks"));
    for (const DryRunNodeResult& node : result.nodes) {
        text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                    .arg(node.index, -4)
                    .arg(node.host, -20)
                    .arg(node.hostname.isEmpty() ? QStringLiteral("-") : node.hostname, -16)
                    .arg(DryRunJson::stateKey(node.state), -8)
                    .arg(secondsText(node.joinedSeconds), -8)
                    .arg(ranksText(node.reports));
    }
    if (!result.ranks.isEmpty()) {
        text += u'\n';
        text += QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                    .arg(tr("rank"), -5)
                    .arg(tr("local"), -5)
                    .arg(tr("hostname"), -16)
                    .arg(tr("device"), -8)
                    .arg(tr("backend"), -7)
                    .arg(tr("torch"), -12)
                    .arg(tr("all_reduce"));
        for (const ProbeReport& rank : result.ranks) {
            text += QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                        .arg(rank.rank, -5)
                        .arg(rank.localRank, -5)
                        .arg(rank.hostname, -16)
                        .arg(rank.device, -8)
                        .arg(rank.backend, -7)
                        .arg(rank.torch, -12)
                        .arg(rank.allReduceOk ? tr("ok") : tr("FAILED"));
        }
    }
    if (!result.failure.evidence.isEmpty()) {
        text += u'\n' + tr("Log lines that show it:") + u'\n';
        for (const QString& line : result.failure.evidence)
            text += QStringLiteral("  ") + line + u'\n';
    }
    if (!result.problems.isEmpty() && result.stop != DryRunStop::Cancelled) {
        text += u'\n' + tr("Checks that failed:") + u'\n';
        for (const QString& problem : result.problems)
            text += QStringLiteral("  - ") + problem + u'\n';
    }
    for (const QString& warning : result.warnings)
        text += tr("warning: %1").arg(warning) + u'\n';
    return text;
}

DryRunResult CliDryRunCommand::runWithProgress(const DryRunOptions& options, DryRunTransport& transport,
                                               const std::atomic_bool& cancel, CliIo& io, bool verbose)
{
    std::mutex errMutex;
    const DryRun::Observer observer = [&](const DryRunEvent& event) {
        if (event.kind == DryRunEvent::Kind::Output && !verbose)
            return;
        std::lock_guard lock(errMutex);
        io.err << progressLine(event);
        io.err.flush();
    };
    return DryRun(options, transport).run(cancel, observer);
}

DryRunResult CliDryRunCommand::runOverSsh(const QStringList& hosts, const SshOptions& ssh,
                                          const std::optional<JobSpec>& job, int timeoutSeconds,
                                          const std::atomic_bool& cancel, CliIo& io)
{
    DryRunOptions options;
    if (job) {
        options.job = *job;
    } else {
        // No job: can these hosts meet at all? One CPU process per host, spellings every torch takes.
        options.job.nodeCount = static_cast<int>(hosts.size());
        options.job.gpusPerNode = 0;
        options.job.torchVersion = TorchVersion();
        options.job.nprocPerNode = {NprocPerNode::Kind::Number, 1};
    }
    options.hosts = hosts;
    options.timeoutSeconds = timeoutSeconds;
    SshTransport transport(ssh);
    io.err << tr("Dry-run rendezvous on %1 node(s), deadline %2 s; Ctrl-C cancels.\n")
                  .arg(hosts.size())
                  .arg(timeoutSeconds);
    return runWithProgress(options, transport, cancel, io, false);
}

int CliDryRunCommand::run(const QStringList& arguments, CliIo& io) const
{
    const SplitArguments split = splitAtDoubleDash(arguments);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Run the job's own launcher for real with a probe in place of the training script, on every node at once,\n"
           "and check that all ranks meet (world size, every rank, an all_reduce). Without --hosts, the local mode\n"
           "runs --nodes simulated nodes on this machine (127.0.0.1, a free port). Script arguments go after --, e.g.\n"
           "  ddpwizard-cli dryrun --local --nodes 2 --nproc-per-node 2 --gpus-per-node 0 --torch 1.13"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    const QCommandLineOption local(QStringLiteral("local"),
                                   tr("local mode: simulated nodes on this machine (the default without --hosts)"));
    const QCommandLineOption localPort(QStringLiteral("local-port"),
                                       tr("local mode: rendezvous port (default: a free one)"), QStringLiteral("PORT"),
                                       QStringLiteral("0"));
    const QCommandLineOption storeNode(
        QStringLiteral("local-store-node"),
        tr("local mode, c10d: the node whose agent hosts the rendezvous store, as when MASTER names that node "
           "(default 0, the first)"),
        QStringLiteral("K"), QStringLiteral("0"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), tr("global deadline in seconds (default 120)"),
                                     QStringLiteral("S"), QString::number(DryRunOptions::kDefaultTimeoutSeconds));
    const QCommandLineOption format(QStringLiteral("format"), tr("text (default) or json"), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption verbose(QStringLiteral("verbose"), tr("show every line the nodes print"));
    const QCommandLineOption quiet(QStringLiteral("quiet"), tr("no live progress on stderr"));
    const QCommandLineOption hosts(QStringLiteral("hosts"), tr("comma-separated hosts over SSH, the master first"),
                                   QStringLiteral("HOSTS"));
    for (const QCommandLineOption& option : {help, local, localPort, storeNode, timeout, format, verbose, quiet, hosts})
        parser.addOption(option);
    const SshCommandLine sshFlags(QStringLiteral("ssh-port"));
    sshFlags.addOptions(parser);
    const JobCommandLine jobFlags;
    jobFlags.addOptions(parser);

    const QString prefix = QStringLiteral("ddpwizard-cli dryrun: error: ");
    if (!parser.parse(split.options)) {
        io.err << prefix << parser.errorText() << u'\n';
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, QStringLiteral("dryrun"));
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty()) {
        io.err
            << prefix
            << tr("unexpected argument \"%1\": script arguments go after --").arg(parser.positionalArguments().first())
            << u'\n';
        return ExitUsage;
    }
    bool ok = false;
    const int timeoutSeconds = parser.value(timeout).toInt(&ok);
    if (!ok || timeoutSeconds < 1 || timeoutSeconds > 24 * 3600) {
        io.err << prefix
               << tr("--timeout: \"%1\" is not a number of seconds from 1 to 86400").arg(parser.value(timeout))
               << u'\n';
        return ExitUsage;
    }
    const int port = parser.value(localPort).toInt(&ok);
    if (!ok || port < 0 || port > 65535) {
        io.err << prefix << tr("--local-port: \"%1\" is not a port from 0 to 65535").arg(parser.value(localPort))
               << u'\n';
        return ExitUsage;
    }
    const int store = parser.value(storeNode).toInt(&ok);
    if (!ok || store < 0) {
        io.err << prefix << tr("--local-store-node: \"%1\" is not a node index").arg(parser.value(storeNode)) << u'\n';
        return ExitUsage;
    }
    const QString formatValue = parser.value(format);
    if (formatValue != QLatin1String("text") && formatValue != QLatin1String("json")) {
        io.err << prefix << tr("--format: \"%1\" is not one of: text, json").arg(formatValue) << u'\n';
        return ExitUsage;
    }
    if (formatValue == QLatin1String("json"))
        CliLanguage::useEnglish(); // read by programs: English in every locale

    DryRunOptions options;
    const std::optional<QStringList> scriptArgs = split.hadSeparator ? std::optional(split.scriptArgs) : std::nullopt;
    if (const QString error = jobFlags.buildJob(parser, scriptArgs, options.job); !error.isEmpty()) {
        io.err << prefix << error << u'\n';
        return ExitUsage;
    }
    bool failed = false;
    for (const JobProblem& problem : options.job.problems()) {
        if (problem.severity != Severity::Error)
            continue;
        io.err << prefix << JobCommandLine::flagFor(problem.field) << QStringLiteral(": ") << problem.message << u'\n';
        failed = true;
    }
    if (failed)
        return ExitUsage;
    options.timeoutSeconds = timeoutSeconds;
    options.localPort = port;
    options.localStoreNode = store;

    for (const QString& host : parser.value(hosts).split(u',', Qt::SkipEmptyParts))
        options.hosts.append(host.trimmed());
    // Hosts given and no node count: the job has one node per host.
    if (!options.hosts.isEmpty() && !parser.isSet(QStringLiteral("nodes")) && !parser.isSet(QStringLiteral("job")))
        options.job.nodeCount = static_cast<int>(qMin<qsizetype>(options.hosts.size(), JobSpec::kMaxNodes));
    if (parser.isSet(local) && !options.hosts.isEmpty()) {
        io.err << prefix << tr("--local and --hosts exclude each other") << u'\n';
        return ExitUsage;
    }
    SshOptions ssh;
    if (const QString error = sshFlags.apply(parser, ssh); !error.isEmpty()) {
        io.err << prefix << error << u'\n';
        return ExitUsage;
    }
    ssh.connectTimeoutMs = qMin(timeoutSeconds * 1000, 10000);

    LocalTransport localTransport;
    SshTransport sshTransport(ssh);
    DryRunTransport& transport = options.hosts.isEmpty() ? static_cast<DryRunTransport&>(localTransport) : sshTransport;
    DryRunResult result;
    {
        const CancelOnSignals cancelOnSignals;
        if (parser.isSet(quiet)) {
            result = DryRun(options, transport).run(g_cancelled);
        } else {
            io.err
                << (options.hosts.isEmpty()
                        ? tr("Dry-run on %1 local node(s), deadline %2 s; Ctrl-C cancels.\n").arg(options.job.nodeCount)
                        : tr("Dry-run on %1 node(s) over SSH, deadline %2 s; Ctrl-C cancels.\n")
                              .arg(options.hosts.size()))
                       .arg(timeoutSeconds);
            result = runWithProgress(options, transport, g_cancelled, io, parser.isSet(verbose));
        }
    }
    if (formatValue == QLatin1String("json"))
        io.out << QString::fromUtf8(QJsonDocument(DryRunJson::document(result)).toJson(QJsonDocument::Indented));
    else
        io.out << summaryText(result);
    io.out.flush();
    return result.ok ? ExitOk : ExitFindings;
}

} // namespace ddpw
