#pragma once

#include "expand/EvaluationBudget.h"
#include "expand/StaticExpansion.h"
#include "launcher/LauncherKind.h"
#include "shell/ShellScript.h"
#include "util/SourceRange.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ddpw {

// The "expand" feature: evaluates a snippet statically for one node (the environment the
// platform presets, model/PlatformEnvironment) up to its launcher command, with
// bash's rules for assignments, export, word splitting and quote removal. No process is
// ever run: the text tools of MASTER lines are simulated (CommandSimulator).
class StaticExpander
{
    Q_DECLARE_TR_FUNCTIONS(StaticExpander)

public:
    // environment: the variables the node starts with (all exported); the platform's are
    // model/PlatformEnvironment's.
    explicit StaticExpander(QMap<QString, QString> environment) : m_environment(std::move(environment)) {}

    // The files the svc plugin mounts under /etc/volcano for the VC_*_HOSTS / VC_*_NUM given.
    static QHash<QString, QString> platformFiles(const QMap<QString, QString>& environment);
    // Shares a budget with other evaluations (validate evaluates a snippet once per node).
    void setBudget(std::shared_ptr<EvaluationBudget> budget) { m_budget = std::move(budget); }
    // The script's own arguments, for a script meant to be run as `bash train.sh 8`; without
    // them $1 ... are empty, as the platform runs the start command (an assumption the result
    // names).
    void setArguments(QStringList arguments) { m_arguments = std::move(arguments); }
    // The GPUs each node has, where the job says (GPUs per node).
    void setNodeGpuCount(std::optional<int> count) { m_nodeGpuCount = count; }
    // The snippet's commands that timeout ends on this node (they fail with 124).
    void setTimedOutCommands(QList<SourceRange> commands) { m_timedOut = std::move(commands); }

    StaticExpansion expand(const ShellScript& script) const;
    // Reads `text` and expands it; what the reader found wrong comes first in `unresolved`, as
    // "LINE:COL: message", in text order. The one path from text to a node's argv (the CLI's
    // expand, the per-node view).
    StaticExpansion expandText(const QString& text) const;

private:
    QMap<QString, QString> m_environment;
    std::shared_ptr<EvaluationBudget> m_budget;
    std::optional<QStringList> m_arguments;
    std::optional<int> m_nodeGpuCount;
    QList<SourceRange> m_timedOut;
};

} // namespace ddpw
