#pragma once

#include "shell/ShellScanner.h"
#include "shell/ShellScript.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// Reads shell text into simple commands, compound commands and words the way bash does,
// without running or expanding anything (ShellParser: bash's full grammar, arrays, [[ ]],
// here-documents, functions, ...; the expansions $VAR, ${...}, $(...), `...`, $((...)) are
// kept as written). Any input gives a ShellScript; a syntax error becomes a diagnostic with a
// source range exactly where bash -n reports one. Linear time and bounded stack at any depth.
class ShellReader
{
    Q_DECLARE_TR_FUNCTIONS(ShellReader)

public:
    ShellScript read(QStringView text) const;
    // Where the $( ... ) (or <( ... )) that opens at `open`, its commands starting at bodyAt,
    // ends: the index after its ')' as bash's grammar finds it (a ')' of a case pattern or in a
    // here-document does not close it); -1 when the text ends first.
    static int substitutionEnd(QStringView text, int open, int bodyAt);

    // "unterminated double quote: ..." for a construct that the text never closes.
    static QString unterminatedMessage(ShellConstruct construct);
};

} // namespace ddpw
