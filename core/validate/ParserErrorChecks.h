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
    // The errors of the launchers parsed as written; those parsed on the words bash makes
    // (ValidatedInvocation::evaluatedWords) are EvaluatedArguments' to report, node by node.
    static void run(ValidationContext& context);
    // The code of one parser error.
    static const char* codeOf(const LauncherParseError& error, const ValidatedInvocation& invocation,
                              const ValidationContext& context);
    // The same for an error of `parsed`, the parse of `words` (one node's argv).
    static const char* codeOf(const LauncherParseError& error, const LauncherParseResult& parsed,
                              const QList<ShellWord>& words);
    // Adds the error as a finding with `message` (its hint after it) and the error's fixes.
    static CommandDiagnostic* report(ValidationContext& context, const char* code, const LauncherParseError& error,
                                     const QString& message);
};

} // namespace ddpw
