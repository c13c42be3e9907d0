#pragma once

#include "launcher/LauncherOption.h"
#include "launcher/LauncherValue.h"

#include <QList>

namespace ddpw {

// One add_argument call of a launcher that wraps torchrun (accelerate launch, deepspeed), as its
// own source defines it; AccelerateOptions and DeepSpeedOptions hold the tables and
// LauncherOptionTable builds the parser from them.
struct WrapperOptionRow
{
    const char* strings; // the option strings as add_argument is given them, space-separated
    const char* dest;
    LauncherOption::Action action;
    LauncherOption::Type type;
    LauncherValue::Kind defaultKind;
    const char* defaultText; // the default as Python writes it; a StringList default is comma-separated
    const char* choices;     // comma-separated, nullptr for none
    const char* since;       // the release that added the option
    const char* help;        // QT_TRANSLATE_NOOP("LauncherOptionTable", ...)
};

// How a launcher's parser differs from plain argparse, and its positionals.
struct WrapperDialect
{
    bool allowAbbrev = true;   // false: `--num_proc` is an error, not a prefix of --num_processes
    bool dashedCopies = false; // accelerate: every store/store_true/store_false option with '_' also has a '-' spelling
    const char* scriptName = "training_script";
    const char* scriptArgsName = "training_script_args";
    const char* release = ""; // the release the table was read from ("accelerate 1.14.0")
};

} // namespace ddpw
