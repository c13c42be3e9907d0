#include "nodecheck/NodeLaunchPlanner.h"

#include "expand/RuntimeValue.h"
#include "expand/StaticExpander.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "launcher/WrapperTorchrun.h"
#include "model/PlatformEnvironment.h"
#include "shell/ShellReader.h"
#include "util/ShellQuote.h"
#include "validate/WrapperNodeValues.h"

#include <algorithm>

namespace ddpw {

namespace {

// A value only the node knows (the address a name resolves to, the node's own address or name)
// becomes the name it stands for: it reaches the same host, and the report says so. The node's
// GPU count is torchrun's own word for it.
QString standIn(const RuntimeValue::Part& part, const QString& host)
{
    switch (part.kind) {
    case RuntimeValue::Kind::Address:
    case RuntimeValue::Kind::CanonicalName: return part.subject;
    case RuntimeValue::Kind::GpuCount: return QStringLiteral("gpu");
    case RuntimeValue::Kind::CpuCount: return QStringLiteral("cpu");
    // What the nodes read alike: one word for all of them.
    case RuntimeValue::Kind::Clock: return QStringLiteral("clock");
    default: return host;
    }
}

QString change(const RuntimeValue::Part& part, const QString& host)
{
    return NodeLaunchPlanner::tr("%1 is only known on the node: the dry-run used \"%2\"")
        .arg(RuntimeValue::describe(part), standIn(part, host));
}

QString withoutMarkers(const QString& text, const QString& host, QStringList& changes)
{
    const QList<RuntimeValue::Part> parts = RuntimeValue::parts(text);
    if (parts.isEmpty())
        return text;
    QString result;
    qsizetype at = 0;
    for (const RuntimeValue::Part& part : parts) {
        result += text.mid(at, part.begin - at);
        at = part.end;
        if (part.kind == RuntimeValue::Kind::CommandFolder && text.mid(at).startsWith(u'/')) {
            // The bare name: the node's PATH finds it, as `command -v` did.
            ++at;
            changes.append(NodeLaunchPlanner::tr("%1 is only known on the node: the dry-run lets the node's PATH "
                                                 "find %2")
                               .arg(RuntimeValue::describe(part), part.subject));
            continue;
        }
        result += standIn(part, host);
        changes.append(change(part, host));
    }
    return result + text.mid(at);
}

// The expansion's environment shows such values readable ("<the address of node1>"): each one
// its origins name is replaced the same way.
QString environmentValue(const StaticExpansion& expansion, const QString& name, QString value, const QString& host,
                         QStringList& changes)
{
    for (const ValueOrigin& origin : expansion.origins) {
        if (origin.argument >= 0 || origin.variable != name)
            continue;
        const QString marker = RuntimeValue::token(origin.part.kind, origin.part.subject);
        value.replace(RuntimeValue::readable(marker), marker);
    }
    return withoutMarkers(value, host, changes);
}

// The expansion's notes about those values, which the changes above already say in full.
QStringList nodeOnlyNotes(const StaticExpansion& expansion)
{
    QStringList notes;
    for (const ValueOrigin& origin : expansion.origins) {
        if (origin.argument >= 0)
            notes.append(NodeLaunchPlanner::tr("argument %1 '%2': %3 is only known on the node")
                             .arg(origin.argument)
                             .arg(expansion.argv.value(origin.argument), RuntimeValue::describe(origin.part)));
        else
            notes.append(NodeLaunchPlanner::tr("environment %1: %2 is only known on the node")
                             .arg(origin.variable, RuntimeValue::describe(origin.part)));
    }
    return notes;
}

// torchrun, torch.distributed.run/launch: the words up to the training script, then the probe.
QString replaceScript(const QStringList& argv, LauncherKind kind, int argumentsBegin, NodeLaunch& launch)
{
    const LauncherParseResult parsed =
        LauncherParser(TorchVersion(), kind).parse(NodeLaunchPlanner::wordsOf(argv), argumentsBegin);
    if (!parsed.hasTrainingScript || parsed.trainingScriptWord < 0 || parsed.trainingScriptWord >= argv.size())
        return NodeLaunchPlanner::tr("the launcher is given no training script, so there is nothing to replace by "
                                     "the probe");
    launch.argv = argv.mid(0, parsed.trainingScriptWord);
    launch.nodeRank = WrapperTorchrun::text(parsed, QStringLiteral("node_rank"));
    launch.nnodes = WrapperTorchrun::text(parsed, QStringLiteral("nnodes"));
    launch.nprocPerNode = WrapperTorchrun::text(parsed, QStringLiteral("nproc_per_node"));
    launch.masterHost = WrapperTorchrun::text(parsed, QStringLiteral("master_addr"));
    const QString endpoint = WrapperTorchrun::text(parsed, QStringLiteral("rdzv_endpoint"));
    const QString backend = WrapperTorchrun::text(parsed, QStringLiteral("rdzv_backend"));
    if (!endpoint.isEmpty() && backend != QLatin1String("static"))
        launch.masterHost = endpoint.section(u':', 0, 0);
    const LauncherArgument* module = parsed.argument(QStringLiteral("module"));
    const bool asModule = module && module->given && module->value.toBool();
    launch.argv.append(asModule ? NodeLaunchPlanner::kProbeModule : NodeLaunchPlanner::kProbeWord);
    return {};
}

} // namespace

QList<ShellWord> NodeLaunchPlanner::wordsOf(const QStringList& argv)
{
    QList<ShellWord> words;
    for (const QString& arg : argv)
        words.append({arg, arg, {}, false, std::nullopt});
    return words;
}

bool NodeLaunchPlanner::keptFromNode(const QString& name)
{
    static const QStringList kept{QStringLiteral("PATH"),       QStringLiteral("LD_LIBRARY_PATH"),
                                  QStringLiteral("PYTHONPATH"), QStringLiteral("HOME"),
                                  QStringLiteral("USER"),       QStringLiteral("LOGNAME"),
                                  QStringLiteral("SHELL"),      QStringLiteral("PWD"),
                                  QStringLiteral("OLDPWD"),     QStringLiteral("TMPDIR")};
    return kept.contains(name);
}

NodeLaunch NodeLaunchPlanner::plan(const QString& command, const JobSpec& job, const QStringList& hosts, int index)
{
    NodeLaunch launch;
    if (index < 0 || index >= hosts.size()) {
        launch.error = tr("there is no node %1 among %n host(s)", nullptr, int(hosts.size())).arg(index);
        return launch;
    }
    const QString host = hosts.at(index);
    const QMap<QString, QString> platform = PlatformEnvironment::toMap(PlatformEnvironment::forJob(job, index, hosts));
    const StaticExpansion expansion = StaticExpander(platform).expandText(command);
    // Bash stops before the launcher on this node: the node fails there, as the pod would.
    if (expansion.stop) {
        launch.stop = expansion.stop;
        return launch;
    }
    if (!expansion.launcherFound) {
        launch.error = tr("the command starts no torchrun, torch.distributed.run or launch, accelerate launch or "
                          "deepspeed that the dry-run could find");
        return launch;
    }
    launch.launcher = expansion.launcher;
    const QStringList nodeOnly = nodeOnlyNotes(expansion);
    for (const QString& item : expansion.unresolved) {
        if (!nodeOnly.contains(item))
            launch.changes.append(tr("not evaluated before the run, passed as written: %1").arg(item));
    }

    QStringList argv;
    for (const QString& arg : expansion.markedArgv)
        argv.append(withoutMarkers(arg, host, launch.changes));
    // The launch line execs the launcher itself.
    while (!argv.isEmpty() && argv.first() == QLatin1String("exec"))
        argv.removeFirst();
    const std::optional<LauncherLocation> location = LauncherLocator::locate(NodeLaunchPlanner::wordsOf(argv));
    if (!location) {
        launch.error = tr("the launcher command could not be told apart from its prefix: %1").arg(commandLine(argv));
        return launch;
    }
    if (isTorchLauncher(launch.launcher)) {
        launch.error = replaceScript(argv, launch.launcher, location->argumentsBegin, launch);
        if (!launch.ok())
            return launch;
    } else {
        const WrapperNode wrapper =
            WrapperNodeValues::fromExpansion(command, ShellReader().read(command), expansion, platform);
        if (!wrapper.reached) {
            launch.error = tr("the torchrun settings of this %1 command could not be worked out")
                               .arg(launcherKindName(launch.launcher));
            return launch;
        }
        launch.argv = QStringList{QStringLiteral("torchrun")} + wrapper.torchrun.torchrunArguments();
        launch.argv.append(kProbeWord);
        launch.changes.append(tr("%1 itself was not run: the dry-run ran the torchrun settings it implies")
                                  .arg(launcherKindName(launch.launcher)));
    }

    for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it) {
        if (platform.value(it.key()) == it.value() && platform.contains(it.key()))
            continue;
        if (keptFromNode(it.key())) {
            launch.changes.append(
                tr("%1: the node's own value was kept (the command builds it from the node's)").arg(it.key()));
            continue;
        }
        launch.environment.append({it.key(), environmentValue(expansion, it.key(), it.value(), host, launch.changes)});
    }
    launch.changes.removeDuplicates();
    return launch;
}

QStringList NodeLaunchPlanner::stopProblems(const QList<NodeLaunch>& nodes)
{
    // The same stop on several nodes is one sentence naming them.
    QStringList texts;
    QList<QStringList> where;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        if (!nodes.at(i).stop)
            continue;
        const ShellStop& stop = *nodes.at(i).stop;
        const QString why = stop.reason.isEmpty() ? stop.message : stop.reason;
        const QString text =
            stop.message.isEmpty() || stop.message == why
                ? tr("bash stops at line %1 before the launcher: %2").arg(stop.range.begin.line).arg(why)
                : tr("bash stops at line %1 before the launcher: %2 (%3)")
                      .arg(stop.range.begin.line)
                      .arg(why, stop.message);
        const qsizetype at = texts.indexOf(text);
        if (at < 0) {
            texts.append(text);
            where.append({QString::number(i)});
        } else {
            where[at].append(QString::number(i));
        }
    }
    QStringList problems;
    for (qsizetype i = 0; i < texts.size(); ++i)
        problems.append(tr("on node(s) %1, %2").arg(where.at(i).join(QStringLiteral(", ")), texts.at(i)));
    return problems;
}

QStringList NodeLaunchPlanner::nodeCountProblems(const QList<NodeLaunch>& nodes)
{
    QStringList problems;
    if (nodes.isEmpty())
        return problems;
    const QString nnodes = nodes.first().nnodes;
    const bool same =
        std::all_of(nodes.begin(), nodes.end(), [&](const NodeLaunch& node) { return node.nnodes == nnodes; });
    bool minOk = false;
    bool maxOk = false;
    const int least = nnodes.section(u':', 0, 0).toInt(&minOk);
    const int most = nnodes.section(u':', -1).toInt(&maxOk);
    if (!same || !minOk || !maxOk || nnodes.count(u':') > 1)
        return problems;
    const int pods = int(nodes.size());
    if (least > pods)
        problems.append(tr("every node waits for %1 nodes (--nnodes=%2) and the job starts %n pod(s): the rendezvous "
                           "never completes; give --nnodes=$VC_WORKER_NUM",
                           nullptr, pods)
                            .arg(least)
                            .arg(nnodes));
    else if (most < pods)
        problems.append(tr("--nnodes=%1 admits %2 node(s) and the job starts %n pods: the others cannot join; give "
                           "--nnodes=$VC_WORKER_NUM",
                           nullptr, pods)
                            .arg(nnodes)
                            .arg(most));
    return problems;
}

QStringList NodeLaunchPlanner::meetingProblems(const QList<NodeLaunch>& nodes)
{
    QStringList problems = nodeCountProblems(nodes);
    if (nodes.size() < 2)
        return problems;
    const auto same = [&nodes](QString NodeLaunch::*field) {
        return std::all_of(nodes.begin(), nodes.end(),
                           [&](const NodeLaunch& node) { return node.*field == nodes.first().*field; });
    };
    const QString rank = nodes.first().nodeRank;
    const bool staticRanks = !rank.isEmpty() && same(&NodeLaunch::nodeRank);
    const bool c10d = std::any_of(nodes.begin(), nodes.end(), [](const NodeLaunch& node) {
        return node.argv.contains(QStringLiteral("--rdzv_backend=c10d")) ||
               node.argv.contains(QStringLiteral("--rdzv-backend=c10d"));
    });
    if (staticRanks && !c10d)
        problems.append(tr("every node is given --node_rank=%1: %n nodes cannot all hold one rank, so the rendezvous "
                           "never completes; give each node its own index (e.g. --node_rank=$VC_TASK_INDEX)",
                           nullptr, int(nodes.size()))
                            .arg(rank));
    static const QStringList loopback{QStringLiteral("localhost"), QStringLiteral("127.0.0.1"), QStringLiteral("::1")};
    const QString master = nodes.first().masterHost;
    if (loopback.contains(master) && same(&NodeLaunch::masterHost))
        problems.append(tr("the master address is %1 on every node: each node looks for the master on itself; give "
                           "the first host's name (e.g. ${VC_WORKER_HOSTS%%,*})")
                            .arg(master));
    return problems;
}

QString NodeLaunchPlanner::commandLine(const QStringList& argv)
{
    QStringList words;
    for (const QString& arg : argv)
        words.append(arg == kProbeWord ? arg : shellQuote(arg));
    return words.join(u' ');
}

QString NodeLaunchPlanner::launchLine(const NodeLaunch& launch)
{
    QString text;
    for (const EnvVar& var : launch.environment)
        text += QStringLiteral("export %1=%2\n").arg(var.name, shellQuote(var.value));
    // After the command's own PYTHONPATH: the probe module must be found first.
    if (launch.argv.contains(kProbeModule))
        text += QStringLiteral("export PYTHONPATH=\"$DDPW_RUN_DIR${PYTHONPATH:+:$PYTHONPATH}\"\n");
    QStringList words{QStringLiteral("exec")};
    for (const QString& arg : launch.argv)
        words.append(arg == kProbeWord ? QStringLiteral("\"$DDPW_PROBE\"") : shellQuote(arg));
    return text + words.join(u' ') + u'\n';
}

} // namespace ddpw
