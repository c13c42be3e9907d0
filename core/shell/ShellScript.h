#pragma once

#include "shell/ShellCommand.h"
#include "shell/ShellDiagnostic.h"

#include <QList>

namespace ddpw {

// What ShellReader makes of a snippet: its simple commands in source order, the comments,
// and every problem found while reading (the reader never gives up: it always returns what
// it could read).
struct ShellScript
{
    QList<ShellCommand> commands;
    QList<SourceRange> comments;
    QList<ShellDiagnostic> diagnostics;
};

} // namespace ddpw
