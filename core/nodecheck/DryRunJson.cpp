#include "nodecheck/DryRunJson.h"

#include "nodecheck/LaunchFailureClassifier.h"

#include <QJsonArray>

namespace ddpw {

namespace {

constexpr int kLogLinesInJson = 40;

QJsonArray strings(const QStringList& list)
{
    QJsonArray array;
    for (const QString& item : list)
        array.append(item);
    return array;
}

// Bandwidths to 4 significant digits: more is noise, and the JSON stays readable.
double rounded(double value)
{
    return QString::number(value, 'g', 4).toDouble();
}

QJsonValue seconds(double value)
{
    return value < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(qRound(value * 1000) / 1000.0);
}

// What the rank saw of the variables the dry-run set (the platform's and the job's); null for
// one that was not set.
QJsonObject environment(const ProbeReport& report)
{
    QJsonObject env;
    for (auto it = report.env.cbegin(); it != report.env.cend(); ++it)
        env.insert(it.key(), it.value());
    for (const QString& name : report.unsetEnv)
        env.insert(name, QJsonValue(QJsonValue::Null));
    return env;
}

QJsonObject rank(const ProbeReport& report)
{
    return {
        {QStringLiteral("rank"), report.rank},
        {QStringLiteral("local_rank"), report.localRank},
        {QStringLiteral("group_rank"), report.groupRank},
        {QStringLiteral("world_size"), report.worldSize},
        {QStringLiteral("hostname"), report.hostname},
        {QStringLiteral("env"), environment(report)},
        {QStringLiteral("launcher_argv"), strings(report.launcherArgv)},
        {QStringLiteral("device"), report.device},
        {QStringLiteral("backend"), report.backend},
        {QStringLiteral("torch"), report.torch},
        {QStringLiteral("python"), report.python},
        {QStringLiteral("all_reduce_ok"), report.allReduceOk},
        {QStringLiteral("init_seconds"), seconds(report.initSeconds)},
        {QStringLiteral("ok"), report.ok},
        {QStringLiteral("error"), report.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(report.error)},
    };
}

} // namespace

QString DryRunJson::stateKey(DryRunNodeState state)
{
    switch (state) {
    case DryRunNodeState::Waiting: return QStringLiteral("waiting");
    case DryRunNodeState::Starting: return QStringLiteral("starting");
    case DryRunNodeState::Launched: return QStringLiteral("launched");
    case DryRunNodeState::Joined: return QStringLiteral("joined");
    case DryRunNodeState::Passed: return QStringLiteral("passed");
    case DryRunNodeState::Failed: return QStringLiteral("failed");
    case DryRunNodeState::Stopped: return QStringLiteral("stopped");
    }
    return QStringLiteral("unknown");
}

QString DryRunJson::stopKey(DryRunStop stop)
{
    switch (stop) {
    case DryRunStop::None: return QStringLiteral("none");
    case DryRunStop::Cancelled: return QStringLiteral("cancelled");
    case DryRunStop::Deadline: return QStringLiteral("deadline");
    case DryRunStop::NodeFailed: return QStringLiteral("node_failed");
    }
    return QStringLiteral("none");
}

QJsonObject DryRunJson::rendezvous(const DryRunResult& result)
{
    QJsonArray ranks;
    for (const ProbeReport& report : result.ranks)
        ranks.append(rank(report));
    QJsonObject object{
        {QStringLiteral("ok"), result.ok},
        {QStringLiteral("world_size"), result.worldSize},
        {QStringLiteral("expected_world_size"),
         result.expectedWorldSize ? QJsonValue(*result.expectedWorldSize) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("ranks"), ranks},
        {QStringLiteral("seconds"), seconds(result.rendezvousSeconds)},
        {QStringLiteral("total_seconds"), seconds(result.totalSeconds)},
        {QStringLiteral("error"), result.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(result.error)},
        {QStringLiteral("stopped"), stopKey(result.stop)},
        {QStringLiteral("problems"), strings(result.problems)},
        {QStringLiteral("warnings"), strings(result.warnings)},
        {QStringLiteral("local"), result.local},
        {QStringLiteral("port"), result.port},
        {QStringLiteral("known_failures"), strings(result.knownFailures)},
    };
    if (result.failure.kind != LaunchFailureKind::None) {
        object.insert(QStringLiteral("failure"),
                      QJsonObject{
                          {QStringLiteral("kind"), LaunchFailureClassifier::key(result.failure.kind)},
                          {QStringLiteral("summary"), result.failure.summary},
                          {QStringLiteral("hint"), result.failure.hint},
                          {QStringLiteral("reference"), result.failure.reference},
                          {QStringLiteral("evidence"), strings(result.failure.evidence)},
                          {QStringLiteral("diagnose_kind"), result.failure.diagnoseKind},
                      });
    }
    return object;
}

void DryRunJson::addLauncher(QJsonObject& object, const DryRunNodeResult* node)
{
    const QJsonValue none(QJsonValue::Null);
    object.insert(QStringLiteral("command"), node ? QJsonValue(node->commandLine) : none);
    object.insert(QStringLiteral("argv"), node && !node->argv.isEmpty() ? QJsonValue(strings(node->argv)) : none);
    QJsonObject env;
    if (node) {
        for (const EnvVar& var : node->environment)
            env.insert(var.name, var.value);
    }
    object.insert(QStringLiteral("env"), node ? QJsonValue(env) : none);
    object.insert(QStringLiteral("changes"), node ? QJsonValue(strings(node->changes)) : QJsonValue(QJsonArray()));
    // The launcher's own words when it failed: torch's argparse or rendezvous message.
    const bool failed = node && node->state != DryRunNodeState::Passed;
    object.insert(QStringLiteral("output"),
                  failed ? strings(node->log.mid(qMax<qsizetype>(0, node->log.size() - kLogLinesInJson)))
                         : QJsonArray());
}

QJsonObject DryRunJson::node(const DryRunNodeResult& node)
{
    QJsonArray reported;
    for (const ProbeReport& report : node.reports)
        reported.append(report.rank);
    QJsonObject object{
        {QStringLiteral("index"), node.index},
        {QStringLiteral("host"), node.host},
        {QStringLiteral("hostname"), node.hostname},
        {QStringLiteral("state"), stateKey(node.state)},
        {QStringLiteral("exit_status"), node.finished ? QJsonValue(node.exitStatus) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("joined_seconds"), seconds(node.joinedSeconds)},
        {QStringLiteral("ranks"), reported},
        {QStringLiteral("error"), node.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(node.error)},
        {QStringLiteral("log_tail"), strings(node.log.mid(qMax<qsizetype>(0, node.log.size() - kLogLinesInJson)))},
        {QStringLiteral("run_dir"), node.runDir.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(node.runDir)},
    };
    addLauncher(object, &node);
    return object;
}

QJsonObject DryRunJson::document(const DryRunResult& result)
{
    QJsonArray nodes;
    for (const DryRunNodeResult& entry : result.nodes)
        nodes.append(node(entry));
    QJsonObject object{{QStringLiteral("rendezvous"), rendezvous(result)}, {QStringLiteral("nodes"), nodes}};
    if (result.bandwidth)
        object.insert(QStringLiteral("bandwidth"), bandwidth(*result.bandwidth));
    return object;
}

QJsonObject DryRunJson::bandwidth(const BandwidthResult& result)
{
    const auto rate = [](double value) {
        return value < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(rounded(value));
    };
    QJsonArray sizes;
    for (const BandwidthResult::Size& size : result.sizes)
        sizes.append(QJsonObject{{QStringLiteral("bytes"), size.bytes},
                                 {QStringLiteral("seconds"), size.seconds},
                                 {QStringLiteral("algbw_gbps"), rounded(size.algbwGbps)},
                                 {QStringLiteral("busbw_gbps"), rounded(size.busbwGbps)},
                                 {QStringLiteral("correct"), size.correct},
                                 {QStringLiteral("iterations"), size.iterations}});
    QJsonArray skipped;
    for (qint64 size : result.skippedSizes)
        skipped.append(size);
    QJsonArray perNode;
    for (const BandwidthResult::Node& node : result.nodes)
        perNode.append(QJsonObject{{QStringLiteral("node"), node.index},
                                   {QStringLiteral("host"), node.host},
                                   {QStringLiteral("hostname"), node.hostname},
                                   {QStringLiteral("gbps"), rate(node.gbps)},
                                   {QStringLiteral("out_gbps"), rate(node.outGbps)},
                                   {QStringLiteral("in_gbps"), rate(node.inGbps)},
                                   {QStringLiteral("slow"), node.slow}});
    QJsonArray links;
    for (const BandwidthResult::Link& link : result.links)
        links.append(QJsonObject{{QStringLiteral("from"), link.from},
                                 {QStringLiteral("to"), link.to},
                                 {QStringLiteral("bytes"), link.bytes},
                                 {QStringLiteral("seconds"), link.seconds},
                                 {QStringLiteral("gbps"), rounded(link.gbps)}});
    QJsonArray interfaces;
    for (const BandwidthResult::RankInterface& rank : result.interfaces)
        interfaces.append(QJsonObject{{QStringLiteral("rank"), rank.rank},
                                      {QStringLiteral("node"), rank.node},
                                      {QStringLiteral("host"), rank.host},
                                      {QStringLiteral("interfaces"), strings(rank.interfaces)},
                                      {QStringLiteral("network"), rank.network.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                                         : QJsonValue(rank.network)},
                                      {QStringLiteral("source"), rank.source},
                                      {QStringLiteral("ib_devices"), strings(rank.ibDevices)}});
    return {
        {QStringLiteral("ok"), result.ok},
        {QStringLiteral("backend"),
         result.backend.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(result.backend)},
        {QStringLiteral("world_size"),
         result.worldSize < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(result.worldSize)},
        {QStringLiteral("sizes"), sizes},
        {QStringLiteral("skipped_sizes"), skipped},
        {QStringLiteral("peak_busbw_gbps"), rate(result.peakBusbwGbps)},
        {QStringLiteral("threshold_gbps"), result.thresholdGbps},
        {QStringLiteral("threshold_default"), result.thresholdIsDefault},
        {QStringLiteral("per_node"), perNode},
        {QStringLiteral("links"), links},
        {QStringLiteral("slow_nodes"), strings(result.slowNodes)},
        {QStringLiteral("interfaces"), interfaces},
        {QStringLiteral("seconds"), seconds(result.seconds)},
        {QStringLiteral("budget_seconds"), seconds(result.budgetSeconds)},
        {QStringLiteral("local"), result.local},
        {QStringLiteral("problems"), strings(result.problems)},
        {QStringLiteral("warnings"), strings(result.warnings)},
        {QStringLiteral("hints"), strings(result.hints)},
        {QStringLiteral("error"), result.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(result.error)},
    };
}

} // namespace ddpw
