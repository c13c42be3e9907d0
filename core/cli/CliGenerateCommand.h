#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddpw {

// ddpwizard-cli generate: job flags (or --job FILE) in, start command / script / job JSON out.
class CliGenerateCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliGenerateCommand)

public:
    // arguments[0] is "generate".
    int run(const QStringList& arguments, CliIo& io) const;
};

} // namespace ddpw
