#pragma once

#include "expand/RuntimeValue.h"
#include "expand/ShellStop.h"
#include "launcher/LauncherKind.h"
#include "shell/ShellCommand.h"
#include "util/SourceRange.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ddpw {

// Where a value only the node knows comes from: argument `argument` of argv (or the exported
// variable `variable`) holds it.
struct ValueOrigin
{
    int argument = -1;
    QString variable;
    RuntimeValue::Part part;
};

// A variable that holds one of several known values when the launcher starts (an if only the
// node decides set it differently on its paths): the values, and why it is not one.
struct VariableAlternatives
{
    QStringList values;
    QString reason; // "one of: 'a', 'b' (the if at 3:1 decides on a condition only the node knows)"
};

// A loop before the launcher that waits until something listens on a port (`until nc -z HOST
// PORT; do sleep 5; done`, `while ! nc -z ...`): the node gets past it only then.
struct PortWait
{
    QString host; // as the node passes it (a RuntimeValue marker where only the node knows it)
    QString port;
    SourceRange range; // the loop, or the snippet's command that runs it in a child shell
    // In a child shell under timeout (`timeout 60 bash -c "until nc -z ..."`): the wait ends at
    // timeout's limit, and that command fails with 124.
    bool timeLimited = false;
};

// A loop before the launcher that waits until a file of the pod's own (under /tmp, /dev/shm,
// /var/tmp) exists, where this node had not written it (`while [ ! -f /tmp/master_ip ]; do sleep
// 5; done`): only a process of this pod can write it there.
struct FileWait
{
    QString path;
    SourceRange range; // the loop, or the snippet's command that runs it
};

// What one node's launcher receives, worked out without running anything.
struct StaticExpansion
{
    bool launcherFound = false;
    LauncherKind launcher = LauncherKind::TorchRun;
    int commandIndex = -1;          // index in ShellScript::commands
    bool launcherMayNotRun = false; // inside a loop, a function or a branch not known statically
    // The launcher was found only inside this function, which the command defines and never calls
    // on this node: bash runs no launcher there.
    QString uncalledFunction;
    SourceRange range; // the launcher command (or the command that runs the script holding it)
    // A launcher inside a script the snippet wrote and runs (`cat > run.sh <<EOF`, then
    // `bash run.sh` or `source run.sh`): the script's path, and where in its text the launcher
    // is. commandIndex and range are then the command of the snippet that runs the script, and
    // argvWords index the words of writtenLauncher, the launcher command as the written script
    // holds it on this node (no word of the snippet's text is the launcher's).
    QString writtenScript;
    SourceRange writtenRange;
    // What started that script's shell with an emptied environment ("sudo" without -E, "env -i"):
    // none of the platform's variables reach the launcher. Empty where nothing did.
    QString writtenClearedBy;
    // Where writtenLauncher's words are: a file (writtenScript is its path); text the command
    // hands bash (`bash -c TEXT`, `eval`: writtenScript names that command); or the command's own
    // words, where an expansion names the launcher ("${CMD[@]}", $PY -m ...: writtenScript is
    // that word as written and writtenLauncher holds the words bash makes).
    enum class WrittenSource { File, Text, Words };
    WrittenSource writtenSource = WrittenSource::File;
    std::shared_ptr<const ShellCommand> writtenLauncher;
    QStringList argv; // argv[0] is the program word as bash passes it (torchrun, python3, ...)
    // For each argv entry, the index of the launcher command's word (ShellCommand::words) it
    // comes from: "${ARGS[@]}" or an unquoted $OPTS gives several entries of one word, an empty
    // unquoted expansion none. Where a check of the argv points back into the text (for a
    // launcher in a written script, into writtenLauncher's words).
    QList<int> argvWords;
    // argv with the values only the node knows as RuntimeValue markers (argv shows them as
    // <the address of ...>): what the checks judge by.
    QStringList markedArgv;
    QList<ValueOrigin> origins;
    QMap<QString, QString> environment; // exported variables the launcher sees
    // Every variable set in the shell when the launcher starts, exported or not, known or not
    // (read -a, for, mapfile, printf -v count too): what a check of unset variables goes by.
    QStringList setVariables;
    // A text the shell ran unseen before the launcher (`eval "$(python3 ...)"`), which may have
    // set any other variable: where it ran ("eval at 2:1"); empty where none did.
    QString unknownSetter;
    // The set variables that are one of several known values (ScriptInterpreter::mergeVariables).
    QMap<QString, VariableAlternatives> alternatives;
    // "LINE:COL: TEXT: why" for each thing that could not be evaluated; kept as written.
    QStringList unresolved;
    // Where bash surely stops before the launcher on this node (set -u and a variable nothing
    // sets, ${X:?}, set -e and a command that fails, exit): the launcher is not reached there.
    std::optional<ShellStop> stop;
    // A script the snippet writes and runs in a child shell stopped before its launcher (sh is
    // dash: bash's own syntax; set -u, exit inside): at the command that runs it, why in reason.
    std::optional<ShellStop> writtenStop;
    // What may keep the launcher from running (an exit in a branch not known statically); the
    // argv above is still what it receives when it runs.
    QStringList caveats;
    // The lines bash abandoned at an expansion error before the launcher ("${!HOSTS}: invalid
    // variable name"): it ran none of the rest of the line, an assignment there included, and
    // went on with the next. The command where it stopped and bash's message.
    struct AbandonedLine
    {
        SourceRange range;
        QString message;
    };
    QList<AbandonedLine> abandonedLines;
    // The files the snippet wrote whose content is known when the launcher starts (a training
    // script written by a here-document), path as written -> content.
    QHash<QString, QString> writtenFiles;
    // The one-node launcher runs (--standalone, --nnodes=1) bash ran to their end before the
    // launcher, a smoke test each node makes alone: their commands (ShellScript::commands).
    QList<int> localRuns;
    // The port waits this node runs for sure before its launcher, in order.
    QList<PortWait> portWaits;
    QList<FileWait> fileWaits;
    // The files the snippet wrote on this node by the time the launcher starts, known or not.
    QStringList writtenPaths;
    // Variables that neither the snippet nor the environment sets, on which an if, case, && or
    // || before the launcher was decided: the argv depends on them (declare them if the
    // platform sets them).
    QStringList dependsOn;
    // What the evaluation took for granted about the node, once each ("assuming X is unset on
    // the platform; declare it if your image sets it"): no argv depends on anything else.
    QStringList assumptions;
};

} // namespace ddpw
