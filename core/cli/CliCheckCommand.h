#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddpw {

// ddpwizard-cli check: the SSH pre-flight on every host (core/nodecheck/Preflight.h), then the
// dry-run rendezvous when it is available, with live progress on stderr, a summary table (or
// JSON) on stdout, and exit 0 only when every node passes. Ctrl-C cancels cleanly.
class CliCheckCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliCheckCommand)

public:
    // arguments[0] is "check".
    int run(const QStringList& arguments, CliIo& io) const;
};

} // namespace ddpw
