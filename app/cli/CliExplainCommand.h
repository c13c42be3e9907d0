#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"

namespace ddpw {

// ddpwizard-cli explain [FILE|-] [--torch VER] [--nodes N] [--gpus-per-node G] [--format text|json]:
// what every token of the snippet means and does on the nodes.
class CliExplainCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliExplainCommand)

public:
    CliExplainCommand();

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    CliJobInput m_job{CliJobInput::commandChecks()};
};

} // namespace ddpw
