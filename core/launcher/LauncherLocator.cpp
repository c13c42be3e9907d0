#include "launcher/LauncherLocator.h"

#include <cstring>

namespace ddpw {

namespace {

bool isAssignment(const QString& word)
{
    const qsizetype equals = word.indexOf(u'=');
    if (equals <= 0)
        return false;
    for (qsizetype i = 0; i < equals; ++i) {
        const QChar c = word.at(i);
        const bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
        if (!letter && !(i > 0 && c >= u'0' && c <= u'9'))
            return false;
    }
    return true;
}

// A command that runs the command after its own options and operands, in the same environment
// (GNU coreutils, util-linux, numactl): `timeout 72h torchrun ...`, `numactl --cpunodebind=0
// torchrun ...`, `taskset -c 0-31 torchrun ...`.
struct RunningPrefix
{
    const char* name;
    const char* shortWithValue;       // short options that take a value (attached or the next word)
    QStringList longWithValue;        // long options that take a value (after '=' or the next word)
    int operands;                     // plain words before the command (timeout's duration, taskset's mask)
    const char* subcommand = nullptr; // the word after the program that makes it a wrapper (conda run)
};

const RunningPrefix* runningPrefix(const QString& base)
{
    static const RunningPrefix prefixes[] = {
        {"timeout", "sk", {QStringLiteral("signal"), QStringLiteral("kill-after")}, 1},
        {"nice", "n", {QStringLiteral("adjustment")}, 0},
        {"ionice", "cn", {QStringLiteral("class"), QStringLiteral("classdata")}, 0},
        {"taskset", "", {}, 1},
        {"stdbuf", "ioe", {QStringLiteral("input"), QStringLiteral("output"), QStringLiteral("error")}, 0},
        {"numactl",
         "NmCipPw",
         {QStringLiteral("cpunodebind"), QStringLiteral("membind"), QStringLiteral("physcpubind"),
          QStringLiteral("interleave"), QStringLiteral("preferred"), QStringLiteral("preferred-many"),
          QStringLiteral("weighted-interleave")},
         0},
        {"chrt",
         "TPD",
         {QStringLiteral("sched-runtime"), QStringLiteral("sched-period"), QStringLiteral("sched-deadline")},
         1},
        {"setsid", "", {}, 0},
        // util-linux's flock LOCKFILE COMMAND: the lock file is its operand (flock LOCKFILE -c TEXT:
        // the interpreter runs TEXT as the user's shell would).
        {"flock", "wE", {QStringLiteral("timeout"), QStringLiteral("wait"), QStringLiteral("conflict-exit-code")}, 1},
        // sudo [-E] [-u USER] ... COMMAND: without -E (--preserve-env) the command gets a reset
        // environment (resetsEnvironment).
        {"sudo",
         "ugCDhprtTU",
         {QStringLiteral("user"), QStringLiteral("group"), QStringLiteral("close-from"), QStringLiteral("chdir"),
          QStringLiteral("host"), QStringLiteral("prompt"), QStringLiteral("role"), QStringLiteral("type"),
          QStringLiteral("command-timeout"), QStringLiteral("other-user")},
         0},
        // conda run -n ENV [--no-capture-output] COMMAND, and its mamba twins: the environment's
        // PATH in front, the rest of the environment as it was.
        {"conda", "np", {QStringLiteral("name"), QStringLiteral("prefix"), QStringLiteral("cwd")}, 0, "run"},
        {"mamba", "np", {QStringLiteral("name"), QStringLiteral("prefix"), QStringLiteral("cwd")}, 0, "run"},
        {"micromamba", "np", {QStringLiteral("name"), QStringLiteral("prefix"), QStringLiteral("cwd")}, 0, "run"},
    };
    for (const RunningPrefix& prefix : prefixes) {
        if (base == QLatin1String(prefix.name))
            return &prefix;
    }
    return nullptr;
}

// The index of the command a running prefix at `index` runs: past its options and operands.
int skipRunningPrefix(const QStringList& words, int index, const RunningPrefix& prefix)
{
    if (prefix.subcommand) {
        if (index + 1 >= words.size() || words.at(index + 1) != QLatin1String(prefix.subcommand))
            return index; // conda create, conda activate: no command of its own runs
        ++index;
    }
    ++index;
    while (index < words.size()) {
        const QString& word = words.at(index);
        if (word == QLatin1String("--"))
            return index + 1 + prefix.operands;
        if (word.size() < 2 || word.at(0) != u'-')
            break;
        ++index;
        if (word.startsWith(QLatin1String("--"))) {
            if (!word.contains(u'=') && prefix.longWithValue.contains(word.mid(2)))
                ++index;
            continue;
        }
        // -n10, -n 10, -fw; nice's -10 is its adjustment.
        for (qsizetype at = 1; at < word.size(); ++at) {
            const char16_t letter = word.at(at).unicode();
            if (letter == 0 || letter > 0x7f || !std::strchr(prefix.shortWithValue, char(letter)))
                continue;
            if (at + 1 == word.size())
                ++index;
            break;
        }
    }
    return index + prefix.operands;
}

// Skips the words in front of the real program; returns the index of the program word.
int skipPrefixWords(const QList<ShellWord>& words)
{
    int index = 0;
    QStringList values; // the words' values, made once for wrappedCommand
    bool inEnv = false;
    while (index < words.size()) {
        const QString& word = words.at(index).value;
        if (isAssignment(word)) {
            ++index;
            continue;
        }
        const QString base = LauncherLocator::baseName(word);
        if (base == QLatin1String("env")) {
            inEnv = true;
            ++index;
            continue;
        }
        if (inEnv && word.startsWith(u'-') && word.size() > 1) {
            ++index; // `env -i`, `env -u NAME` (its NAME is skipped as a plain word below)
            if (word == QLatin1String("-u") && index < words.size())
                ++index;
            continue;
        }
        // timeout, nohup, nice ... (one list of them, in wrappedCommand) and exec's options.
        if (values.isEmpty()) {
            for (const ShellWord& each : words)
                values.append(each.value);
        }
        if (base == QLatin1String("exec")) {
            // exec [-cl] [-a NAME] COMMAND: -a names the process, -c empties its environment.
            index = LauncherLocator::execOperand(values, index);
            continue;
        }
        if (const int wrapped = LauncherLocator::wrappedCommand(values, index); wrapped != index) {
            index = wrapped;
            continue;
        }
        break;
    }
    return index;
}

std::optional<LauncherKind> kindOfModule(const QString& module)
{
    if (module == QLatin1String("torch.distributed.run"))
        return LauncherKind::TorchDistributedRun;
    if (module == QLatin1String("torch.distributed.launch"))
        return LauncherKind::TorchDistributedLaunch;
    if (module == QLatin1String("accelerate.commands.launch"))
        return LauncherKind::Accelerate;
    if (module == QLatin1String("deepspeed.launcher.runner"))
        return LauncherKind::DeepSpeed;
    return std::nullopt;
}

std::optional<LauncherKind> kindOfScriptPath(const QString& path)
{
    if (path.endsWith(QLatin1String("torch/distributed/run.py")))
        return LauncherKind::TorchDistributedRun;
    if (path.endsWith(QLatin1String("torch/distributed/launch.py")))
        return LauncherKind::TorchDistributedLaunch;
    if (path.endsWith(QLatin1String("accelerate/commands/launch.py")))
        return LauncherKind::Accelerate;
    if (path.endsWith(QLatin1String("deepspeed/launcher/runner.py")))
        return LauncherKind::DeepSpeed;
    return std::nullopt;
}

// Python's own options that take a value (python3.11 --help): -W arg, -X opt, and the long
// --check-hash-based-pycs mode.
bool pythonOptionTakesValue(QChar option)
{
    return option == u'W' || option == u'X';
}

std::optional<LauncherLocation> locatePython(const QList<ShellWord>& words, int program)
{
    LauncherLocation location;
    location.programIndex = program;
    location.pythonOptionsBegin = program + 1;
    int index = program + 1;
    while (index < words.size()) {
        const QString& word = words.at(index).value;
        if (word == QLatin1String("--check-hash-based-pycs")) {
            index += 2;
            continue;
        }
        if (word == QLatin1String("--") || !word.startsWith(u'-') || word.size() < 2 || word.at(1) == u'-') {
            if (word == QLatin1String("--"))
                ++index;
            // First plain word: the script Python runs. Recognise launcher scripts by path.
            if (index >= words.size())
                return std::nullopt;
            const std::optional<LauncherKind> kind = kindOfScriptPath(words.at(index).value);
            if (!kind)
                return std::nullopt;
            location.kind = *kind;
            location.pythonOptionsEnd = index;
            location.moduleIndex = index;
            location.argumentsBegin = index + 1;
            return location;
        }
        // A cluster of one-letter options such as -u, -uB, -Wignore, -um torch.distributed.run.
        for (qsizetype i = 1; i < word.size(); ++i) {
            const QChar option = word.at(i);
            if (option == u'c')
                return std::nullopt; // python -c CODE: not a launcher
            if (option == u'm' || pythonOptionTakesValue(option)) {
                const bool attached = i + 1 < word.size();
                const QString value =
                    attached ? word.mid(i + 1) : (index + 1 < words.size() ? words.at(index + 1).value : QString());
                const int valueIndex = attached ? index : index + 1;
                if (option == u'm') {
                    const std::optional<LauncherKind> kind = kindOfModule(value);
                    if (!kind)
                        return std::nullopt;
                    location.kind = *kind;
                    // -m and its module are not interpreter options: the range stops before the -m
                    // word, unless other options share that word (-um), which then belongs to it.
                    location.pythonOptionsEnd = i > 1 ? index + 1 : index;
                    location.moduleIndex = valueIndex;
                    location.argumentsBegin = valueIndex + 1;
                    return location;
                }
                index = valueIndex;
                break;
            }
        }
        ++index;
    }
    return std::nullopt;
}

// accelerate's and DeepSpeed's console scripts: `accelerate launch`, `accelerate-launch`,
// `deepspeed` (a link to `ds`, as is `deepspeed.pt`).
std::optional<LauncherLocation> locateWrapper(const QList<ShellWord>& words, int program)
{
    const QString base = LauncherLocator::baseName(words.at(program).value);
    LauncherLocation location;
    location.programIndex = program;
    location.pythonOptionsBegin = location.pythonOptionsEnd = program + 1;
    location.argumentsBegin = program + 1;
    if (base == QLatin1String("accelerate")) {
        // The launch sub-command; `accelerate config`, `accelerate env` start nothing.
        if (program + 1 >= words.size() || words.at(program + 1).value != QLatin1String("launch"))
            return std::nullopt;
        location.kind = LauncherKind::Accelerate;
        location.moduleIndex = program + 1;
        location.argumentsBegin = program + 2;
        return location;
    }
    if (base == QLatin1String("accelerate-launch")) {
        location.kind = LauncherKind::Accelerate;
        return location;
    }
    if (base == QLatin1String("deepspeed") || base == QLatin1String("ds") || base == QLatin1String("deepspeed.pt")) {
        location.kind = LauncherKind::DeepSpeed;
        return location;
    }
    return std::nullopt;
}

} // namespace

QString LauncherLocator::baseName(const QString& word)
{
    const qsizetype slash = word.lastIndexOf(u'/');
    return slash < 0 ? word : word.mid(slash + 1);
}

int LauncherLocator::wrappedCommand(const QStringList& argv, int index)
{
    if (index < 0 || index >= argv.size())
        return index;
    const QString base = baseName(argv.at(index));
    if (base == QLatin1String("nohup") || base == QLatin1String("command") || base == QLatin1String("time"))
        return index + 1;
    if (const RunningPrefix* prefix = runningPrefix(base))
        return skipRunningPrefix(argv, index, *prefix);
    return index;
}

int LauncherLocator::execOperand(const QStringList& argv, int index, bool* clearsEnvironment)
{
    bool clears = false;
    ++index;
    while (index < argv.size() && argv.at(index).startsWith(u'-') && argv.at(index).size() > 1) {
        const QString& option = argv.at(index++);
        if (option == QLatin1String("--"))
            break;
        clears = clears || option.contains(u'c');
        if (option.endsWith(u'a'))
            ++index; // -a NAME, also grouped (-la NAME)
    }
    if (clearsEnvironment)
        *clearsEnvironment = clears;
    return index;
}

bool LauncherLocator::resetsEnvironment(const QStringList& argv, int index)
{
    if (index < 0 || index >= argv.size() || baseName(argv.at(index)) != QLatin1String("sudo"))
        return false;
    // sudo's env_reset: only its own short list (HOME, PATH, TERM, ...) unless -E or --preserve-env.
    const int command = wrappedCommand(argv, index);
    for (int k = index + 1; k < command && k < argv.size(); ++k) {
        const QString& word = argv.at(k);
        if (word.startsWith(QLatin1String("--preserve-env")))
            return false;
        if (word.startsWith(u'-') && !word.startsWith(QLatin1String("--")) && word.contains(u'E'))
            return false;
    }
    return true;
}

bool LauncherLocator::isPythonProgram(const QString& word)
{
    const QString base = baseName(word);
    if (!base.startsWith(QLatin1String("python")))
        return false;
    for (qsizetype i = 6; i < base.size(); ++i) {
        const QChar c = base.at(i);
        if (!(c.isDigit() || c == u'.'))
            return false;
    }
    return true;
}

std::optional<LauncherLocation> LauncherLocator::locate(const QList<ShellWord>& words)
{
    const int program = skipPrefixWords(words);
    if (program >= words.size())
        return std::nullopt;
    const QString& word = words.at(program).value;
    if (baseName(word) == QLatin1String("torchrun")) {
        LauncherLocation location;
        location.kind = LauncherKind::TorchRun;
        location.programIndex = program;
        location.pythonOptionsBegin = location.pythonOptionsEnd = program + 1;
        location.argumentsBegin = program + 1;
        return location;
    }
    if (isPythonProgram(word))
        return locatePython(words, program);
    return locateWrapper(words, program);
}

} // namespace ddpw
