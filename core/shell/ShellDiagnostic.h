#pragma once

#include "util/SourceRange.h"

#include <QString>

namespace ddpw {

// A problem found while reading shell text: where it is and what it is, in words a person
// can act on (already translated). The checks layer wraps it with a code and a severity.
// warning: bash reads on (a here-document closed by the end of the text); otherwise bash
// stops with a syntax error there.
struct ShellDiagnostic
{
    SourceRange range;
    QString message;
    bool warning = false;
    friend bool operator==(const ShellDiagnostic&, const ShellDiagnostic&) = default;
};

} // namespace ddpw
