#pragma once

#include "expand/StaticExpansion.h"
#include "launcher/LauncherParseResult.h"
#include "shell/ShellCommand.h"
#include "validate/ValidationOptions.h"
#include "validate/ValidationResult.h"

namespace ddpw {

class PlatformSimulation;

// A launcher that only a script the command writes and runs holds (`cat > run.sh <<EOF`, then
// `bash run.sh`): made an invocation of its own, as if it were written in the command, so that
// every check judges it. Its command is the one the script holds on the first node that runs
// it, with each node's argv (StaticExpansion::argvWords index its words); every word and every
// range of its parse stand at the command that runs the script, where no fix can edit them.
class WrittenLauncher
{
public:
    // Adds the invocation to result (torch's launchers or the wrappers) where an evaluated node
    // surely starts such a launcher.
    static void add(const PlatformSimulation& platform, const ValidationOptions& options, ValidationResult& result);
    // Places every range of the invocation's parses (as written and node 0's) at the command that
    // runs the script, and drops their fixes; nothing for a launcher of the text.
    static void placeParses(ValidatedInvocation& invocation);

private:
    static const StaticExpansion* firstReaching(const PlatformSimulation& platform);
    static ShellCommand placed(const PlatformSimulation& platform, const StaticExpansion& first);
    static void placeAt(LauncherParseResult& parsed, const SourceRange& runs);
};

} // namespace ddpw
