#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"

namespace ddpw {

// ddpwizard-cli check: the SSH pre-flight on every host, then the dry-run rendezvous once every
// node passed (core/nodecheck/CheckSession), with live progress on stderr, a summary table (or
// JSON) on stdout, and exit 0 only when every node passes. `--local` is `dryrun`'s local mode.
class CliCheckCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliCheckCommand)

public:
    CliCheckCommand();
    int run(const QStringList& arguments, CliIo& io) override;

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    CliJobInput m_job{CliJobInput::nodeCheck()};
};

} // namespace ddpw
