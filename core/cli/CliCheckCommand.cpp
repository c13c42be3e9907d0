#include "cli/CliCheckCommand.h"

#include "cli/CliHelp.h"

#include "cli/CliInput.h"
#include "cli/CliLanguage.h"
#include "cli/SshCommandLine.h"
#include "document/CommandImporter.h"

#include "cli/CliDryRunCommand.h"
#include "model/JobFile.h"
#include "nodecheck/DryRunJson.h"
#include "nodecheck/Preflight.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <termios.h>
#include <unistd.h>

namespace ddpw {

namespace {

std::atomic_bool g_cancel{false};

extern "C" void onInterrupt(int)
{
    g_cancel.store(true);
}

// Ctrl-C sets the cancel flag for the duration of a run; the previous handler comes back after.
class InterruptGuard
{
public:
    InterruptGuard()
    {
        g_cancel.store(false);
        m_previous = std::signal(SIGINT, &onInterrupt);
        m_previousTerm = std::signal(SIGTERM, &onInterrupt);
    }
    ~InterruptGuard()
    {
        std::signal(SIGINT, m_previous);
        std::signal(SIGTERM, m_previousTerm);
    }
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    void (*m_previous)(int) = SIG_DFL;
    void (*m_previousTerm)(int) = SIG_DFL;
};

// Answers given during this run, by prompt, so that 64 sessions opening the same key ask once.
// Kept in memory only, wiped when the command ends (SecretCache's destructor).
class SecretCache
{
public:
    ~SecretCache()
    {
        for (QString& answer : m_answers)
            answer.fill(QChar(u'\0'));
    }
    std::mutex mutex;
    QMap<QString, QString> m_answers;
};
SecretCache g_secrets;

std::optional<QString> askTerminalOnce(const QString& prompt, bool echo);

// Asks on the terminal (never on stdin/stdout, which may be pipes), echo off for secrets.
std::optional<QString> askOnTerminal(const QString& prompt, bool echo)
{
    const std::lock_guard lock(g_secrets.mutex);
    if (const auto it = g_secrets.m_answers.constFind(prompt); it != g_secrets.m_answers.cend())
        return *it;
    std::optional<QString> answer = askTerminalOnce(prompt, echo);
    if (answer)
        g_secrets.m_answers.insert(prompt, *answer);
    return answer;
}

std::optional<QString> askTerminalOnce(const QString& prompt, bool echo)
{
    FILE* tty = std::fopen("/dev/tty", "r+");
    if (!tty)
        return std::nullopt;
    const int fd = fileno(tty);
    termios saved{};
    const bool haveTerm = tcgetattr(fd, &saved) == 0;
    if (haveTerm && !echo) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(fd, TCSAFLUSH, &quiet);
    }
    std::fputs(prompt.toLocal8Bit().constData(), tty);
    std::fputs(" ", tty);
    std::fflush(tty);
    char line[1024] = {};
    const bool got = std::fgets(line, sizeof line, tty) != nullptr;
    if (haveTerm && !echo) {
        tcsetattr(fd, TCSAFLUSH, &saved);
        // Straight to the descriptor: a stdio write right after a read on the same "r+" stream,
        // without a positioning call in between, is undefined behaviour.
        [[maybe_unused]] const ssize_t written = ::write(fd, "\n", 1);
    }
    std::fclose(tty);
    if (!got)
        return std::nullopt;
    QString answer = QString::fromLocal8Bit(line);
    std::fill(std::begin(line), std::end(line), '\0');
    while (answer.endsWith(u'\n') || answer.endsWith(u'\r'))
        answer.chop(1);
    return answer;
}

QString statusMark(CheckStatus status)
{
    return PreflightReport::statusName(status).toUpper();
}

QJsonObject rendezvousNotRun(const QString& why)
{
    return QJsonObject{{QStringLiteral("ok"), QJsonValue::Null},
                       {QStringLiteral("world_size"), QJsonValue::Null},
                       {QStringLiteral("ranks"), QJsonArray()},
                       {QStringLiteral("seconds"), QJsonValue::Null},
                       {QStringLiteral("error"), why}};
}

} // namespace

int CliCheckCommand::run(const QStringList& arguments, CliIo& io) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Check the nodes over SSH before a job starts: reachability, versions, GPUs, the master's name and\n"
           "port, network interfaces, clock and disk. Example:\n"
           "  ddpwizard-cli check --hosts node1,node2 --user me --job job.json"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    const QCommandLineOption hosts(QStringLiteral("hosts"),
                                   tr("comma-separated hosts, the master first (a VC_WORKER_HOSTS value)"),
                                   QStringLiteral("HOSTS"));
    const QCommandLineOption job(QStringLiteral("job"), tr("job file: torch version, nproc_per_node, port, env"),
                                 QStringLiteral("FILE"));
    const QCommandLineOption command(QStringLiteral("command"),
                                     tr("start command file: read into a job like the form's Open command"),
                                     QStringLiteral("FILE"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), tr("overall limit in seconds (default 120)"),
                                     QStringLiteral("S"), QStringLiteral("120"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text (default) or json"), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption preflightOnly(QStringLiteral("preflight-only"), tr("skip the dry-run rendezvous"));
    const QCommandLineOption python(QStringLiteral("python"), tr("python on the nodes (default python3, then python)"),
                                    QStringLiteral("PYTHON"), QStringLiteral("python3"));
    const QCommandLineOption parallel(QStringLiteral("parallel"), tr("nodes checked at once (default 64)"),
                                      QStringLiteral("N"), QStringLiteral("64"));
    for (const QCommandLineOption& option : {help, hosts})
        parser.addOption(option);
    const SshCommandLine sshFlags(QStringLiteral("port"));
    sshFlags.addOptions(parser);
    for (const QCommandLineOption& option : {job, command, timeout, format, preflightOnly, python, parallel})
        parser.addOption(option);

    // Local mode (dry-run owner): simulated nodes on this machine, same flags as `dryrun`.
    if (arguments.contains(QStringLiteral("--local")))
        return CliDryRunCommand().run(arguments, io);
    const QString prefix = QStringLiteral("ddpwizard-cli check: error: ");
    const auto usageError = [&](const QString& text) {
        io.err << prefix << text << u'\n';
        io.err.flush();
        return int(ExitUsage);
    };
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, QStringLiteral("check"));
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    const QString formatValue = parser.value(format);
    if (formatValue != QLatin1String("text") && formatValue != QLatin1String("json"))
        return usageError(tr("--format: \"%1\" is not one of: text, json").arg(formatValue));
    if (formatValue == QLatin1String("json"))
        CliLanguage::useEnglish(); // read by programs: English in every locale

    PreflightOptions options;
    for (const QString& host : parser.value(hosts).split(u',', Qt::SkipEmptyParts))
        options.hosts << host.trimmed();
    if (options.hosts.isEmpty())
        return usageError(tr("--hosts: give at least one host, e.g. --hosts node1,node2"));
    if (options.hosts.size() > 4096)
        return usageError(tr("--hosts: at most 4096 hosts"));
    bool ok = false;
    if (const QString error = sshFlags.apply(parser, options.ssh); !error.isEmpty())
        return usageError(error);
    const double seconds = parser.value(timeout).toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > 86400)
        return usageError(tr("--timeout: \"%1\" is not a number of seconds").arg(parser.value(timeout)));
    options.timeoutMs = int(seconds * 1000);
    options.maxParallel = parser.value(parallel).toInt(&ok);
    if (!ok || options.maxParallel < 1 || options.maxParallel > 1024)
        return usageError(tr("--parallel: \"%1\" is not a number from 1 to 1024").arg(parser.value(parallel)));
    if (parser.isSet(command) && parser.isSet(job))
        return usageError(tr("--job and --command exclude each other: give one"));
    options.ssh.connectTimeoutMs = std::min(options.timeoutMs, 10000);
    options.ssh.askSecret = &askOnTerminal;
    options.python = parser.value(python);

    std::optional<JobSpec> jobSpec;
    if (parser.isSet(command)) {
        // The same reading as the GUI's "Open command": what the form cannot hold is named, and
        // the dry-run then runs the command as the form holds it.
        CliInput input;
        if (!input.read(parser.value(command), io))
            return usageError(tr("--command: %1").arg(input.error()));
        // The command does not say which torch it was written for: read it as "unknown", whose
        // spellings every release accepts.
        JobSpec base;
        base.torchVersion = TorchVersion();
        const CommandImport imported = CommandImporter::import(input.text(), base);
        if (!imported.ok)
            return usageError(tr("--command: %1").arg(imported.error));
        for (const QString& part : imported.notRepresented)
            io.err << tr("ddpwizard-cli check: warning: --command: not carried into the dry-run: %1").arg(part)
                   << u'\n';
        jobSpec = imported.job;
    }
    if (parser.isSet(job)) {
        const JobFileResult loaded = JobFile::load(parser.value(job));
        if (!loaded.ok())
            return usageError(tr("--job: %1").arg(loaded.error.toString()));
        jobSpec = *loaded.job;
    }
    if (jobSpec) {
        const JobSpec& spec = *jobSpec;
        options.expect.port = spec.port;
        // An unknown version is a promise of spellings every release accepts, not a version to match.
        if (spec.torchVersion.isKnown())
            options.expect.torch = spec.torchVersion;
        options.expect.nprocPerNode = spec.resolvedNprocPerNode();
        options.expect.wantsGpus = spec.gpusPerNode > 0;
        for (const EnvVar& var : spec.env) {
            if (var.name == QLatin1String("NCCL_SOCKET_IFNAME") || var.name == QLatin1String("GLOO_SOCKET_IFNAME"))
                options.expect.socketIfnames.insert(var.name, var.value);
        }
        if (!parser.isSet(python) && spec.launcher == Launcher::DistributedLaunch)
            options.python = spec.python;
    }

    const InterruptGuard interrupts;
    options.cancel = &g_cancel;
    std::mutex progressMutex;
    options.onProgress = [&](int, const QString& host, const QString& text) {
        const std::lock_guard lock(progressMutex);
        io.err << QStringLiteral("[%1] %2\n").arg(host, text);
        io.err.flush();
    };

    const PreflightReport report = Preflight(options).run();
    QJsonObject rendezvous =
        rendezvousNotRun(parser.isSet(preflightOnly) ? tr("skipped (--preflight-only)") : tr("not run"));
    // The dry-run rendezvous (core/nodecheck/DryRun) runs once every node passed the pre-flight.
    std::optional<DryRunResult> dryRun;
    if (!parser.isSet(preflightOnly) && !report.cancelled && !report.ok()) {
        rendezvous = rendezvousNotRun(tr("not run: the pre-flight found problems"));
    } else if (!parser.isSet(preflightOnly) && !report.cancelled) {
        dryRun = CliDryRunCommand::runOverSsh(options.hosts, options.ssh, jobSpec, qMax(1, options.timeoutMs / 1000),
                                              g_cancel, io);
        rendezvous = DryRunJson::rendezvous(*dryRun);
    }
    const bool passed = report.ok() && (!dryRun || dryRun->ok);

    if (formatValue == QLatin1String("json")) {
        QJsonArray nodes;
        for (const NodeReport& node : report.nodes)
            nodes.append(report.nodeToJson(node));
        const QJsonObject document{{QStringLiteral("nodes"), nodes},
                                   {QStringLiteral("ok"), passed},
                                   {QStringLiteral("cancelled"), report.cancelled},
                                   {QStringLiteral("preflight_seconds"), report.seconds},
                                   {QStringLiteral("rendezvous"), rendezvous}};
        io.out << QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented));
    } else {
        int good = 0;
        for (const NodeReport& node : report.nodes) {
            good += node.ok ? 1 : 0;
            io.out << QStringLiteral("%1  %2\n").arg(node.host, node.ok ? tr("OK") : tr("FAILED"));
            for (const CheckItem& check : node.checks)
                io.out << QStringLiteral("  %1  %2  %3\n")
                              .arg(statusMark(check.status), -4)
                              .arg(check.name, -16)
                              .arg(check.detail);
        }
        if (dryRun)
            io.out << u'\n' << CliDryRunCommand::summaryText(*dryRun);
        else
            io.out << tr("Rendezvous: %1\n").arg(rendezvous.value(QStringLiteral("error")).toString());
        if (report.cancelled)
            io.out << tr("Cancelled.\n");
        io.out << tr("%1 of %2 node(s) passed in %3 s.\n")
                      .arg(good)
                      .arg(report.nodes.size())
                      .arg(report.seconds, 0, 'f', 2);
    }
    io.out.flush();
    return passed ? ExitOk : ExitFindings;
}

} // namespace ddpw
