#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"

namespace ddpw {

// ddpwizard-cli diagnose [LOG...|-] [--job FILE | --command FILE] [--torch V] [--platform-env NAME=VALUE]
//   [--format text|json]
//   | --list-kinds [--format text|json] | --list-patterns
// Reads the logs of a failed job (one per node, or one interleaved; - or none for standard
// input) and says why it failed, root cause first (core/logdiagnosis/LogDiagnoser). Exit 0 when
// nothing points at a failure, 1 when a finding does, 2 on usage or input errors.
class CliDiagnoseCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliDiagnoseCommand)

public:
    CliDiagnoseCommand();

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    CliJobInput m_job{CliJobInput::jobSource()};
};

} // namespace ddpw
