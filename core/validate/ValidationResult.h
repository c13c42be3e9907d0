#pragma once

#include "expand/StaticExpansion.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParseResult.h"
#include "launcher/WrapperTorchrun.h"
#include "shell/ShellScript.h"
#include "validate/CommandDiagnostic.h"

#include <QHash>
#include <QList>
#include <QMap>

#include <memory>
#include <optional>

namespace ddpw {

// One launcher found in the snippet: which command, where the launcher starts, how it parses.
struct ValidatedInvocation
{
    int command = -1; // index into ShellScript::commands
    LauncherLocation location;
    LauncherParseResult result;
    // Set when bash makes other words of the command than it is written with ("${ARGS[@]}",
    // an unquoted $OPTS): the words the launcher receives on node 0 (EvaluatedArguments), which
    // `location` and `result` then index. A word that came out of a longer one has that one's
    // range; split says which (no fix can be placed inside them).
    QList<ShellWord> evaluatedWords;
    QList<bool> split;
    // Node 0's parse of the argv bash gives the launcher there (values as bash substitutes them,
    // what only the node knows as readable markers), when the simulated node reaches it; with the
    // environment the launcher starts in. What explain shows, instead of the text's spelling.
    std::optional<LauncherParseResult> firstNode;
    QMap<QString, QString> firstNodeEnvironment;
    // Which node firstNode is: node 0, or where a branch on the node index sends node 0 elsewhere,
    // the first node that runs this launcher. reachingNodes: the evaluated nodes (of
    // evaluatedNodes, the first ones of the job) that run it for sure.
    int shownNode = 0;
    QList<int> reachingNodes;
    int evaluatedNodes = 0;
    // Every evaluated node runs it alone to its end before the job's launcher (a smoke test:
    // --standalone or --nnodes=1), none as its own launcher.
    bool localRunBeforeJob = false;
    // accelerate launch, deepspeed: the torchrun settings the launcher implies on the shown node
    // (its argv there, deepspeed's hostfile as the snippet writes it), when that node was evaluated.
    std::optional<WrapperTorchrun> shownTorchrun;
    // The PET_* variables torch's launchers read as defaults (exported before the command or in
    // its prefix); empty for accelerate and deepspeed.
    QHash<QString, QString> petEnvironment;
    // A launcher in a script the command writes and runs (`cat > run.sh <<EOF`, then `bash
    // run.sh`): its command as that script holds it, every word placed at `command` (the one that
    // runs the script), which `location` and `result` index. Null for a launcher of the text.
    // writtenScript and writtenLine: the script's path and the launcher's line in it.
    std::shared_ptr<const ShellCommand> written;
    QString writtenScript;
    QString writtenClearedBy; // see StaticExpansion::writtenClearedBy
    int writtenLine = 0;
    StaticExpansion::WrittenSource writtenSource = StaticExpansion::WrittenSource::File;
};

struct ValidationResult
{
    ShellScript script;
    QList<ValidatedInvocation> invocations; // torchrun, torch.distributed.run/launch
    QList<ValidatedInvocation> wrappers;    // accelerate launch, deepspeed: launchers that start torchrun
    QList<CommandDiagnostic> diagnostics;   // worst first, then in source order (sortDiagnostics)

    // The command whose words the invocation's parse indexes.
    const ShellCommand& commandOf(const ValidatedInvocation& invocation) const
    {
        return invocation.written ? *invocation.written : script.commands.at(invocation.command);
    }

    bool hasErrors() const
    {
        for (const CommandDiagnostic& diagnostic : diagnostics) {
            if (diagnostic.severity == Severity::Error)
                return true;
        }
        return false;
    }
};

} // namespace ddpw
