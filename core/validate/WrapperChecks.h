#pragma once

#include "validate/ValidationContext.h"
#include "validate/WrapperNodeValues.h"

#include <QCoreApplication>

namespace ddpw {

// DDP701-DDP709: accelerate launch and deepspeed, the launchers that start torchrun themselves,
// checked against the form: their argparse errors (as DDP2xx), the node count, the processes
// (accelerate's --num_processes is the total), the node rank and the master address (judged by
// what the snippet gives on each node, evaluated statically), the start mode (deepspeed's ssh
// fan-out) and the DeepSpeed hostfile.
class WrapperChecks
{
    Q_DECLARE_TR_FUNCTIONS(WrapperChecks)

public:
    static void parserErrors(ValidationContext& context);
    static void topology(ValidationContext& context);

    // The hosts the checks evaluate the snippet on: the form's node count of sample hosts.
    static QStringList evaluationHosts(const ValidationOptions& options);

private:
    static void accelerate(ValidationContext& context, const ValidatedInvocation& invocation,
                           const QList<WrapperNode>& nodes);
    static void deepSpeed(ValidationContext& context, const ValidatedInvocation& invocation,
                          const QList<WrapperNode>& nodes);
    static void rank(ValidationContext& context, const ValidatedInvocation& invocation, const QList<WrapperNode>& nodes,
                     const QString& dest);
    static void master(ValidationContext& context, const ValidatedInvocation& invocation,
                       const QList<WrapperNode>& nodes, const QString& dest, bool isStatic);
    static void hostfile(ValidationContext& context, const ValidatedInvocation& invocation,
                         const QList<WrapperNode>& nodes);
};

} // namespace ddpw
