#include "logdiagnosis/LogDiagnosisFacts.h"

#include "util/TorchVersion.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

// "2.0.1+cu118" -> "2.0": what decides spellings and protocol.
QString majorMinor(const QString& version)
{
    const QStringList parts = version.split(u'.');
    return parts.size() >= 2 ? parts.at(0) + u'.' + parts.at(1) : version;
}

QString endpointHost(const QString& endpoint)
{
    if (endpoint.startsWith(u'['))
        return endpoint.mid(1, endpoint.indexOf(u']') - 1);
    const qsizetype colon = endpoint.lastIndexOf(u':');
    return colon < 0 ? endpoint : endpoint.left(colon);
}

QString endpointPort(const QString& endpoint)
{
    const qsizetype colon = endpoint.lastIndexOf(u':');
    const qsizetype bracket = endpoint.lastIndexOf(u']');
    return colon < 0 || colon < bracket ? QString() : endpoint.mid(colon + 1);
}

// An IPv4 or IPv6 address literal rather than a name (core links no Qt Network).
bool isAddress(const QString& host)
{
    static const QRegularExpression v4(QStringLiteral(R"(^\d{1,3}(?:\.\d{1,3}){3}$)"));
    static const QRegularExpression v6(QStringLiteral(R"(^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$)"));
    return v4.match(host).hasMatch() || v6.match(host).hasMatch();
}

} // namespace

void LogDiagnosisFacts::torchVersion(const QString& node, const QString& version, const LogEvidence& where)
{
    if (!m_torch.contains(node) && m_torch.size() < kMaxNodes)
        m_torch.insert(node, {version, where});
}

void LogDiagnosisFacts::ncclVersion(const QString& node, const QString& version, const LogEvidence& where)
{
    if (!m_nccl.contains(node) && m_nccl.size() < kMaxNodes)
        m_nccl.insert(node, {version, where});
}

QString LogDiagnosisFacts::loaderOf(const LogLine& line, const QString& node)
{
    if (!line.node.isEmpty())
        return line.node;
    if (line.rank >= 0)
        return tr("rank %1").arg(line.rank);
    return node;
}

void LogDiagnosisFacts::launchConfig(int source, const QString& node, const LaunchConfigReader::Config& config)
{
    if (!m_configs.contains(source) && m_configs.size() < kMaxNodes)
        m_configs.insert(source, {node, config});
}

void LogDiagnosisFacts::environmentValue(int source, const QString& name, int value, const LogEvidence& where)
{
    if (!m_rankSettings.contains(source) && m_rankSettings.size() >= kMaxNodes)
        return;
    RankSettings& settings = m_rankSettings[source];
    if (name == QLatin1String("RANK")) {
        if (value > settings.highestRank) {
            settings.highestRank = value;
            settings.rankWhere = where;
        }
    } else if (!settings.worldSizes.contains(value) && settings.worldSizes.size() < RankSettings::kMaxWorldSizes) {
        settings.worldSizes.insert(value, where);
    }
}

void LogDiagnosisFacts::watchdogWork(int rank, const TimedOutWork& work, const LogEvidence& where)
{
    // The work's own line says more than the watchdog's "at work: N": it replaces that.
    const auto known = m_watchdogWorks.constFind(rank);
    if (known != m_watchdogWorks.cend() &&
        !(known->first.operation.isEmpty() && !work.operation.isEmpty() && known->first.sequence == work.sequence))
        return;
    if (known != m_watchdogWorks.cend() || m_watchdogWorks.size() < kMaxNodes)
        m_watchdogWorks.insert(rank, {work, where});
}

void LogDiagnosisFacts::launcherNodeRank(int rank, const QString& endpoint, const LogEvidence& where)
{
    const QString key = endpoint + u'|' + QString::number(rank);
    if (!m_launcherNodeRanks.contains(key) && m_launcherNodeRanks.size() >= kMaxNodes)
        return;
    QList<LogEvidence>& lines = m_launcherNodeRanks[key];
    if (lines.size() < 2)
        lines.append(where);
}

void LogDiagnosisFacts::globalRank(int source, int rank, int world, const LogEvidence& where)
{
    if (!m_globalRanks.contains(source) && m_globalRanks.size() >= kMaxNodes)
        return;
    GlobalRanks& ranks = m_globalRanks[source];
    if (ranks.twice >= 0)
        return;
    if (const auto it = ranks.seen.constFind(rank); it != ranks.seen.cend()) {
        ranks.twice = rank;
        ranks.world = world;
        ranks.first = *it;
        ranks.again = where;
    } else if (ranks.seen.size() < GlobalRanks::kMaxRanks) {
        ranks.seen.insert(rank, where);
    }
}

QString LogDiagnosisFacts::firstTorchVersion() const
{
    return m_torch.isEmpty() ? QString() : m_torch.first().version;
}

void LogDiagnosisFacts::derive(LogFindingCollector& collector, const LogDiagnosisOptions& options) const
{
    deriveVersions(collector, m_torch, LogDiagnosisKind::TorchVersionMismatch, QStringLiteral("torch"));
    deriveVersions(collector, m_nccl, LogDiagnosisKind::NcclVersionMismatch, QStringLiteral("NCCL"));
    deriveTorchAgainstJob(collector, options);
    deriveConfigs(collector, options);
    deriveNodeRanks(collector);
    deriveReverseLookup(collector, options);
    deriveRankSettings(collector);
    deriveGlobalRanks(collector);
    deriveLauncherNodeRanks(collector);
    deriveWatchdogWorks(collector);
}

void LogDiagnosisFacts::deriveWatchdogWorks(LogFindingCollector& collector) const
{
    // Every rank calls the same collectives in the same order, so their watchdogs time out in the
    // same work: ranks stuck in different ones (another sequence number, or the same one with
    // another operation or size) called different collectives, and each waits for the others.
    if (m_watchdogWorks.size() < 2)
        return;
    const auto& [firstWork, firstWhere] = m_watchdogWorks.first();
    for (auto it = std::next(m_watchdogWorks.cbegin()); it != m_watchdogWorks.cend(); ++it) {
        const TimedOutWork& other = it->first;
        const bool sameSize =
            firstWork.elements.isEmpty() || other.elements.isEmpty() || firstWork.elements == other.elements;
        const bool sameOperation =
            firstWork.operation.isEmpty() || other.operation.isEmpty() || firstWork.operation == other.operation;
        if (other.sequence == firstWork.sequence && sameOperation && sameSize)
            continue;
        const auto shown = [](const TimedOutWork& work) {
            if (work.operation.isEmpty())
                return tr("work #%1").arg(work.sequence);
            return work.elements.isEmpty()
                       ? tr("%1 #%2").arg(work.operation).arg(work.sequence)
                       : tr("%1 #%2 (NumelIn=%3)").arg(work.operation).arg(work.sequence).arg(work.elements);
        };
        collector.add(LogDiagnosisKind::CollectiveMismatch, Severity::Error, firstWhere, LogLine());
        collector.add(LogDiagnosisKind::CollectiveMismatch, Severity::Error, it->second, LogLine());
        collector.setDetail(LogDiagnosisKind::CollectiveMismatch, QStringLiteral("differences"),
                            tr("Rank %1 timed out in %2 while rank %3 timed out in %4: the ranks called different "
                               "collectives (one ran a collective the other did not, or with another size), and "
                               "each waited for the other")
                                .arg(m_watchdogWorks.firstKey())
                                .arg(shown(firstWork))
                                .arg(it.key())
                                .arg(shown(other)));
        return;
    }
}

void LogDiagnosisFacts::deriveLauncherNodeRanks(LogFindingCollector& collector) const
{
    // Two command lines of one static rendezvous with the same node rank: both nodes start the
    // master's store (on one host the second finds the port taken) and the job waits for a node
    // rank no node has. The command lines say it before any error does.
    for (auto it = m_launcherNodeRanks.cbegin(); it != m_launcherNodeRanks.cend(); ++it) {
        if (it->size() < 2)
            continue;
        for (const LogEvidence& line : *it)
            collector.add(LogDiagnosisKind::DuplicateNodeRank, Severity::Error, line, LogLine());
        collector.setDetail(LogDiagnosisKind::DuplicateNodeRank, QStringLiteral("differences"),
                            tr("Two launchers' command lines pass node rank %1 for the master %2: each node started "
                               "the master's store (on one host the second finds the port taken) and the job waits "
                               "for a node rank no node has")
                                .arg(it.key().section(u'|', 1), it.key().section(u'|', 0, 0)));
        return;
    }
}

void LogDiagnosisFacts::deriveRankSettings(LogFindingCollector& collector) const
{
    // A rank set by hand at or above the world size set beside it (RANK=1 with WORLD_SIZE=1): no
    // process of that world is rank 0, the one that starts the store, so this one waits for it
    // until its connection times out. Only where the log sets one world size.
    for (const RankSettings& settings : m_rankSettings) {
        if (settings.worldSizes.size() != 1 || settings.highestRank < settings.worldSizes.firstKey())
            continue;
        const int world = settings.worldSizes.firstKey();
        const LogEvidence& worldWhere = settings.worldSizes.first();
        collector.add(LogDiagnosisKind::WorldSizeMismatch, Severity::Error, settings.rankWhere, LogLine());
        if (worldWhere.line != settings.rankWhere.line)
            collector.add(LogDiagnosisKind::WorldSizeMismatch, Severity::Error, worldWhere, LogLine());
        collector.setDetail(LogDiagnosisKind::WorldSizeMismatch, QStringLiteral("envRank"),
                            QString::number(settings.highestRank));
        collector.setDetail(LogDiagnosisKind::WorldSizeMismatch, QStringLiteral("envWorld"), QString::number(world));
        return;
    }
}

void LogDiagnosisFacts::deriveGlobalRanks(LogFindingCollector& collector) const
{
    // One global rank started twice in one log: two groups of processes each took the first
    // node's ranks (srun without --ntasks-per-node, two nodes given one node rank), and the job
    // waits for ranks nobody has.
    for (const GlobalRanks& ranks : m_globalRanks) {
        if (ranks.twice < 0)
            continue;
        collector.add(LogDiagnosisKind::DuplicateNodeRank, Severity::Error, ranks.again, LogLine());
        collector.add(LogDiagnosisKind::DuplicateNodeRank, Severity::Error, ranks.first, LogLine());
        collector.setDetail(LogDiagnosisKind::DuplicateNodeRank, QStringLiteral("differences"),
                            tr("Global rank %1 of a world of %2 started twice (lines %3 and %4): two groups of "
                               "processes took the same ranks (two nodes with one node rank, or srun starting "
                               "every process of a node without --ntasks-per-node), and the job waits for ranks "
                               "nobody has")
                                .arg(ranks.twice)
                                .arg(ranks.world)
                                .arg(ranks.first.line)
                                .arg(ranks.again.line));
        return;
    }
}

void LogDiagnosisFacts::deriveNodeRanks(LogFindingCollector& collector) const
{
    // The static rendezvous's store is started by the node of rank 0 (c10d's by the one with
    // is_host): two such nodes both start it, and the second finds the port taken, or the nodes
    // wait for ranks nobody has. torchrun logs each node's in rdzv_configs.
    static const QRegularExpression rank(QStringLiteral(R"('rank': '?(\d+))"));
    static const QRegularExpression host(QStringLiteral(R"('is_host': '?(?:True|true|1)\b)"));
    QMap<QString, QList<const NodeConfig*>> byRole; // "rank 0" or "is_host" -> the nodes
    for (const NodeConfig& node : m_configs) {
        if (node.config.values.value(QStringLiteral("max_nodes")).toInt() < 2)
            continue;
        const QString configs = node.config.values.value(QStringLiteral("rdzv_configs"));
        const QRegularExpressionMatch m = rank.match(configs);
        const bool isStatic = node.config.values.value(QStringLiteral("rdzv_backend")) == QLatin1String("static");
        if (isStatic && m.hasMatch())
            byRole[m.captured(1)].append(&node);
        else if (host.match(configs).hasMatch())
            byRole[QString()].append(&node);
    }
    for (auto it = byRole.cbegin(); it != byRole.cend(); ++it) {
        if (it->size() < 2)
            continue;
        QStringList nodes;
        for (const NodeConfig* node : *it) {
            nodes.append(node->node);
            LogLine context; // the same line in each node's log: evidence of each
            context.node = node->node;
            collector.add(LogDiagnosisKind::DuplicateNodeRank, Severity::Error,
                          node->config.lines.value(QStringLiteral("rdzv_configs")), context);
        }
        const QString list = nodes.join(QStringLiteral(", "));
        collector.setDetail(LogDiagnosisKind::DuplicateNodeRank, QStringLiteral("differences"),
                            it.key().isEmpty()
                                ? tr("%1 were all started with is_host: each started the rendezvous store (on "
                                     "one host the second finds the port taken) and the nodes never meet")
                                      .arg(list)
                                : tr("%1 all ran as node rank %2: each started the master's store (on one host the "
                                     "second finds the port taken) and the job waits for a node rank no node has")
                                      .arg(list, it.key()));
        return;
    }
}

void LogDiagnosisFacts::deriveReverseLookup(LogFindingCollector& collector, const LogDiagnosisOptions& options) const
{
    // c10d hands the workers the name the rendezvous host finds for itself (socket.getfqdn()),
    // not the endpoint: with an address as the endpoint, a name that does not resolve is that
    // reverse look-up's (reverse-lookup-info; pytorch/pytorch#85300).
    const LogFindingCollector::Details* lookup = collector.details(LogDiagnosisKind::HostnameResolution);
    if (!lookup || !lookup->contains(QStringLiteral("host")))
        return;
    QString endpoint;
    bool c10d = false;
    if (!m_configs.isEmpty()) {
        endpoint = m_configs.first().config.values.value(QStringLiteral("rdzv_endpoint"));
        c10d = m_configs.first().config.values.value(QStringLiteral("rdzv_backend")) == QLatin1String("c10d");
    } else if (!options.command.isEmpty()) {
        static const QRegularExpression option(QStringLiteral(R"(--rdzv[-_]endpoint[= ]['"]?([^\s'"]+))"));
        static const QRegularExpression backend(QStringLiteral(R"(--rdzv[-_]backend[= ]['"]?c10d\b)"));
        endpoint = option.match(options.command).captured(1);
        c10d = backend.match(options.command).hasMatch();
    }
    const QString endpointHostName = endpointHost(endpoint);
    const QString host = lookup->value(QStringLiteral("host"));
    if (!c10d || !isAddress(endpointHostName) || isAddress(host) ||
        host.compare(endpointHostName, Qt::CaseInsensitive) == 0)
        return;
    collector.setDetail(LogDiagnosisKind::HostnameResolution, QStringLiteral("reverse"), endpointHostName);
}

void LogDiagnosisFacts::deriveVersions(LogFindingCollector& collector, const QMap<QString, Seen>& seen,
                                       LogDiagnosisKind kind, const QString& library) const
{
    QMap<QString, QString> firstNodeOf; // version (compared as written) -> a node that has it
    for (auto it = seen.cbegin(); it != seen.cend(); ++it) {
        const QString version =
            kind == LogDiagnosisKind::TorchVersionMismatch ? majorMinor(it->version) : it->version.section(u'+', 0, 0);
        if (!firstNodeOf.contains(version))
            firstNodeOf.insert(version, it.key());
    }
    if (firstNodeOf.size() < 2)
        return;
    QStringList parts;
    LogLine context;
    for (auto it = firstNodeOf.cbegin(); it != firstNodeOf.cend(); ++it) {
        const Seen& one = seen.value(it.value());
        parts.append(tr("%1 loads %2 %3").arg(it.value(), library, one.version));
        collector.add(kind, Severity::Error, one.where, context);
    }
    collector.setDetail(kind, QStringLiteral("differences"),
                        tr("The nodes load different %1 versions: %2").arg(library, parts.join(QStringLiteral("; "))));
}

void LogDiagnosisFacts::deriveTorchAgainstJob(LogFindingCollector& collector, const LogDiagnosisOptions& options) const
{
    if (m_torch.isEmpty() || collector.has(LogDiagnosisKind::TorchVersionMismatch))
        return;
    TorchVersion expected;
    if (options.torch)
        expected = *options.torch;
    else if (options.job)
        expected = options.job->torchVersion;
    if (!expected.isKnown())
        return;
    const Seen& seen = m_torch.first();
    const std::optional<TorchVersion> found = TorchVersion::parse(seen.version);
    if (!found || !found->isKnown() || (found->major() == expected.major() && found->minor() == expected.minor()))
        return;
    collector.add(LogDiagnosisKind::TorchVersionMismatch, Severity::Warning, seen.where, LogLine{});
    collector.setDetail(LogDiagnosisKind::TorchVersionMismatch, QStringLiteral("differences"),
                        tr("The node runs torch %1, but the start command is written for torch %2")
                            .arg(seen.version, expected.toString()));
    collector.setDetail(LogDiagnosisKind::TorchVersionMismatch, QStringLiteral("found"), found->toString());
}

void LogDiagnosisFacts::deriveConfigs(LogFindingCollector& collector, const LogDiagnosisOptions& options) const
{
    if (m_configs.isEmpty())
        return;
    QStringList differences;
    QList<LogEvidence> evidence;
    // Between nodes: every node must start torchrun with the same settings.
    static const QStringList shared{QStringLiteral("min_nodes"),      QStringLiteral("max_nodes"),
                                    QStringLiteral("nproc_per_node"), QStringLiteral("run_id"),
                                    QStringLiteral("rdzv_backend"),   QStringLiteral("rdzv_endpoint")};
    const NodeConfig& first = m_configs.first();
    for (const QString& key : shared) {
        for (const NodeConfig& other : m_configs) {
            const QString a = first.config.values.value(key);
            const QString b = other.config.values.value(key);
            if (a.isEmpty() || b.isEmpty() || a == b)
                continue;
            differences.append(tr("%1 is %2 on %3 but %4 on %5").arg(key, a, first.node, b, other.node));
            evidence << first.config.lines.value(key) << other.config.lines.value(key);
            break;
        }
    }
    // Each node alone: several nodes cannot meet on a node's own loopback address.
    const QString endpoint = first.config.values.value(QStringLiteral("rdzv_endpoint"));
    const int maxNodes = first.config.values.value(QStringLiteral("max_nodes")).toInt();
    if (maxNodes > 1 && !m_rendezvousCompleted && LogFindingCollector::isLoopbackHost(endpointHost(endpoint))) {
        differences.append(tr("the rendezvous endpoint %1 is the node's own loopback address, yet %2 nodes are "
                              "expected (--standalone, or no --master_addr/--rdzv_endpoint)")
                               .arg(endpoint)
                               .arg(maxNodes));
        evidence << first.config.lines.value(QStringLiteral("rdzv_endpoint"));
    }
    // Against the job.
    if (options.job) {
        const JobSpec& job = *options.job;
        const auto differs = [&](const QString& key, const QString& expected, const QString& found) {
            if (found.isEmpty() || expected.isEmpty() || expected == found)
                return;
            differences.append(tr("torchrun ran with %1 %2, the job says %3").arg(key, found, expected));
            evidence << first.config.lines.value(key);
        };
        const QString minNodes = QString::number(job.elastic ? job.elastic->minNodes : job.nodeCount);
        const QString maxNodesJob = QString::number(job.elastic ? job.elastic->maxNodes : job.nodeCount);
        differs(QStringLiteral("min_nodes"), minNodes, first.config.values.value(QStringLiteral("min_nodes")));
        differs(QStringLiteral("max_nodes"), maxNodesJob, first.config.values.value(QStringLiteral("max_nodes")));
        if (const std::optional<int> nproc = job.resolvedNprocPerNode())
            differs(QStringLiteral("nproc_per_node"), QString::number(*nproc),
                    first.config.values.value(QStringLiteral("nproc_per_node")));
        differs(QStringLiteral("rdzv_backend"),
                job.rendezvousBackend == RendezvousBackend::C10d ? QStringLiteral("c10d") : QStringLiteral("static"),
                first.config.values.value(QStringLiteral("rdzv_backend")));
        const QString port = endpointPort(endpoint);
        if (!port.isEmpty() && port != QLatin1String("0") && port != QString::number(job.port)) {
            differences.append(
                tr("torchrun's endpoint %1 uses port %2, the job says %3").arg(endpoint, port).arg(job.port));
            evidence << first.config.lines.value(QStringLiteral("rdzv_endpoint"));
        }
        if (job.rendezvousBackend == RendezvousBackend::C10d)
            differs(QStringLiteral("run_id"), job.rendezvousId, first.config.values.value(QStringLiteral("run_id")));
    }
    if (differences.isEmpty())
        return;
    for (const LogEvidence& where : evidence) {
        if (where.line > 0)
            collector.add(LogDiagnosisKind::LauncherConfig, Severity::Warning, where, LogLine{});
    }
    if (!collector.has(LogDiagnosisKind::LauncherConfig))
        collector.add(LogDiagnosisKind::LauncherConfig, Severity::Warning, first.config.where, LogLine{});
    collector.setDetail(LogDiagnosisKind::LauncherConfig, QStringLiteral("differences"),
                        differences.join(QStringLiteral("; ")));
}

} // namespace ddpw
