#pragma once

#include "cli/CliIo.h"

#include <QStringList>

namespace ddpw {

// The whole of ddpwizard-cli: picks the subcommand from arguments[1] and runs it.
// arguments[0] is the program name, as in QCoreApplication::arguments().
int runCli(const QStringList& arguments, CliIo& io);

} // namespace ddpw
