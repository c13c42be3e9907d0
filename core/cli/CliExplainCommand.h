#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddpw {

// ddpwizard-cli explain [FILE|-] [--torch VER] [--nodes N] [--gpus-per-node G] [--format text|json]:
// what every token of the snippet means and does on the nodes.
class CliExplainCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliExplainCommand)

public:
    // arguments[0] is "explain".
    int run(const QStringList& arguments, CliIo& io) const;
};

} // namespace ddpw
