#pragma once

#include "model/JobSpec.h"
#include "nodecheck/ProbeReport.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// What the job says the dry-run must show.
struct DryRunExpectation
{
    int nodes = 0;
    std::optional<int> nprocPerNode; // unknown for "gpu"/"auto"
    std::optional<int> worldSize;    // nodes x nproc when both are known and the job is not elastic
    QStringList scriptArgs;          // must reach every rank unchanged
    QList<EnvVar> env;               // must reach every rank unchanged
    QString torchVersion;            // the job's torch ("2.6"), empty when unknown

    static DryRunExpectation forJob(const JobSpec& job);
};

// One node as the aggregator sees it.
struct NodeOutcome
{
    int index = 0;
    QString host;
    bool finished = false; // the launcher ran to its end (not killed by cancel or deadline)
    int exitStatus = -1;
    QList<ProbeReport> reports;
    // The platform's variables the node was given (DryRunPlan): each of its ranks must see them.
    QList<EnvVar> platformEnvironment;
};

struct DryRunVerdict
{
    bool ok = false;
    int worldSize = -1;   // what the ranks agree on, -1 when they do not
    QList<int> ranks;     // every reported rank, sorted
    QStringList problems; // each one fails the dry-run
    QStringList warnings; // worth knowing, not a failure
};

// Checks the ranks' reports against each other and the job: world size, every rank exactly
// once, every node's local ranks, the all_reduce, script arguments and env values intact.
class DryRunAggregator
{
    Q_DECLARE_TR_FUNCTIONS(DryRunAggregator)

public:
    static DryRunVerdict aggregate(const DryRunExpectation& expected, const QList<NodeOutcome>& nodes);

private:
    static void checkNode(const DryRunExpectation& expected, const NodeOutcome& node, DryRunVerdict& verdict);
    static void checkPlatformEnvironment(const DryRunExpectation& expected, const NodeOutcome& node,
                                         const QString& name, DryRunVerdict& verdict);
    static void checkRanks(const DryRunExpectation& expected, const QList<ProbeReport>& reports,
                           DryRunVerdict& verdict);
    static void checkPassThrough(const DryRunExpectation& expected, const QList<ProbeReport>& reports,
                                 DryRunVerdict& verdict);
    static void checkVersions(const DryRunExpectation& expected, const QList<ProbeReport>& reports,
                              DryRunVerdict& verdict);
};

} // namespace ddpw
