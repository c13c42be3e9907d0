#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddpw {

// ddpwizard-cli expand: what one node's launcher receives (argv and exported environment),
// evaluated statically from a start command. Nothing in the snippet is ever run.
class CliExpandCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliExpandCommand)

public:
    // arguments[0] is "expand".
    int run(const QStringList& arguments, CliIo& io) const;
};

} // namespace ddpw
