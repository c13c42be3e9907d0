#pragma once

#include "shell/ShellCommand.h"
#include "shell/ShellWord.h"
#include "util/SourceRange.h"

#include <QList>

namespace ddpw {

// One part of a compound command: the commands of ShellScript::commands in [firstCommand,
// endCommand). An if has Condition/Body pairs and maybe an Else; while/until a Condition and
// a Body; a case one Item per branch (with its patterns); the others one Body.
struct ShellBlockPart
{
    enum class Role { Condition, Body, Else, Item };
    Role role = Role::Body;
    int firstCommand = 0;
    int endCommand = 0;
    QList<ShellWord> patterns; // Item: the words before ')'
    QString terminator;        // Item: ";;", ";&", ";;&" or empty before esac
};

// A compound command as bash's grammar reads it, so that evaluation can follow the branch
// that runs instead of guessing. Blocks nest through `parent`; commands name their innermost
// block (ShellCommand::block).
struct ShellBlock
{
    enum class Kind { If, While, Until, For, ArithmeticFor, Select, Case, Group, Subshell, Function };
    Kind kind = Kind::Group;
    int parent = -1;
    int header = -1; // the Compound command of a for/select/case/function header, -1 for the others
    SourceRange range;
    QList<ShellBlockPart> parts;
    // Redirections written after the construct (`done < hosts`, `} > log`); a here-document's
    // body is not kept here.
    QList<ShellRedirection> redirections;
};

} // namespace ddpw
