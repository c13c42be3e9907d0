#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP5xx: does the command agree with the platform's form and its variables: node count, GPUs
// per node, the MASTER line (evaluated statically on sample hosts), the node rank's source,
// the rendezvous address, the image's python.
class FormChecks
{
    Q_DECLARE_TR_FUNCTIONS(FormChecks)

public:
    static void nodeCount(ValidationContext& context);
    static void processesPerNode(ValidationContext& context);
    static void visibleDevices(ValidationContext& context);
    static void masterLine(ValidationContext& context);
    static void nodeRankSource(ValidationContext& context);
    static void rendezvousAddress(ValidationContext& context);
    static void jobMaster(ValidationContext& context);
    // DDP413: a wait for a file under the pod's own /tmp that only another node writes.
    static void waitForOtherPodsFile(ValidationContext& context);
    static void waitForOwnPort(ValidationContext& context);
    static void unresolvableHost(ValidationContext& context);
    static void python(ValidationContext& context);

private:
    static bool staticRendezvous(const ValidationContext& context, const ValidatedInvocation& invocation);
    static bool staticRange(ValidationContext& context, const ValidatedInvocation& invocation,
                            const LauncherOccurrence& nnodes);
    static void masterNotFirst(ValidationContext& context, const AssignmentSite& site, const QString& value);
};

} // namespace ddpw
