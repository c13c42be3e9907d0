#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddpw {

struct DryRunResult;

// ddpwizard-cli dryrun: runs the job's launcher for real with the probe in place of the
// training script, on N local simulated nodes (--local, or no --hosts) or on the given hosts
// over SSH, shows each node's progress live on stderr and prints a summary (text or JSON).
// Ctrl-C (SIGINT) or SIGTERM cancels: every node is cleaned up before it exits.
class CliDryRunCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliDryRunCommand)

public:
    // arguments[0] is "dryrun".
    int run(const QStringList& arguments, CliIo& io) const;

    static QString summaryText(const DryRunResult& result);
};

} // namespace ddpw
