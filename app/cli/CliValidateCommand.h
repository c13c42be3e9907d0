#pragma once

#include "cli/CliJobInput.h"
#include "cli/CliSubcommand.h"
#include "validate/ValidationResult.h"

namespace ddpw {

// ddpwizard-cli validate [FILE|-] [--torch VER] [--nodes N] [--gpus-per-node G] [--python P]
//   [--format text|json] [--shellcheck] | --list-codes [--format text|markdown|json] | --explain CODE
// Exit 0 without errors, 1 with at least one error, 2 on usage or input errors.
class CliValidateCommand : public CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliValidateCommand)

public:
    CliValidateCommand();

    // The JSON object `validate --format json` prints for one validated snippet, indented by two
    // spaces.
    static QString toJson(const ValidationResult& result, const QString& torch);
    // "FILE:LINE:COL: severity: message [CODE]" lines, each fix below its finding.
    static QString toText(const ValidationResult& result, const QString& fileName, const QString& text);

protected:
    void addOptions(QCommandLineParser& parser) override;
    int execute(const QCommandLineParser& parser, CliIo& io) override;

private:
    CliJobInput m_job{CliJobInput::commandChecks()};
};

} // namespace ddpw
