#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// DDP314: the word torch takes for the training script is one no file has, and the cause is
// named where it is: options passed as one quoted word (argparse never reads a word with blanks
// as an option), a dash or quote pasted from a web page or a chat (en dash, em dash, minus sign,
// curly quotes, named with their position, and the ASCII fix in place), or the carriage return
// of Windows line endings (offered converted). What argparse then makes of the words after it
// (options after the script, a missing master address or rank) follows from this one cause and
// is not said again. DDP315: with --no_python torch starts the script as a program, and a Python
// file named without its folder is looked up in PATH, where no program has its name.
class TrainingScriptChecks
{
    Q_DECLARE_TR_FUNCTIONS(TrainingScriptChecks)

public:
    static void run(ValidationContext& context);
    // DDP315: with --no_python, a Python file named without its folder (PATH has no such program).
    static void programOnPath(ValidationContext& context);

private:
    // DDP314 where the script is a Python interpreter's name (without --no_python).
    static CommandDiagnostic* interpreterAsScript(ValidationContext& context, const ValidatedInvocation& invocation,
                                                  const ShellWord& script, const QString& value);
    // DDP314 where the script is an option's second value (--rdzv-conf a=1 b=2 train.py).
    static CommandDiagnostic* secondValueAsScript(ValidationContext& context, const ValidatedInvocation& invocation,
                                                  const ShellWord& script, const QString& value);
    // DDP314 where -m is given a file's path (tools/train.py) instead of a module's name.
    static CommandDiagnostic* pathAsModule(ValidationContext& context, const ValidatedInvocation& invocation,
                                           const ShellWord& script, const QString& value);
    static bool noPython(const ValidationContext& context, const ValidatedInvocation& invocation);
};

} // namespace ddpw
