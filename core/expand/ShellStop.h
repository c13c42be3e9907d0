#pragma once

#include "util/SourceRange.h"

#include <QString>

namespace ddpw {

// Where bash stops a snippet on one node before its launcher runs: `set -u` and a variable
// nothing sets, ${X:?}, `set -e` and a command that fails, `exit`. What bash prints there (as
// `bash -c` prints it, e.g. "bash: line 3: FOO: unbound variable"; empty where bash prints
// nothing of its own: set -e, exit), why in words, the command, and the shell's exit status.
struct ShellStop
{
    QString message;   // bash's own message, empty when it prints none
    QString reason;    // for people: "set -e is on and '[ 1 = 2 ]' fails"
    SourceRange range; // the command at which bash stops
    int status = 1;    // the exit status of the shell, -1 when only the node knows it
    // bash goes on past this command, but no launcher runs where it was meant to: the launcher in
    // one quoted word ("$LAUNCH" ...: no such program), its line abandoned (an arithmetic error).
    bool launcherNotFound = false;
    // bash never gets past this command (a loop whose condition fails the same way every time):
    // no exit, the node waits for ever.
    bool hangs = false;
};

} // namespace ddpw
