#include "nodecheck/DryRunAggregator.h"

#include <QSet>

#include <algorithm>

namespace ddpw {

namespace {

constexpr int kMaxListed = 16;

QString listed(QList<int> values)
{
    std::sort(values.begin(), values.end());
    QStringList words;
    for (qsizetype i = 0; i < values.size() && i < kMaxListed; ++i)
        words.append(QString::number(values.at(i)));
    if (values.size() > kMaxListed)
        words.append(QStringLiteral("..."));
    return words.join(QStringLiteral(", "));
}

// A shell-like rendering of a string list, for messages about arguments.
QString shown(const QStringList& words)
{
    QStringList quoted;
    for (const QString& word : words)
        quoted.append(u'"' + word + u'"');
    return u'[' + quoted.join(QStringLiteral(", ")) + u']';
}

} // namespace

DryRunExpectation DryRunExpectation::forJob(const JobSpec& job)
{
    DryRunExpectation expected;
    expected.nodes = job.nodeCount;
    expected.nprocPerNode = job.resolvedNprocPerNode();
    if (expected.nprocPerNode && !job.elastic)
        expected.worldSize = job.nodeCount * *expected.nprocPerNode;
    expected.scriptArgs = job.scriptArgs;
    expected.env = job.env;
    if (job.torchVersion.isKnown())
        expected.torchVersion = job.torchVersion.toString();
    return expected;
}

DryRunVerdict DryRunAggregator::aggregate(const DryRunExpectation& expected, const QList<NodeOutcome>& nodes)
{
    DryRunVerdict verdict;
    QList<ProbeReport> all;
    for (const NodeOutcome& node : nodes) {
        checkNode(expected, node, verdict);
        all += node.reports;
    }
    if (expected.nodes > 0 && nodes.size() != expected.nodes)
        verdict.problems.append(tr("%1 node(s) took part, the job has %2").arg(nodes.size()).arg(expected.nodes));
    checkRanks(expected, all, verdict);
    checkPassThrough(expected, all, verdict);
    checkVersions(expected, all, verdict);
    for (const ProbeReport& report : all)
        verdict.ranks.append(report.rank);
    std::sort(verdict.ranks.begin(), verdict.ranks.end());
    verdict.ok = verdict.problems.isEmpty() && !all.isEmpty();
    if (all.isEmpty() && verdict.problems.isEmpty())
        verdict.problems.append(tr("no rank reported"));
    return verdict;
}

void DryRunAggregator::checkNode(const DryRunExpectation& expected, const NodeOutcome& node, DryRunVerdict& verdict)
{
    const QString name =
        node.host.isEmpty() ? tr("node %1").arg(node.index) : tr("node %1 (%2)").arg(node.index).arg(node.host);
    if (!node.finished)
        verdict.problems.append(tr("%1: the launcher did not finish").arg(name));
    else if (node.exitStatus != 0)
        verdict.problems.append(tr("%1: the launcher exited with status %2").arg(name).arg(node.exitStatus));
    if (node.reports.isEmpty()) {
        verdict.problems.append(tr("%1: no rank reported").arg(name));
        return;
    }
    for (const ProbeReport& report : node.reports) {
        if (!report.ok)
            verdict.problems.append(tr("%1, rank %2: %3")
                                        .arg(name)
                                        .arg(report.rank)
                                        .arg(report.error.isEmpty() ? tr("the probe failed") : report.error));
    }
    checkPlatformEnvironment(expected, node, name, verdict);
    if (expected.nprocPerNode && node.reports.size() != *expected.nprocPerNode)
        verdict.problems.append(tr("%1: %2 rank(s) reported, --nproc-per-node is %3")
                                    .arg(name)
                                    .arg(node.reports.size())
                                    .arg(*expected.nprocPerNode));
    QList<int> localRanks;
    QSet<int> groupRanks;
    for (const ProbeReport& report : node.reports) {
        localRanks.append(report.localRank);
        groupRanks.insert(report.groupRank);
    }
    std::sort(localRanks.begin(), localRanks.end());
    for (qsizetype i = 0; i < localRanks.size(); ++i) {
        if (localRanks.at(i) != i) {
            verdict.problems.append(tr("%1: local ranks are %2, expected 0 to %3")
                                        .arg(name, listed(localRanks))
                                        .arg(localRanks.size() - 1));
            break;
        }
    }
    if (groupRanks.size() > 1)
        verdict.problems.append(tr("%1: its ranks disagree on the node's group rank").arg(name));
}

void DryRunAggregator::checkRanks(const DryRunExpectation& expected, const QList<ProbeReport>& reports,
                                  DryRunVerdict& verdict)
{
    if (reports.isEmpty())
        return;
    QSet<int> sizes;
    for (const ProbeReport& report : reports)
        sizes.insert(report.worldSize);
    if (sizes.size() != 1) {
        verdict.problems.append(
            tr("the ranks disagree on the world size: %1").arg(listed(QList<int>(sizes.begin(), sizes.end()))));
        return;
    }
    const int world = *sizes.begin();
    verdict.worldSize = world;
    if (expected.worldSize && world != *expected.worldSize)
        verdict.problems.append(tr("world size is %1, the job means %2 (%3 node(s) x %4)")
                                    .arg(world)
                                    .arg(*expected.worldSize)
                                    .arg(expected.nodes)
                                    .arg(expected.nprocPerNode.value_or(0)));
    QList<int> seen(qMax(world, 0), 0);
    QList<int> outOfRange;
    for (const ProbeReport& report : reports) {
        if (report.rank < 0 || report.rank >= world)
            outOfRange.append(report.rank);
        else
            ++seen[report.rank];
    }
    QList<int> missing;
    QList<int> repeated;
    for (int rank = 0; rank < world; ++rank) {
        if (seen.at(rank) == 0)
            missing.append(rank);
        else if (seen.at(rank) > 1)
            repeated.append(rank);
    }
    if (!missing.isEmpty())
        verdict.problems.append(tr("rank(s) %1 did not report").arg(listed(missing)));
    if (!repeated.isEmpty())
        verdict.problems.append(tr("rank(s) %1 reported more than once").arg(listed(repeated)));
    if (!outOfRange.isEmpty())
        verdict.problems.append(tr("rank(s) %1 are outside 0 to %2").arg(listed(outOfRange)).arg(world - 1));
    for (const ProbeReport& report : reports) {
        if (report.ok && !report.allReduceOk) {
            verdict.problems.append(tr("rank %1: the all_reduce did not add up (sum %2, expected %3)")
                                        .arg(report.rank)
                                        .arg(report.allReduceSum)
                                        .arg(report.allReduceExpected));
        }
    }
}

// The node's own variables must reach its workers unchanged; a name the start command exports
// itself is checked against the job's value instead (checkPassThrough).
void DryRunAggregator::checkPlatformEnvironment(const DryRunExpectation& expected, const NodeOutcome& node,
                                                const QString& name, DryRunVerdict& verdict)
{
    for (const EnvVar& var : node.platformEnvironment) {
        if (std::any_of(expected.env.cbegin(), expected.env.cend(),
                        [&var](const EnvVar& exported) { return exported.name == var.name; }))
            continue;
        for (const ProbeReport& report : node.reports) {
            if (!report.env.contains(var.name) || report.env.value(var.name) != var.value) {
                verdict.problems.append(tr("%1, rank %2: %3 is \"%4\", the platform sets \"%5\"")
                                            .arg(name)
                                            .arg(report.rank)
                                            .arg(var.name, report.env.value(var.name, tr("(unset)")), var.value));
                break;
            }
        }
    }
}

void DryRunAggregator::checkPassThrough(const DryRunExpectation& expected, const QList<ProbeReport>& reports,
                                        DryRunVerdict& verdict)
{
    for (const ProbeReport& report : reports) {
        if (report.scriptArgs != expected.scriptArgs) {
            verdict.problems.append(tr("rank %1 received the script arguments %2, the job has %3")
                                        .arg(report.rank)
                                        .arg(shown(report.scriptArgs), shown(expected.scriptArgs)));
            break;
        }
    }
    for (const EnvVar& var : expected.env) {
        for (const ProbeReport& report : reports) {
            if (!report.env.contains(var.name) || report.env.value(var.name) != var.value) {
                verdict.problems.append(tr("rank %1: %2 is \"%3\", the job sets \"%4\"")
                                            .arg(report.rank)
                                            .arg(var.name, report.env.value(var.name, tr("(unset)")), var.value));
                break;
            }
        }
    }
}

void DryRunAggregator::checkVersions(const DryRunExpectation& expected, const QList<ProbeReport>& reports,
                                     DryRunVerdict& verdict)
{
    QSet<QString> torches;
    for (const ProbeReport& report : reports) {
        if (!report.torch.isEmpty())
            torches.insert(report.torch);
    }
    if (torches.size() > 1) {
        QStringList versions(torches.begin(), torches.end());
        versions.sort();
        verdict.warnings.append(
            tr("the nodes run different torch versions: %1; the launcher's options and defaults differ between "
               "releases, so the nodes may not even agree on the rendezvous")
                .arg(versions.join(QStringLiteral(", "))));
    }
    if (torches.size() == 1 && !expected.torchVersion.isEmpty()) {
        const QString actual = *torches.begin();
        if (!(actual == expected.torchVersion || actual.startsWith(expected.torchVersion + u'.') ||
              actual.startsWith(expected.torchVersion + u'a') || actual.startsWith(expected.torchVersion + u'+')))
            verdict.warnings.append(
                tr("the job is written for torch %1, the nodes run %2").arg(expected.torchVersion, actual));
    }
}

} // namespace ddpw
