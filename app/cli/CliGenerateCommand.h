#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"

namespace ddpw {

// ddpwizard-cli generate: job flags (or --job FILE) in, start command / script / job JSON out.
class CliGenerateCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliGenerateCommand)

public:
    CliGenerateCommand();

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    CliJobInput m_job{CliJobInput::wholeJob()};
};

} // namespace ddpw
