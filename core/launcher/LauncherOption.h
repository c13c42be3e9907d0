#pragma once

#include "launcher/LauncherValue.h"
#include "util/TorchVersion.h"

#include <QString>
#include <QStringList>

namespace ddpw {

// One argparse argument of a launcher, as one torch version defines it (see LauncherOptionTable).
struct LauncherOption
{
    // argparse actions used by run.py / launch.py: torch's own `env` (value, PET_ fallback),
    // `check_env` (flag, PET_ fallback, nargs=0), plain store, store_true, help, and 2.14's
    // --print-completion (prints a script and exits); accelerate's store_false and append.
    enum class Action { Env, CheckEnv, Store, StoreTrue, Help, PrintCompletion, StoreFalse, Append };
    // argparse `type=`: str, int, float, or 2.10's comma_separated_list (",," escapes a comma);
    // accelerate's `type=bool` (any non-empty text is True), its str_to_bool (y/yes/t/true/on/1 or
    // n/no/f/false/off/0, else "invalid str_to_bool value") and a lambda mapping str_to_bool over
    // comma-separated items ("invalid <lambda> value").
    enum class Type { None, Str, Int, Float, CommaList, Bool, StrToBool, StrToBoolList };

    QString dest;
    QStringList optionStrings; // this version's spellings, in argparse's order ("-r", "--redirects")
    Action action = Action::Env;
    Type type = Type::Str;
    int nargs = 1; // 0 for flags
    LauncherValue defaultValue;
    QStringList choices;
    TorchVersion since;
    const char* help = nullptr; // English, QT_TRANSLATE_NOOP("LauncherOptionTable", ...)
    QString envVar;             // PET_<DEST> for env/check_env, empty otherwise
    QString sinceText;          // accelerate/DeepSpeed: the release that added it ("0.14.0"); empty for torch

    bool isFlag() const { return nargs == 0; }
    // argparse's name for the argument in error messages: "--nproc-per-node/--nproc_per_node".
    QString displayName() const { return optionStrings.join(u'/'); }
    // The spelling we suggest in fixes: the first long option string.
    QString preferredSpelling() const
    {
        for (const QString& option : optionStrings) {
            if (option.startsWith(QLatin1String("--")))
                return option;
        }
        return optionStrings.value(0);
    }
};

} // namespace ddpw
