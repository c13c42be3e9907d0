#pragma once

#include "validate/ValidationContext.h"

#include <optional>

namespace ddpw {

// ${MASTER} in a fix: the variable the generator's commands set to the first host of the role.
// A fix that writes it into a snippet where nothing sets MASTER before the launcher would hand
// torch an empty address (bash replaces an unset variable by nothing), so such a fix also
// inserts the generator's MASTER lines before the launcher's command: the fixed snippet is
// valid as it stands.
class MasterVariable
{
public:
    // "${MASTER}", as the fixes write it.
    static QString reference();
    // Whether the snippet (or the platform, `--env MASTER=...`) sets MASTER before `offset`.
    static bool setBefore(const ValidationContext& context, int offset);
    // The edit that inserts the MASTER lines at the start of the line where command `command`
    // begins (before the lines it continues with a backslash); nothing when MASTER is set
    // before it.
    static std::optional<DiagnosticFix> definitionBefore(const ValidationContext& context, int command);
    // Adds that edit to `finding`'s fixes when one of them writes ${MASTER} and MASTER is not
    // set before command `command` (finding may be nullptr: a finding only counted; command -1:
    // not in a launcher's command, nothing to add).
    static void complete(const ValidationContext& context, CommandDiagnostic* finding, int command);
};

} // namespace ddpw
