#pragma once

// Shared with the shell reader and the checks: given the words of one simple command,
// find where a torch launcher starts and where its own arguments begin. Also finds the launchers
// that wrap torchrun: `accelerate launch` (`accelerate-launch`, `python -m
// accelerate.commands.launch`) and `deepspeed` (`ds`, `python -m deepspeed.launcher.runner`). Reuse this instead of
// matching "torchrun" / "python -m ..." by hand.

#include "launcher/LauncherKind.h"
#include "shell/ShellWord.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace ddpw {

struct LauncherLocation
{
    LauncherKind kind = LauncherKind::TorchRun;
    // Index of the program word: `torchrun`, `/usr/bin/torchrun`, `python3`, `/opt/conda/bin/python`.
    int programIndex = 0;
    // Interpreter options between the program and `-m` (`-u`, `-W ignore`, `-X dev`): the
    // half-open word range [pythonOptionsBegin, pythonOptionsEnd). Empty for torchrun.
    int pythonOptionsBegin = 0;
    int pythonOptionsEnd = 0;
    // The word that names the module (`torch.distributed.run`, or `-mtorch.distributed.run`), or
    // the launcher script path (`.../torch/distributed/launch.py`), or accelerate's `launch`
    // sub-command word; -1 for torchrun, accelerate-launch and deepspeed.
    int moduleIndex = -1;
    // First word that belongs to the launcher's own argument parser.
    int argumentsBegin = 0;
};

// Finds the launcher in a simple command. Leading words that only prepare the environment are
// skipped: assignments (`NCCL_DEBUG=INFO`), `exec`, `env [NAME=VALUE...]`, `nohup`, `command`,
// `time`. Returns nothing when the command starts some other program.
class LauncherLocator
{
public:
    static std::optional<LauncherLocation> locate(const QList<ShellWord>& words);

    // True for `python`, `python3`, `python3.11`, with any directory in front.
    static bool isPythonProgram(const QString& word);
    // The word's text after the last '/'.
    static QString baseName(const QString& word);
    // The index of the command that argv[index] runs in its place (`timeout 60 CMD`, `nohup
    // CMD`, `nice -n 5 CMD`, `taskset -c 0-7 CMD`): past the wrapper's options and operands;
    // index itself when argv[index] is no such wrapper.
    static int wrappedCommand(const QStringList& argv, int index);
    // True where that wrapper gives its command an environment of its own rather than this
    // shell's exports (sudo without -E).
    static bool resetsEnvironment(const QStringList& argv, int index);
    // The index of the command that `exec [-cl] [-a NAME] [--] COMMAND` at `index` runs (past the
    // end when there is none); clearsEnvironment, when given, gets whether -c empties its
    // environment.
    static int execOperand(const QStringList& argv, int index, bool* clearsEnvironment = nullptr);
};

} // namespace ddpw
