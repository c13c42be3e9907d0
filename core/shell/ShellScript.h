#pragma once

#include "shell/ShellBlock.h"
#include "shell/ShellCommand.h"
#include "shell/ShellDiagnostic.h"

#include <QList>

#include <optional>

namespace ddpw {

// What ShellReader makes of a snippet: its simple commands in source order, the compound
// commands around them, the comments, and the problems found while reading (the reader never
// gives up: it always returns what it could read; like bash, it reports the first syntax error).
struct ShellScript
{
    QList<ShellCommand> commands;
    QList<ShellBlock> blocks;
    QList<SourceRange> comments;
    QList<ShellDiagnostic> diagnostics;
    // Where the reader stopped because the commands read so far take all the memory a text of
    // this size may (ShellParser::kMaxCommandBytes): the commands from here on are not read.
    // Not a syntax error: bash would go on, the evaluation cannot.
    std::optional<SourceRange> unreadFrom;
};

} // namespace ddpw
