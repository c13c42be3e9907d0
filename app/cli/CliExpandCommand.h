#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"

namespace ddpw {

// ddpwizard-cli expand: what one node's launcher receives (argv and exported environment),
// evaluated statically from a start command. Nothing in the snippet is ever run.
class CliExpandCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliExpandCommand)

public:
    CliExpandCommand();

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    CliJobInput m_job{CliJobInput::commandOnHosts()};
};

} // namespace ddpw
