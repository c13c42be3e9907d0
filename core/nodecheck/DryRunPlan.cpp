#include "nodecheck/DryRunPlan.h"

#include "generate/CommandGenerator.h"
#include "model/PlatformEnvironment.h"
#include "nodecheck/LocalCommandRun.h"
#include "util/FreePort.h"
#include "util/ShellQuote.h"

#include <QRandomGenerator>

#include <algorithm>

namespace ddpw {

namespace {

const QString kNodeHelperName = QStringLiteral("ddpw-node");
const QString kRunDir = QStringLiteral("$DDPW_RUN_DIR");

// A value under the node's temporary folder is expanded there; any other is taken literally.
QString exportLine(const EnvVar& var)
{
    const QString value =
        var.value.startsWith(kRunDir)
            ? u'"' + kRunDir + u'"' +
                  (var.value.size() > kRunDir.size() ? shellQuote(var.value.mid(kRunDir.size())) : QString())
            : shellQuote(var.value);
    return QStringLiteral("export %1=%2\n").arg(var.name, value);
}

// The probe's settings for a user's command: in the environment only, so that the launcher's
// options stay as written. torchrun reads PET_<OPTION> for an option not given (its `env`
// argparse action): the user's own --redirects, --tee, --monitor_interval or --log_dir still win.
QList<EnvVar> probeEnvironment(const JobSpec& job, const QStringList& echoNames, int probeTimeoutSeconds,
                               const BandwidthOptions& bandwidth)
{
    QList<EnvVar> env{
        {QStringLiteral("DDPW_PROBE_GPUS"), job.gpusPerNode > 0 ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("DDPW_PROBE_TIMEOUT"), QString::number(qMax(probeTimeoutSeconds, 5))},
        {QStringLiteral("DDPW_PROBE_ECHO_ENV"), echoNames.join(u',')},
        {QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1")},
        {QStringLiteral("PET_MONITOR_INTERVAL"), QStringLiteral("0.5")},
        {QStringLiteral("PET_REDIRECTS"), QStringLiteral("1")},
        {QStringLiteral("PET_TEE"), QStringLiteral("1")},
        {QStringLiteral("PET_LOG_DIR"), kRunDir + QStringLiteral("/logs")}};
    if (bandwidth.enabled) {
        QStringList sizes;
        for (qint64 size : bandwidth.sizes)
            sizes.append(QString::number(size));
        env.append({QStringLiteral("DDPW_PROBE_BANDWIDTH"), QStringLiteral("1")});
        env.append({QStringLiteral("DDPW_PROBE_BW_SIZES"), sizes.join(u',')});
        env.append({QStringLiteral("DDPW_PROBE_BW_SECONDS"), QString::number(bandwidth.seconds)});
    }
    return env;
}

// The same plain positive number on every node, else nothing ("gpu", "1:4", "$N", or
// differing values leave the ranks unchecked against it).
std::optional<int> agreedNumber(const QList<NodeLaunch>& launches, QString NodeLaunch::*field)
{
    std::optional<int> agreed;
    for (const NodeLaunch& launch : launches) {
        bool ok = false;
        const int value = (launch.*field).toInt(&ok);
        if (!ok || value < 1 || (agreed && *agreed != value))
            return std::nullopt;
        agreed = value;
    }
    return agreed;
}

} // namespace

QString DryRunPlan::newToken()
{
    QRandomGenerator* random = QRandomGenerator::system();
    return QStringLiteral("ddpw%1%2")
        .arg(random->generate(), 8, 16, QLatin1Char('0'))
        .arg(random->generate(), 8, 16, QLatin1Char('0'));
}

DryRunPlan DryRunPlan::make(const JobSpec& original, const QStringList& hosts, bool local, int localPort,
                            int probeTimeoutSeconds, const BandwidthOptions& bandwidth, int storeNode,
                            const QString& command, const CommandRunSettings& settings)
{
    DryRunPlan plan;
    plan.token = newToken();
    JobSpec job = original;
    QStringList nodeHosts = hosts;
    if (local) {
        if (job.nodeCount < 1 || job.nodeCount > kMaxLocalNodes) {
            plan.error = tr("the local mode runs 1 to %1 nodes, the job has %2").arg(kMaxLocalNodes).arg(job.nodeCount);
            return plan;
        }
        if (!command.isEmpty()) {
            plan.planCommand(job, command, LocalCommandRun::loopbackHosts(job.nodeCount), true, localPort,
                             probeTimeoutSeconds, bandwidth, settings);
            return plan;
        }
        if (localPort > 0)
            job.port = localPort;
        if (storeNode < 0 || storeNode >= job.nodeCount) {
            plan.error = tr("the store node %1 is not one of the %2 local node(s)").arg(storeNode).arg(job.nodeCount);
            return plan;
        }
        nodeHosts.clear();
        for (int i = 0; i < job.nodeCount; ++i)
            nodeHosts.append(QStringLiteral("127.0.0.1"));
    } else if (nodeHosts.size() != job.nodeCount && !job.elastic) {
        plan.error = tr("%1 host(s) given, the job has %2 node(s)").arg(nodeHosts.size()).arg(job.nodeCount);
        return plan;
    }
    if (nodeHosts.isEmpty()) {
        plan.error = tr("no hosts");
        return plan;
    }
    for (const QString& host : nodeHosts) {
        if (host.isEmpty() || host.contains(u',') || host.contains(QChar(0))) {
            plan.error = tr("\"%1\" is no host name").arg(host);
            return plan;
        }
    }
    if (!command.isEmpty()) {
        plan.planCommand(job, command, nodeHosts, false, 0, probeTimeoutSeconds, bandwidth, settings);
        return plan;
    }
    for (int i = 0; i < nodeHosts.size(); ++i) {
        NodePlan node;
        node.index = i;
        node.host = nodeHosts.at(i);
        node.launchScript = launchScript(job, nodeHosts, i, local, probeTimeoutSeconds, bandwidth, storeNode);
        node.platformEnvironment = platformEnvironment(job, nodeHosts, i);
        const QString& script = node.launchScript;
        const qsizetype exec = script.lastIndexOf(QLatin1String("\nexec "));
        node.commandLine = script.mid(exec + 6).trimmed();
        node.launcherEnvironment = node.platformEnvironment + job.env;
        plan.nodes.append(node);
    }
    return plan;
}

void DryRunPlan::planCommand(const JobSpec& job, const QString& command, const QStringList& hosts, bool local,
                             int localPort, int probeTimeoutSeconds, const BandwidthOptions& bandwidth,
                             const CommandRunSettings& settings)
{
    QList<NodeLaunch> launches;
    bool podNames = false;
    bool storeHost = false;
    bool interpreter = false;
    for (int i = 0; i < hosts.size(); ++i) {
        NodeLaunch launch = NodeLaunchPlanner::plan(command, job, hosts, i);
        if (!launch.ok()) {
            error = tr("node %1 (%2): %3").arg(i).arg(hosts.at(i), launch.error);
            return;
        }
        if (local) {
            podNames = LocalCommandRun::mapPodNames(launch, job, hosts) || podNames;
            storeHost = LocalCommandRun::hostStore(launch, hosts.at(i)) || storeHost;
        }
        interpreter = LocalCommandRun::useInterpreter(launch, settings.python) || interpreter;
        launches.append(launch);
    }
    // Who meets whom is decided by the command as written on the platform's pods, before any
    // edit asked for below: here every master address is a loopback one.
    meetingProblems = NodeLaunchPlanner::meetingProblems(local ? platformLaunches(job, command, launches) : launches);
    refusals = NodeLaunchPlanner::stopProblems(launches) + LocalCommandRun::rejected(launches.first(), settings.torch);
    if (local) {
        localChanges.append(
            tr("the %n node(s) are this machine's loopback addresses %1 (node k is 127.0.0.k+1), "
               "where the platform gives each pod its own host",
               nullptr, int(hosts.size()))
                .arg(hosts.size() > 1 ? hosts.first() + QStringLiteral("-") + hosts.last() : hosts.first()));
        localChanges.append(tr("VC_WORKER_HOSTS=%1, VC_WORKER_NUM=%2 and VC_TASK_INDEX=k are set as the platform sets "
                               "them, over these addresses")
                                .arg(hosts.join(u','))
                                .arg(hosts.size()));
        if (podNames)
            localChanges.append(tr("the pods' names in the command (%1, ...) stand for these addresses")
                                    .arg(PlatformEnvironment::podHosts(job).value(0)));
        if (storeHost)
            localChanges.append(tr("c10d: the node whose address the endpoint names hosts the store (is_host=1 there, "
                                   "0 on the others): every loopback address is this machine, so torch could not "
                                   "tell them apart"));
        moveLocalPort(launches, localPort);
    }
    if (interpreter)
        localChanges.append(
            tr("a bare python/torchrun ran as %1, the interpreter chosen for the check").arg(settings.python));
    if (settings.processesPerNode) {
        const QString asked = launches.first().nprocPerNode;
        for (NodeLaunch& launch : launches)
            LocalCommandRun::setProcessesPerNode(launch, *settings.processesPerNode);
        changes.append(tr("%n process(es) per node ran instead of the command's %1, as asked for this machine's cores",
                          nullptr, *settings.processesPerNode)
                           .arg(asked.isEmpty() ? tr("default") : asked));
    }
    for (int i = 0; i < hosts.size(); ++i) {
        NodePlan node = launchPlan(job, launches.at(i), hosts, i, probeTimeoutSeconds, bandwidth);
        for (const QString& change : node.changes) {
            if (!changes.contains(change))
                changes.append(change);
        }
        nodes.append(node);
    }
    commandNodes = agreedNumber(launches, &NodeLaunch::nnodes);
    commandNprocPerNode = agreedNumber(launches, &NodeLaunch::nprocPerNode);
}

QList<NodeLaunch> DryRunPlan::platformLaunches(const JobSpec& job, const QString& command,
                                               const QList<NodeLaunch>& local)
{
    const QStringList pods = PlatformEnvironment::podHosts(job);
    if (pods.size() != local.size())
        return local;
    QList<NodeLaunch> launches;
    for (int i = 0; i < pods.size(); ++i)
        launches.append(NodeLaunchPlanner::plan(command, job, pods, i));
    return launches;
}

void DryRunPlan::moveLocalPort(QList<NodeLaunch>& launches, int localPort)
{
    const int from = LocalCommandRun::rendezvousPort(launches.first());
    port = from;
    if (from <= 0)
        return;
    int to = 0;
    if (localPort > 0 && localPort != from) {
        to = localPort;
        localChanges.append(tr("the rendezvous port %1 ran as %2, the local port asked for").arg(from).arg(to));
    } else if (localPort <= 0 && !portFreeOnThisMachine(from)) {
        to = pickFreeLoopbackPort();
        if (to <= 0)
            return;
        localChanges.append(tr("the rendezvous port %1 is taken on this machine: the check used %2 (on the nodes it "
                               "may be free)")
                                .arg(from)
                                .arg(to));
    }
    if (to <= 0)
        return;
    for (NodeLaunch& launch : launches)
        LocalCommandRun::movePort(launch, from, to);
    port = to;
}

QString DryRunPlan::launchScript(const JobSpec& job, const QStringList& hosts, int index, bool local,
                                 int probeTimeoutSeconds, const BandwidthOptions& bandwidth, int storeNode)
{
    const CommandGenerator generator(job);
    QString text;
    // The platform's variables, as Volcano (and the user's platform) set them on this node; the
    // probe reports each of them back.
    QStringList echoNames;
    for (const EnvVar& var : platformEnvironment(job, hosts, index)) {
        text += QStringLiteral("export %1=%2\n").arg(var.name, shellQuote(var.value));
        echoNames.append(var.name);
    }
    for (const EnvVar& var : job.env) {
        if (!echoNames.contains(var.name))
            echoNames.append(var.name);
    }
    text += QStringLiteral("export DDPW_PROBE_GPUS=%1 DDPW_PROBE_TIMEOUT=%2 DDPW_PROBE_ECHO_ENV=%3\n")
                .arg(job.gpusPerNode > 0 ? 1 : 0)
                .arg(qMax(probeTimeoutSeconds, 5))
                .arg(shellQuote(echoNames.join(u',')));
    // torchrun's --tee copies the workers' lines to its stdout without flushing: over SSH (a
    // pipe) they would arrive in one block at the end, and with them "joined" and the network
    // step's progress. The job's own exports below still win.
    text += QStringLiteral("export PYTHONUNBUFFERED=1\n");
    if (bandwidth.enabled) {
        QStringList sizes;
        for (qint64 size : bandwidth.sizes)
            sizes.append(QString::number(size));
        text += QStringLiteral("export DDPW_PROBE_BANDWIDTH=1 DDPW_PROBE_BW_SIZES=%1 DDPW_PROBE_BW_SECONDS=%2\n")
                    .arg(sizes.join(u','))
                    .arg(bandwidth.seconds);
    }
    text += generator.masterLine() + u'\n';
    for (const EnvVar& var : job.env)
        text += QStringLiteral("export %1=%2\n").arg(var.name, shellQuote(var.value));

    QStringList words = generator.launcherWords();
    words.prepend(QStringLiteral("exec"));
    for (const GeneratedOption& option : generator.options())
        words.append(option.line());
    if (local && job.rendezvousBackend == RendezvousBackend::C10d)
        words.append(generator.spell(QStringLiteral("rdzv_conf")) +
                     (index == storeNode ? QStringLiteral("=is_host=1") : QStringLiteral("=is_host=0")));
    // torch 1.13 polls its workers every 5 s by default: the probe's result would wait for it.
    words.append(generator.spell(QStringLiteral("monitor_interval")) + QStringLiteral("=0.5"));
    words.append(QStringLiteral("--redirects=1"));
    words.append(QStringLiteral("--tee=1"));
    words.append(generator.spell(QStringLiteral("log_dir")) + QStringLiteral("=\"$DDPW_RUN_DIR/logs\""));
    words.append(QStringLiteral("\"$DDPW_PROBE\""));
    if (!job.scriptArgs.isEmpty())
        words.append(generator.quotedScriptArgs());
    text += words.join(u' ') + u'\n';
    return text;
}

NodePlan DryRunPlan::launchPlan(const JobSpec& job, const NodeLaunch& launch, const QStringList& hosts, int index,
                                int probeTimeoutSeconds, const BandwidthOptions& bandwidth)
{
    NodePlan node;
    node.index = index;
    node.host = hosts.value(index);
    node.platformEnvironment = platformEnvironment(job, hosts, index);
    if (launch.stop) {
        // What bash prints and the status it exits with, where it stops: no launcher starts.
        const ShellStop& stop = *launch.stop;
        if (!stop.message.isEmpty())
            node.launchScript += QStringLiteral("printf '%s\\n' %1 >&2\n").arg(shellQuote(stop.message));
        node.launchScript += QStringLiteral("exit %1\n").arg(stop.status < 0 ? 1 : stop.status);
        node.commandLine = tr("(not started: bash stops at line %1)").arg(stop.range.begin.line);
        node.launcherEnvironment = node.platformEnvironment;
        return node;
    }
    QStringList echoNames;
    for (const EnvVar& var : node.platformEnvironment + launch.environment) {
        if (!echoNames.contains(var.name))
            echoNames.append(var.name);
    }
    // The platform's variables, the probe's settings, then the command's exports: the
    // command's own value wins over a probe default of the same name.
    node.launcherEnvironment = node.platformEnvironment;
    for (const EnvVar& var : probeEnvironment(job, echoNames, probeTimeoutSeconds, bandwidth)) {
        const bool mine = std::any_of(launch.environment.begin(), launch.environment.end(),
                                      [&var](const EnvVar& own) { return own.name == var.name; });
        if (!mine)
            node.launcherEnvironment.append(var);
    }
    node.launcherEnvironment += launch.environment;
    for (const EnvVar& var : node.launcherEnvironment)
        node.launchScript += exportLine(var);
    NodeLaunch exec = launch;
    exec.environment.clear(); // exported above, in order
    node.launchScript += NodeLaunchPlanner::launchLine(exec);
    node.launcherArgv = launch.argv;
    node.commandLine = NodeLaunchPlanner::commandLine(launch.argv);
    node.changes = launch.changes;
    return node;
}

QList<EnvVar> DryRunPlan::platformEnvironment(const JobSpec& job, const QStringList& hosts, int index)
{
    QList<EnvVar> result;
    for (const PlatformVariable& variable : PlatformEnvironment::forJob(job, index, hosts))
        result.append({variable.name, variable.value});
    return result;
}

QStringList DryRunPlan::runArgv(const QByteArray& nodeScript, const NodePlan& node) const
{
    return {QStringLiteral("bash"), QStringLiteral("-c"),  QString::fromUtf8(nodeScript),
            kNodeHelperName,        QStringLiteral("run"), nodeToken(node.index),
            node.launchScript};
}

QStringList DryRunPlan::cleanupArgv(const QByteArray& nodeScript, const NodePlan& node, qint64 pgid,
                                    const QString& dir) const
{
    return {QStringLiteral("bash"),    QStringLiteral("-c"),  QString::fromUtf8(nodeScript), kNodeHelperName,
            QStringLiteral("cleanup"), nodeToken(node.index), QString::number(pgid),         dir};
}

QString DryRunPlan::nodeToken(int index) const
{
    return token + QStringLiteral("-n%1").arg(index);
}

} // namespace ddpw
