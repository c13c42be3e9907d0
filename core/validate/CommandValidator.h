#pragma once

#include "validate/ValidationOptions.h"
#include "validate/ValidationResult.h"

#include <QCoreApplication>
#include <QStringView>

namespace ddpw {

class ValidationContext;

// Reads a start-command snippet the way bash would (ShellReader), finds every launcher
// (LauncherLocator), parses it like that torch version's argparse (LauncherParser) and runs the
// checks of the table in CommandValidator.cpp. Nothing is executed. Linear in the input.
class CommandValidator
{
    Q_DECLARE_TR_FUNCTIONS(CommandValidator)

public:
    // Launcher commands checked per snippet; the rest get one DDP191.
    static constexpr int kMaxInvocations = 64;

    explicit CommandValidator(ValidationOptions options = {});

    ValidationResult validate(QStringView text) const;

    const ValidationOptions& options() const { return m_options; }

    // One check of the table: its name (for tests and profiles) and the function.
    struct Check
    {
        const char* name;
        void (*run)(ValidationContext&);
    };
    static const QList<Check>& checks();

private:
    ValidationOptions m_options;
};

} // namespace ddpw
