#pragma once

#include "shell/ShellDiagnostic.h"
#include "shell/ShellScript.h"

#include <QStringView>

#include <optional>

namespace ddpw {

// `sh script` on Debian and Ubuntu images is dash, which knows only POSIX sh: where a script
// uses bash's own syntax dash stops with status 2. Found here: an array (`NAME=(...)`), a
// here-string (`<<<`), the `function` keyword (syntax errors when dash reads the command), and
// a parameter expansion only bash has (`${NAME[0]}`, `${NAME//a/b}`, `${NAME:1:2}`, `${!NAME}`,
// `${NAME^^}`: "Bad substitution" when the command runs). What dash does not stop at (`[[`
// is a command it does not find, `&>` backgrounds the command) is not an error here.
class DashSyntax
{
public:
    // The first place dash stops at, in text order, as the error dash prints; nullopt where
    // dash reads the whole script. `text` is the script's text, which `script` was read from.
    static std::optional<ShellDiagnostic> firstError(const ShellScript& script, QStringView text);

private:
    static std::optional<ShellDiagnostic> inCommand(const ShellCommand& command);
    static bool bashOnlyExpansion(QStringView raw);
};

} // namespace ddpw
