#include "nodecheck/PreflightAnalyzer.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

#include <cmath>

namespace ddpw {

namespace {

QStringList strings(const QJsonValue& value)
{
    QStringList list;
    for (const QJsonValue& item : value.toArray())
        list << item.toString();
    return list;
}

QString formatBytes(double bytes)
{
    return QStringLiteral("%1 GiB").arg(bytes / (1024.0 * 1024.0 * 1024.0), 0, 'f', 1);
}

// The value most nodes agree on (ties: the first node's), for "node X differs" messages.
QString consensus(const QStringList& values)
{
    QMap<QString, int> counts;
    for (const QString& value : values)
        ++counts[value];
    QString best;
    int bestCount = 0;
    for (const QString& value : values) {
        if (counts.value(value) > bestCount) {
            best = value;
            bestCount = counts.value(value);
        }
    }
    return best;
}

// torch "2.1.0+cu121" -> 2.1, for comparison with the job's version.
std::optional<TorchVersion> torchOf(const QString& text)
{
    return TorchVersion::parse(text);
}

// NCCL_SOCKET_IFNAME syntax: comma list, "^" excludes, "=" means exact, otherwise a prefix.
QString ifnameProblem(const QString& value, const QStringList& interfaces)
{
    bool exclude = false;
    for (QString item : value.split(u',', Qt::SkipEmptyParts)) {
        item = item.trimmed();
        if (item.startsWith(u'^')) {
            exclude = true;
            continue;
        }
        const bool exact = item.startsWith(u'=');
        const QString name = exact ? item.mid(1) : item;
        for (const QString& iface : interfaces) {
            if (exact ? iface == name : iface.startsWith(name))
                return {};
        }
    }
    return exclude ? QString() : QStringLiteral("missing");
}

class NodeAnalysis
{
public:
    NodeAnalysis(const PreflightExpectations& expect, const NodeProbe& probe, bool isMaster)
        : m_expect(expect), m_probe(probe), m_isMaster(isMaster)
    {
    }

    QList<CheckItem> checks;

    void add(const QString& name, CheckStatus status, const QString& detail) { checks.append({name, status, detail}); }
    const QJsonObject& facts() const { return m_probe.facts; }

    void hostname()
    {
        const QString addresses = strings(facts().value(QStringLiteral("addresses")))
                                      .filter(QRegularExpression(QStringLiteral("^(?!127\\.|::1$|fe80:)")))
                                      .join(QStringLiteral(", "));
        add(QStringLiteral("hostname"), CheckStatus::Pass,
            PreflightAnalyzer::tr("%1 (FQDN %2), addresses %3")
                .arg(facts().value(QStringLiteral("hostname")).toString(),
                     facts().value(QStringLiteral("fqdn")).toString(),
                     addresses.isEmpty() ? PreflightAnalyzer::tr("none") : addresses));
    }

    void gpus()
    {
        const int count = facts().value(QStringLiteral("gpus")).toInt();
        const QString error = facts().value(QStringLiteral("gpu_error")).toString();
        if (count == 0) {
            const QString why = error.isEmpty() ? facts().value(QStringLiteral("gpu_source")).toString() : error;
            add(QStringLiteral("gpus"), CheckStatus::Warn,
                PreflightAnalyzer::tr("CPU-only node (no NVIDIA GPU found: %1); the dry-run uses the gloo backend%2.")
                    .arg(why, m_expect.wantsGpus ? PreflightAnalyzer::tr(", but the job asks for GPUs") : QString()));
            return;
        }
        if (m_expect.nprocPerNode && *m_expect.nprocPerNode > count) {
            add(QStringLiteral("gpus"), CheckStatus::Fail,
                PreflightAnalyzer::tr(
                    "%1 GPU(s), but --nproc_per_node=%2: lower nproc_per_node or use a node with more GPUs.")
                    .arg(count)
                    .arg(*m_expect.nprocPerNode));
            return;
        }
        add(QStringLiteral("gpus"), CheckStatus::Pass,
            PreflightAnalyzer::tr("%1 GPU(s), CUDA driver present").arg(count));
    }

    void portFree()
    {
        if (!m_isMaster)
            return;
        if (facts().value(QStringLiteral("port_free")).toBool())
            add(QStringLiteral("port-free"), CheckStatus::Pass,
                PreflightAnalyzer::tr("port %1 is free on the master").arg(m_expect.port));
        else
            add(QStringLiteral("port-free"), CheckStatus::Fail,
                PreflightAnalyzer::tr("port %1 is taken on the master (%2): stop what listens there (ss -ltnp "
                                      "'sport = :%1') or pick another --port.")
                    .arg(m_expect.port)
                    .arg(facts().value(QStringLiteral("port_error")).toString()));
    }

    void portReachable()
    {
        if (!m_probe.portProbeSkipped.isEmpty()) {
            add(QStringLiteral("port-reachable"), CheckStatus::Skipped, m_probe.portProbeSkipped);
            return;
        }
        if (m_isMaster) {
            if (m_probe.listen && !m_probe.listen->value(QStringLiteral("ok")).toBool())
                add(QStringLiteral("port-reachable"), CheckStatus::Fail,
                    PreflightAnalyzer::tr("cannot listen on port %1: %2")
                        .arg(m_expect.port)
                        .arg(m_probe.listen->value(QStringLiteral("error")).toString()));
            return;
        }
        if (!m_probe.knock)
            return;
        if (m_probe.knock->value(QStringLiteral("ok")).toBool())
            add(QStringLiteral("port-reachable"), CheckStatus::Pass,
                PreflightAnalyzer::tr("%1:%2 answers (%3 ms)")
                    .arg(m_expect.master)
                    .arg(m_expect.port)
                    .arg(m_probe.knock->value(QStringLiteral("ms")).toDouble()));
        else
            add(QStringLiteral("port-reachable"), CheckStatus::Fail,
                PreflightAnalyzer::tr("cannot reach %1:%2 from this node (%3): check firewalls and security groups "
                                      "between the nodes.")
                    .arg(m_expect.master)
                    .arg(m_expect.port)
                    .arg(m_probe.knock->value(QStringLiteral("error")).toString()));
    }

    void ifnames()
    {
        const QStringList interfaces = strings(facts().value(QStringLiteral("interfaces")));
        for (auto it = m_expect.socketIfnames.cbegin(); it != m_expect.socketIfnames.cend(); ++it) {
            if (ifnameProblem(it.value(), interfaces).isEmpty())
                add(QStringLiteral("socket-ifname"), CheckStatus::Pass,
                    PreflightAnalyzer::tr("%1=%2 matches an interface").arg(it.key(), it.value()));
            else
                add(QStringLiteral("socket-ifname"), CheckStatus::Fail,
                    PreflightAnalyzer::tr("%1=%2 names no interface on this node (it has: %3); set it to one of them.")
                        .arg(it.key(), it.value(), interfaces.join(QStringLiteral(", "))));
        }
    }

    void clock()
    {
        const double remote = facts().value(QStringLiteral("time")).toDouble();
        if (remote <= 0 || m_probe.localMidTime <= 0)
            return;
        const double skew = remote - m_probe.localMidTime;
        const double slack = m_probe.roundTripSeconds / 2;
        const double certain = std::max(0.0, std::fabs(skew) - slack);
        if (certain > m_expect.maxClockSkewSeconds)
            add(QStringLiteral("clock"), CheckStatus::Warn,
                PreflightAnalyzer::tr("clock is %1 s off this machine's; timeouts and logs will disagree: enable NTP "
                                      "(chrony, systemd-timesyncd).")
                    .arg(skew, 0, 'f', 1));
        else
            add(QStringLiteral("clock"), CheckStatus::Pass,
                PreflightAnalyzer::tr("within %1 s of this machine's clock").arg(std::fabs(skew) + slack, 0, 'f', 2));
    }

    void disk()
    {
        if (facts().contains(QStringLiteral("disk_error"))) {
            add(QStringLiteral("disk"), CheckStatus::Warn,
                PreflightAnalyzer::tr("cannot read the free space: %1")
                    .arg(facts().value(QStringLiteral("disk_error")).toString()));
            return;
        }
        const double free = facts().value(QStringLiteral("disk_free")).toDouble();
        const QString where = facts().value(QStringLiteral("workdir")).toString();
        if (free < double(m_expect.minFreeDiskBytes))
            add(QStringLiteral("disk"), CheckStatus::Warn,
                PreflightAnalyzer::tr("only %1 free in %2: checkpoints and logs may not fit.")
                    .arg(formatBytes(free), where));
        else
            add(QStringLiteral("disk"), CheckStatus::Pass,
                PreflightAnalyzer::tr("%1 free in %2").arg(formatBytes(free), where));
    }

private:
    const PreflightExpectations& m_expect;
    const NodeProbe& m_probe;
    bool m_isMaster;
};

} // namespace

QList<NodeReport> PreflightAnalyzer::analyze(const PreflightExpectations& expect, const QList<NodeProbe>& probes)
{
    // Cross-node references: what most nodes (or the master itself) say.
    QStringList torchVersions, pythonVersions, masterAddresses;
    for (const NodeProbe& probe : probes) {
        if (!probe.probeRan)
            continue;
        torchVersions << probe.facts.value(QStringLiteral("torch")).toString();
        pythonVersions << probe.facts.value(QStringLiteral("python")).toString();
        const QStringList addresses = strings(probe.facts.value(QStringLiteral("master_addresses")));
        if (!addresses.isEmpty())
            masterAddresses << addresses.first();
    }
    const QString torchConsensus = consensus(torchVersions);
    const QString pythonConsensus = consensus(pythonVersions);
    QString masterAddress = consensus(masterAddresses);
    if (!probes.isEmpty() && probes.first().probeRan) {
        const QStringList own = strings(probes.first().facts.value(QStringLiteral("master_addresses")));
        if (!own.isEmpty())
            masterAddress = own.first();
    }

    QList<NodeReport> reports;
    for (qsizetype i = 0; i < probes.size(); ++i) {
        const NodeProbe& probe = probes.at(i);
        NodeReport report;
        report.host = probe.host;
        NodeAnalysis node(expect, probe, i == 0);
        if (!probe.connected) {
            node.add(QStringLiteral("ssh"), CheckStatus::Fail, probe.sshErrorText);
        } else {
            node.add(QStringLiteral("ssh"), CheckStatus::Pass, tr("connected, host key %1").arg(probe.fingerprint));
            if (!probe.probeRan) {
                node.add(QStringLiteral("probe"), CheckStatus::Fail, probe.probeError);
            } else {
                const QJsonObject& f = probe.facts;
                for (const char* key : {"hostname", "fqdn", "python", "python_path", "torch"})
                    report.versions.insert(QLatin1String(key), f.value(QLatin1String(key)).toString());
                report.versions.insert(QStringLiteral("gpus"),
                                       QString::number(f.value(QStringLiteral("gpus")).toInt()));
                node.hostname();

                const QString python = f.value(QStringLiteral("python")).toString();
                node.add(QStringLiteral("python"), python == pythonConsensus ? CheckStatus::Pass : CheckStatus::Warn,
                         python == pythonConsensus
                             ? tr("Python %1 (%2)").arg(python, f.value(QStringLiteral("python_path")).toString())
                             : tr("Python %1, but most nodes have %2: use the same image on every node.")
                                   .arg(python, pythonConsensus));

                const QString torch = f.value(QStringLiteral("torch")).toString();
                const std::optional<TorchVersion> parsed = torchOf(torch);
                if (torch.isEmpty())
                    node.add(QStringLiteral("torch"), CheckStatus::Fail,
                             tr("torch is not installed for %1 (%2): install it or set the job's python.")
                                 .arg(f.value(QStringLiteral("python_path")).toString(),
                                      f.value(QStringLiteral("torch_error")).toString()));
                else if (torch != torchConsensus)
                    node.add(QStringLiteral("torch"), CheckStatus::Fail,
                             tr("torch %1, but other nodes have %2: every node must run the same version.")
                                 .arg(torch, torchConsensus));
                else if (expect.torch && parsed &&
                         !(parsed->major() == expect.torch->major() && parsed->minor() == expect.torch->minor()))
                    node.add(QStringLiteral("torch"), CheckStatus::Fail,
                             tr("torch %1, but the command is written for %2: set the job's torch version to %3.%4 "
                                "or use an image with torch %2.")
                                 .arg(torch, expect.torch->toString())
                                 .arg(parsed->major())
                                 .arg(parsed->minor()));
                else
                    node.add(QStringLiteral("torch"), CheckStatus::Pass, tr("torch %1").arg(torch));

                node.gpus();

                const QStringList addresses = strings(f.value(QStringLiteral("master_addresses")));
                if (addresses.isEmpty())
                    node.add(
                        QStringLiteral("master-resolves"), CheckStatus::Fail,
                        tr("the master's name %1 does not resolve here (%2): the node cannot join the rendezvous. Fix "
                           "DNS or /etc/hosts on this node.")
                            .arg(expect.master, f.value(QStringLiteral("master_error")).toString()));
                else if (!masterAddress.isEmpty() && addresses.first() != masterAddress)
                    node.add(
                        QStringLiteral("master-resolves"), CheckStatus::Fail,
                        tr("%1 resolves to %2 here but to %3 on the master: fix DNS or /etc/hosts so that every node "
                           "reaches the same address.")
                            .arg(expect.master, addresses.first(), masterAddress));
                else
                    node.add(QStringLiteral("master-resolves"), CheckStatus::Pass,
                             tr("%1 -> %2").arg(expect.master, addresses.first()));
                if (i == 0 && !addresses.isEmpty()) {
                    const QStringList local = strings(f.value(QStringLiteral("addresses")));
                    if (!local.contains(addresses.first()))
                        node.add(
                            QStringLiteral("master-is-local"), CheckStatus::Fail,
                            tr("on the master, %1 resolves to %2, which is not one of its own addresses: c10d will "
                               "not start the rendezvous store there and every node times out.")
                                .arg(expect.master, addresses.first()));
                }
                node.portFree();
                node.portReachable();
                node.ifnames();
                node.clock();
                node.disk();
            }
        }
        report.checks = node.checks;
        report.ok = std::none_of(report.checks.cbegin(), report.checks.cend(),
                                 [](const CheckItem& c) { return c.status == CheckStatus::Fail; });
        reports.append(report);
    }
    return reports;
}

} // namespace ddpw
