#include "nodecheck/DryRunPlan.h"

#include "generate/CommandGenerator.h"
#include "model/PlatformEnvironment.h"
#include "util/ShellQuote.h"

#include <QRandomGenerator>

namespace ddpw {

namespace {

const QString kNodeHelperName = QStringLiteral("ddpw-node");

} // namespace

QString DryRunPlan::newToken()
{
    QRandomGenerator* random = QRandomGenerator::system();
    return QStringLiteral("ddpw%1%2")
        .arg(random->generate(), 8, 16, QLatin1Char('0'))
        .arg(random->generate(), 8, 16, QLatin1Char('0'));
}

DryRunPlan DryRunPlan::make(const JobSpec& original, const QStringList& hosts, bool local, int localPort,
                            int probeTimeoutSeconds, const BandwidthOptions& bandwidth, int storeNode)
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
    for (int i = 0; i < nodeHosts.size(); ++i)
        plan.nodes.append({i, nodeHosts.at(i),
                           launchScript(job, nodeHosts, i, local, probeTimeoutSeconds, bandwidth, storeNode),
                           platformEnvironment(job, nodeHosts, i)});
    return plan;
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
