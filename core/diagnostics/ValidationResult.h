#pragma once

#include "diagnostics/Diagnostic.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParseResult.h"
#include "shell/ShellScript.h"

#include <QList>

namespace ddpw {

// One launcher found in the snippet: which command, where the launcher starts, how it parses.
struct ValidatedInvocation
{
    int command = -1; // index into ShellScript::commands
    LauncherLocation location;
    LauncherParseResult result;
};

struct ValidationResult
{
    ShellScript script;
    QList<ValidatedInvocation> invocations; // torchrun, torch.distributed.run/launch
    QList<ValidatedInvocation> wrappers;    // accelerate launch, deepspeed: launchers that start torchrun
    QList<Diagnostic> diagnostics;          // in source order

    bool hasErrors() const
    {
        for (const Diagnostic& diagnostic : diagnostics) {
            if (diagnostic.severity == Severity::Error)
                return true;
        }
        return false;
    }
};

} // namespace ddpw
