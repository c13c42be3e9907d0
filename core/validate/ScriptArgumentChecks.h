#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace ddpw {

// What is written after the training script goes to the script, not to the launcher:
// DDP209, a launcher option there (`train.py --nproc_per_node=8`: torchrun never sees it);
// DDP605, a hand-written --local_rank / --local-rank under torchrun (or launch --use_env):
// every worker gets the same value, and a script that uses it puts every rank on that GPU;
// DDP114, an option's value of several words after bash splits it (the second one is the script).
class ScriptArgumentChecks
{
    Q_DECLARE_TR_FUNCTIONS(ScriptArgumentChecks)

public:
    static void launcherOptionAfterScript(ValidationContext& context);
    static void handWrittenLocalRank(ValidationContext& context);
    // DDP114: an option's value that bash splits at its blanks hands torch a training script.
    static void valueSplitIntoScript(ValidationContext& context);

    // An option's value that bash split, its second word taken for the training script: the
    // option, its words and the script word. The options written after it go to that "script".
    struct SplitValue
    {
        SourceRange written;
        QString option;
        QStringList fields;
        QString script;
    };
    static std::optional<SplitValue> splitIntoScript(const ValidationContext& context,
                                                     const ValidatedInvocation& invocation);
    // Options written for the launcher that never reach it as options: after a script a split
    // value made, or inside the value of an option torch rejects (a quoted "$ARGS"). The error on that value
    // says why; the options' absence is its consequence, no finding of its own.
    static bool optionsLost(const ValidationContext& context, const ValidatedInvocation& invocation);

private:
    static void promoteNeededOptions(ValidationContext& context, const SourceRange& command,
                                     const QList<std::pair<int, QString>>& misplaced);
};

} // namespace ddpw
