#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP4xx: does the command make a multi-node job meet: --standalone,
// static rendezvous (master address, a node rank per node), dynamic rendezvous (a reachable
// endpoint, one rendezvous id on every node), options the backend ignores.
class TopologyChecks
{
    Q_DECLARE_TR_FUNCTIONS(TopologyChecks)

public:
    static void standalone(ValidationContext& context);
    static void staticRendezvous(ValidationContext& context);
    static void dynamicRendezvous(ValidationContext& context);
    static void emptyRunId(ValidationContext& context);        // DDP411
    static void differentRunIds(ValidationContext& context);   // DDP406
    static void etcdWithoutServer(ValidationContext& context); // DDP405
    // " --rdzv_conf=is_host=$((VC_TASK_INDEX == 0))" where a fix that writes the platform's c10d
    // endpoint needs it (torch 1.13, no --rdzv_conf written), else empty: see DDP414.
    static QString storeHostOption(const ValidationContext& context, const ValidatedInvocation& invocation);
    // DDP414: c10d on torch 1.13 with the <pod>.<job> endpoint: no node hosts the store.
    static void storeHostNotRecognised(ValidationContext& context);
    static void ignoredStaticOptions(ValidationContext& context);
    static void unknownBackend(ValidationContext& context);

    // True when the text names something that differs from node to node.
    static bool isPerNode(const QString& text);
};

} // namespace ddpw
