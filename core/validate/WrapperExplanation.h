#pragma once

#include "launcher/WrapperTorchrun.h"
#include "validate/TokenExplanation.h"
#include "validate/ValidationResult.h"

#include <QCoreApplication>
#include <QList>

namespace ddpw {

// The teaching view's words for accelerate launch and deepspeed: what the program (and
// accelerate's `launch` word) is, and the torchrun settings the command implies, shown with
// the training script. Options use their table's help texts like torchrun's (CommandExplainer).
class WrapperExplanation
{
    Q_DECLARE_TR_FUNCTIONS(WrapperExplanation)

public:
    static QList<TokenExplanation> program(const ValidatedInvocation& invocation, const ShellCommand& command);
    // "it starts torchrun --nnodes=2 ... on each node" with how the values were derived: as the
    // shown node of the job sees it where it was evaluated (its argv as bash makes it there and
    // deepspeed's hostfile as the snippet writes it: what expand shows for that node), else from
    // the command as written.
    static QString implied(const ValidatedInvocation& invocation);

private:
    static QString implied(const WrapperTorchrun& torchrun);
};

} // namespace ddpw
