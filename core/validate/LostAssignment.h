#pragma once

#include "shell/ShellScript.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ddpw {

// Why a variable the snippet seems to assign is still empty where the launcher reads it: the
// line that looks like its assignment is one bash does not make in this shell. `NAME = value`
// runs the command NAME; `NAME=value cmd` sets NAME for cmd alone; a pipeline's parts and
// ( ... ) run in subshells; a word that starts with an invisible character (a byte-order mark,
// a zero-width space) is no assignment. The first such line, in bash's words.
class LostAssignment
{
    Q_DECLARE_TR_FUNCTIONS(LostAssignment)

public:
    static std::optional<QString> explain(const ShellScript& script, const QString& name);

private:
    static std::optional<QString> explain(const ShellCommand& command, const QString& name);
};

} // namespace ddpw
