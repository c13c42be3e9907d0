#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP2xx, DDP3xx, DDP601, DDP604: every error the launcher's argparse, or torchrun's own checks
// right after parsing, would stop with, as LauncherParser reports them.
class ParserErrorChecks
{
    Q_DECLARE_TR_FUNCTIONS(ParserErrorChecks)

public:
    static void run(ValidationContext& context);
    // The code of one parser error.
    static const char* codeOf(const LauncherParseError& error, const ValidatedInvocation& invocation,
                              const ValidationContext& context);
};

} // namespace ddpw
