#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP1xx: how the shell runs the launcher (syntax, background, pipelines, nohup, the MASTER
// line without `set -e`, variables nobody sets, a blank after the continuation backslash, bash
// stopping before the launcher).
class ShellChecks
{
    Q_DECLARE_TR_FUNCTIONS(ShellChecks)

public:
    static void syntax(ValidationContext& context);
    static void noLauncher(ValidationContext& context);
    static void waitForAnyJob(ValidationContext& context, const ValidatedInvocation& invocation,
                              const ShellCommand& wait);
    static void background(ValidationContext& context);
    static void pipeline(ValidationContext& context);
    static void nohup(ValidationContext& context);
    static void masterWithoutErrexit(ValidationContext& context);
    static void unsetVariables(ValidationContext& context);
    static void blankAfterBackslash(ValidationContext& context);
    static void bracketWithoutBlank(ValidationContext& context);
    // DDP117: `expr $N * 8`, the * a pattern bash fills with the working folder's files.
    static void exprGlob(ValidationContext& context);
    static void optionsOnlyTheNodeKnows(ValidationContext& context);
    // DDP111: bash stops before the launcher on some nodes (set -u, ${X:?}, set -e, exit), as
    // the platform simulation's nodes show it.
    static void stops(ValidationContext& context);
    static void nodesWithoutLauncher(ValidationContext& context);
    static void noNodeStarts(ValidationContext& context);

private:
    static void exprGlobIn(ValidationContext& context, const ShellCommand& command, int offset, int depth);
    // DDP105 as an error: `python -m torch.distributed.X` where X is no launcher module.
    static bool mistypedLauncherModule(ValidationContext& context);
};

} // namespace ddpw
