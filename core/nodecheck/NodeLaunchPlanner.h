#pragma once

#include "expand/ShellStop.h"
#include "launcher/LauncherKind.h"
#include "model/JobSpec.h"
#include "shell/ShellWord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// What one node's launcher is given in a dry-run of the user's own start command.
struct NodeLaunch
{
    QString error; // why the command cannot be dry-run on this node; the rest is then empty
    LauncherKind launcher = LauncherKind::TorchRun;
    // The launcher's argv as bash gives it on this node, the training script (and its
    // arguments) replaced by NodeLaunchPlanner::kProbeWord.
    QStringList argv;
    QList<EnvVar> environment; // what the command exports for the launcher, in name order
    // Each part of the command that could not run as written, and what ran instead: a non-empty
    // list makes the verdict "passed with changes".
    QStringList changes;
    // The values that decide who meets whom, as the launcher is given them ("" when not given):
    // for the failure's explanation (every node rank 0, a master on localhost).
    QString nodeRank;
    QString masterHost;
    // --nnodes and --nproc_per_node as given ("" when not), for what the ranks must add up to.
    QString nnodes;
    QString nprocPerNode;

    // Where bash stops this node's command before the launcher (set -u, set -e, exit, ${X:?}):
    // the node fails there with bash's message, and argv is empty.
    std::optional<ShellStop> stop;

    bool ok() const { return error.isEmpty(); }
};

// The dry-run of a command as the user wrote it (`check --command`, a hand-edited start command
// in the GUI): for node `index`, the command is evaluated the way `ddpwizard-cli expand` shows it
// (StaticExpander over the node's platform variables, PlatformEnvironment::forJob), and only the
// training script and its arguments are swapped for the probe. Every launcher option stays as
// written, so the nodes' own torch accepts or rejects it, meets or hangs, as the job would. The
// probe's settings travel in the environment (DDPW_PROBE_*, and PET_* for torchrun's
// --monitor_interval/--redirects/--tee/--log_dir, which the user's own options override).
class NodeLaunchPlanner
{
    Q_DECLARE_TR_FUNCTIONS(NodeLaunchPlanner)

public:
    // Stands for the probe's path on the node (its temporary folder is made there).
    static inline const QString kProbeWord = QStringLiteral("$DDPW_PROBE");
    // The probe as a module, for `-m module` commands: its folder goes first on PYTHONPATH.
    static inline const QString kProbeModule = QStringLiteral("ddpw_probe");

    // hosts: the nodes' hosts, the master first.
    static NodeLaunch plan(const QString& command, const JobSpec& job, const QStringList& hosts, int index);

    // The launcher line for the node helper: the probe's settings, then the command's exports,
    // then `exec` of the argv, every word quoted and the probe word expanded on the node.
    static QString launchLine(const NodeLaunch& launch);
    // An evaluated argv as the launcher parser and locator take it (each word its own value).
    static QList<ShellWord> wordsOf(const QStringList& argv);
    // The argv as one shell-quoted line, for reports ("torchrun --nnodes=2 ... $DDPW_PROBE").
    static QString commandLine(const QStringList& argv);
    // Variables of the node's own account that a dry-run keeps (the command's value for them is
    // built from the node's own, which the static evaluation does not know).
    static bool keptFromNode(const QString& name);
    // Where bash stops some node before its launcher, one sentence per stop (the nodes it
    // stops named), from bash's message and the line.
    static QStringList stopProblems(const QList<NodeLaunch>& nodes);
    // Why nodes planned like these cannot meet, in the words of the diagnosis: one sentence per
    // cause (--nnodes other than the pods, the same --node_rank on every node, a master address
    // that names each node itself).
    static QStringList meetingProblems(const QList<NodeLaunch>& nodes);
    // The part of it about numbers: --nnodes asks for more nodes than the job has pods (each
    // pod waits for the missing ones), or admits fewer than start.
    static QStringList nodeCountProblems(const QList<NodeLaunch>& nodes);
};

} // namespace ddpw
