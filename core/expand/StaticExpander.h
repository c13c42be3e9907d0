#pragma once

#include "expand/EvaluationBudget.h"
#include "expand/RuntimeValue.h"
#include "launcher/LauncherKind.h"
#include "shell/ShellScript.h"
#include "util/SourceRange.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace ddpw {

// Where a value only the node knows comes from: argument `argument` of argv (or the exported
// variable `variable`) holds it.
struct ValueOrigin
{
    int argument = -1;
    QString variable;
    RuntimeValue::Part part;
};

// What one node's launcher receives, worked out without running anything.
struct StaticExpansion
{
    bool launcherFound = false;
    LauncherKind launcher = LauncherKind::TorchRun;
    int commandIndex = -1;          // index in ShellScript::commands
    bool launcherMayNotRun = false; // inside a loop, a function or a branch not known statically
    SourceRange range;              // the launcher command
    QStringList argv;               // argv[0] is the program word as bash passes it (torchrun, python3, ...)
    // argv with the values only the node knows as RuntimeValue markers (argv shows them as
    // <the address of ...>): what the checks judge by.
    QStringList markedArgv;
    QList<ValueOrigin> origins;
    QMap<QString, QString> environment; // exported variables the launcher sees
    // "LINE:COL: TEXT: why" for each thing that could not be evaluated; kept as written.
    QStringList unresolved;
    // What may keep the launcher from running (an exit in a branch not known statically); the
    // argv above is still what it receives when it runs.
    QStringList caveats;
    // Variables that neither the snippet nor the environment sets, on which an if, case, && or
    // || before the launcher was decided: the argv depends on them (declare them if the
    // platform sets them).
    QStringList dependsOn;
};

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

    StaticExpansion expand(const ShellScript& script) const;
    // Reads `text` and expands it; what the reader found wrong comes first in `unresolved`, as
    // "LINE:COL: message", in text order. The one path from text to a node's argv (the CLI's
    // expand, the per-node view).
    StaticExpansion expandText(const QString& text) const;

private:
    QMap<QString, QString> m_environment;
    std::shared_ptr<EvaluationBudget> m_budget;
};

} // namespace ddpw
