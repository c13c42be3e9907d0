#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"
#include "cli/nodes/BandwidthCommandLine.h"
#include "cli/nodes/SshCommandLine.h"

namespace ddpw {

// ddpwizard-cli dryrun: runs the job's launcher for real with the probe in place of the
// training script, on N local simulated nodes (--local, or no --hosts) or on the given hosts
// over SSH (core/nodecheck/CheckSession, the rendezvous alone), shows each node's progress live
// on stderr and prints a summary (text or JSON). Ctrl-C (SIGINT) or SIGTERM cancels: every node
// is cleaned up before it exits.
class CliDryRunCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliDryRunCommand)

public:
    CliDryRunCommand();

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    SshCommandLine m_sshFlags;
    CliJobInput m_job{CliJobInput::jobOrCommand()};
    BandwidthCommandLine m_bandwidthFlags;
};

} // namespace ddpw
