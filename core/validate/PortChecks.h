#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP311-DDP313: the rendezvous port of --rdzv_endpoint and --master_port (0 in a multi-node
// job, privileged, out of range), also when the host part is a variable.
class PortChecks
{
    Q_DECLARE_TR_FUNCTIONS(PortChecks)

public:
    static void run(ValidationContext& context);

private:
    static void checkPort(ValidationContext& context, const ValidatedInvocation& invocation, const QString& port,
                          const SourceRange& range, bool parserChecked);
};

} // namespace ddpw
