#pragma once

#include "shell/ShellScanner.h"
#include "shell/ShellScript.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// Splits shell text into simple commands and words the way bash does, without running or
// expanding anything: quotes, backslash escapes and continuations, comments, control
// operators, redirections and here-documents, assignments, and the expansions $VAR, ${...},
// $(...), `...`, $((...)) kept as written. Any input gives a ShellScript: problems become
// diagnostics with a source range. Linear time; no recursion, so nesting depth is unbounded.
class ShellReader
{
    Q_DECLARE_TR_FUNCTIONS(ShellReader)

public:
    ShellScript read(QStringView text) const;

    // "unterminated double quote: ..." for a construct that the text never closes.
    static QString unterminatedMessage(ShellConstruct construct);
};

} // namespace ddpw
