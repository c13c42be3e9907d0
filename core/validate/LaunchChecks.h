#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP602-DDP603: the legacy torch.distributed.launch and the --local_rank/--local-rank trap of
// each torch version.
class LaunchChecks
{
    Q_DECLARE_TR_FUNCTIONS(LaunchChecks)

public:
    static void deprecated(ValidationContext& context);
    static void localRankArgument(ValidationContext& context);
};

} // namespace ddpw
