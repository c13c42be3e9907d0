#pragma once

#include "launcher/LauncherKind.h"
#include "launcher/LauncherValue.h"
#include "util/SourceRange.h"
#include "util/TorchVersion.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// A replacement that repairs a launcher error, e.g. `--nproc-per-node` -> `--nproc_per_node` on 1.13.
struct LauncherFix
{
    SourceRange range;   // the text to replace (part of a word, a whole word, or an empty range to insert at)
    QString replacement; // new source text, already shell-safe
};

// One problem the launcher would report for this command.
struct LauncherParseError
{
    // Argparse: the launcher's argparse rejects the command (exit 2 with "usage: ... error: ...").
    // Runtime: argparse accepts it, but torchrun's own checks after parsing fail (config_from_args,
    // WorkerSpec asserts, rendezvous endpoint parsing): a Python traceback on the node.
    enum class Stage { Argparse, Runtime };
    enum class Code {
        // argparse (Python 3.11 wording, without the "usage:" lines)
        AmbiguousOption,
        UnrecognizedArguments,
        ExpectedOneArgument,
        IgnoredExplicitArgument,
        InvalidValue, // "invalid int value" / "invalid float value"
        InvalidChoice,
        RequiredMissing,
        // after parsing (torchrun's own checks)
        PetFlagNotInteger,   // PET_<FLAG>=true: ValueError while the parser is built
        NnodesFormat,        // more than one ':'
        NnodesNotInteger,    // int() fails on a part
        NnodesRange,         // not 0 < min <= max
        MaxRestartsNegative, // max_restarts < 0
        NprocInvalid,        // not an int nor cpu/gpu/auto/...
        NprocNotPositive,    // an int <= 0 (WorkerSpec: local_world_size > 0)
        RdzvConfFormat,      // empty key
        RdzvConfMissingValue,
        RdzvConfValue, // a value the rendezvous handler reads as a number or a boolean and cannot
        RedirectsFormat,
        TeeFormat,
        LocalRanksFilterFormat,
        NoPythonWithModule,
        LaunchNoPythonWithoutUseEnv,
        MonitorIntervalNotPositive,
        EndpointPort,         // port not 0..65535
        EndpointHost,         // host not [\w.:-]+
        EndpointPortMissing,  // static rendezvous without a port
        BackendNotRegistered, // no rendezvous handler of that name (torch has etcd, etcd-v2, c10d, static)
        ValueNotUsable,       // `--nnodes=--`: argparse stores [], torchrun crashes with a TypeError
    };

    Stage stage = Stage::Argparse;
    Code code = Code::UnrecognizedArguments;
    QString message;   // argparse's message for Argparse errors ("argument --x: invalid int value: 'a'")
    SourceRange range; // the word (or option) at fault; the launcher word for RequiredMissing
    QList<int> words;  // indices of the words involved (every extra word for UnrecognizedArguments)
    QString dest;      // the option's dest where there is one
    QString hint;      // a sentence for a person, e.g. "--local-addr needs torch 2.0 or later"
    std::optional<LauncherFix> fix;
    QList<LauncherFix> moreFixes; // the same repair for the error's other words (every dash spelling)
    // True for the checks that mirror torchrun's config_from_args (the ones the 1.13 oracle test compares).
    bool fromConfigFromArgs = false;
};

// One option as written on the command line.
struct LauncherOccurrence
{
    int option = -1;         // index into LauncherOptionTable::options()
    QString written;         // the option text as typed, before any '=' ("--nproc", "-r")
    QString resolved;        // the option string argparse matched ("--nproc_per_node", "-r")
    int wordIndex = -1;      // the option's word
    int valueWordIndex = -1; // the separate value word (`--nnodes 2`), -1 for flags and `=value`/`-r3`
    bool attachedValue = false;
    QString valueText;       // the value as bash passes it (ShellWord::value), empty for flags
    bool unresolved = false; // the value still holds $VAR / $(...): only known on the node
    SourceRange range;       // from the option to the end of its value
    bool abbreviated() const { return written != resolved; }
};

// Every dest of the parser with its value, typed like argparse (see LauncherValue).
struct LauncherArgument
{
    QString dest;
    int option = -1;         // index into LauncherOptionTable::options()
    LauncherValue value;     // argparse's default where not given
    bool given = false;      // set on the command line (the last occurrence wins, as in argparse)
    int occurrence = -1;     // index into LauncherParseResult::occurrences of the last one
    bool unresolved = false; // the value holds an expansion; `value` is then the text as written
};

struct LauncherParseResult
{
    TorchVersion version;
    LauncherKind kind = LauncherKind::TorchRun;
    int argumentsBegin = 0;            // first word given to the parser
    QList<LauncherArgument> arguments; // one per option of the table except help, in table order
    QList<LauncherOccurrence> occurrences;
    bool hasTrainingScript = false;
    QString trainingScript;
    int trainingScriptWord = -1;
    QStringList trainingScriptArgs;
    int trainingScriptArgsBegin = -1; // word index of the first script argument (-1 when none)
    bool helpRequested = false;       // -h / --print-completion: argparse prints and exits 0 there
    QList<LauncherParseError> errors; // in the order the launcher meets them

    bool argparseAccepts() const
    {
        for (const LauncherParseError& error : errors) {
            if (error.stage == LauncherParseError::Stage::Argparse)
                return false;
        }
        return true;
    }
    bool accepted() const { return errors.isEmpty(); }
    const LauncherArgument* argument(const QString& dest) const
    {
        for (const LauncherArgument& argument : arguments) {
            if (argument.dest == dest)
                return &argument;
        }
        return nullptr;
    }
};

} // namespace ddpw
