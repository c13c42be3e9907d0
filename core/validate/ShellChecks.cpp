#include "validate/ShellChecks.h"

#include "generate/CommandGenerator.h"
#include "launcher/LauncherLocator.h"
#include "shell/ShellReader.h"
#include "shell/ShellSubstitutions.h"
#include "util/VisibleText.h"
#include "validate/LostAssignment.h"
#include "validate/PlatformSimulation.h"

#include <QSet>

namespace ddpw {

namespace {

// Variables a job can count on without the snippet setting them.
bool isKnownVariable(const QString& name)
{
    static const QSet<QString> known{QStringLiteral("HOME"),
                                     QStringLiteral("PATH"),
                                     QStringLiteral("PWD"),
                                     QStringLiteral("USER"),
                                     QStringLiteral("HOSTNAME"),
                                     QStringLiteral("RANDOM"),
                                     QStringLiteral("SHELL"),
                                     QStringLiteral("LANG"),
                                     QStringLiteral("HOST"),
                                     QStringLiteral("IFS"),
                                     QStringLiteral("SECONDS"),
                                     QStringLiteral("UID"),
                                     QStringLiteral("BASH_SOURCE"),
                                     QStringLiteral("CUDA_VISIBLE_DEVICES"),
                                     QStringLiteral("LD_LIBRARY_PATH"),
                                     QStringLiteral("PYTHONPATH"),
                                     QStringLiteral("CONDA_PREFIX"),
                                     QStringLiteral("VIRTUAL_ENV"),
                                     QStringLiteral("TMPDIR"),
                                     QStringLiteral("OLDPWD"),
                                     QStringLiteral("PPID"),
                                     QStringLiteral("BASHPID"),
                                     QStringLiteral("$"),
                                     QStringLiteral("LINENO"),
                                     QStringLiteral("EPOCHSECONDS")};
    return known.contains(name) || name.startsWith(QLatin1String("VC_")) || name.startsWith(QLatin1String("PET_")) ||
           name.startsWith(QLatin1String("NCCL_")) || name.startsWith(QLatin1String("KUBERNETES_")) ||
           name.startsWith(QLatin1String("POD_")) || name.at(0).isDigit();
}

bool isNameStart(QChar c)
{
    return c == u'_' || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isNameChar(QChar c)
{
    return isNameStart(c) || (c >= u'0' && c <= u'9');
}

// The variables a word's text expands to nothing when they are unset: $NAME and ${NAME...}
// outside single quotes (awk's '{print $NF}' is awk's), without an operator that supplies a
// value or means "only when set" (${X:-d}, ${X-d}, ${X:=d}, ${X:?}, ${X:+alt}), and not a
// length (${#X} is 0). Quotes are followed through $( ) and "...", as bash nests them.
QStringList bareReferences(QStringView raw)
{
    QStringList names;
    QList<QChar> nesting; // '"' inside double quotes, '(' inside $( )
    const qsizetype n = raw.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = raw.at(i);
        const bool inDouble = !nesting.isEmpty() && nesting.constLast() == u'"';
        if (c == u'\\') {
            ++i;
        } else if (c == u'\'' && !inDouble) {
            const qsizetype close = raw.indexOf(u'\'', i + 1);
            i = close < 0 ? n : close;
        } else if (c == u'"') {
            if (inDouble)
                nesting.removeLast();
            else
                nesting.append(u'"');
        } else if (c == u')' && !nesting.isEmpty() && nesting.constLast() == u'(') {
            nesting.removeLast();
        } else if (c == u'$' && i + 1 < n) {
            const QChar next = raw.at(i + 1);
            if (next == u'(') {
                nesting.append(u'(');
                ++i;
            } else if (next == u'{') {
                qsizetype j = i + 2;
                const qsizetype start = j;
                while (j < n && isNameChar(raw.at(j)))
                    ++j;
                const bool named = j > start && isNameStart(raw.at(start));
                if (named && j < n && raw.at(j) == u'[') {
                    while (j < n && raw.at(j) != u']')
                        ++j;
                    ++j;
                }
                const QChar op = j < n ? raw.at(j) : QChar();
                const QChar after = j + 1 < n ? raw.at(j + 1) : QChar();
                const bool supplies =
                    op == u'-' || op == u'=' || op == u'?' || op == u'+' ||
                    (op == u':' && (after == u'-' || after == u'=' || after == u'?' || after == u'+'));
                if (named && !supplies)
                    names.append(raw.mid(start, j - start).toString().section(u'[', 0, 0));
                // Skip to the matching brace (the operator's word is not judged here).
                int depth = 1;
                for (j = i + 2; j < n && depth > 0; ++j) {
                    if (raw.at(j) == u'{')
                        ++depth;
                    else if (raw.at(j) == u'}')
                        --depth;
                }
                i = j - 1;
            } else if (isNameStart(next)) {
                qsizetype j = i + 1;
                while (j < n && isNameChar(raw.at(j)))
                    ++j;
                names.append(raw.mid(i + 1, j - i - 1).toString());
                i = j - 1;
            }
        }
    }
    return names;
}

// The first reserved word that ends its line in a carriage return (`then\r`): bash reads it as
// an ordinary word, so the construct it should open or close never is. Empty when none does.
QString reservedWithCarriageReturn(QStringView text)
{
    static const QStringList reserved{QStringLiteral("then"), QStringLiteral("else"), QStringLiteral("elif"),
                                      QStringLiteral("fi"),   QStringLiteral("do"),   QStringLiteral("done"),
                                      QStringLiteral("esac"), QStringLiteral("{"),    QStringLiteral("}")};
    for (qsizetype cr = text.indexOf(u'\r'); cr >= 0; cr = text.indexOf(u'\r', cr + 1)) {
        qsizetype start = cr;
        while (start > 0 && !text.at(start - 1).isSpace() && text.at(start - 1) != u';')
            --start;
        const QString word = text.mid(start, cr - start).toString();
        if (reserved.contains(word))
            return word;
    }
    return {};
}

} // namespace

void ShellChecks::syntax(ValidationContext& context)
{
    const QString crWord = reservedWithCarriageReturn(context.text());
    for (const ShellDiagnostic& problem : context.script().diagnostics) {
        if (problem.warning || crWord.isEmpty()) {
            context.add(problem.warning ? "DDP109" : "DDP100", problem.range, problem.message);
            continue;
        }
        context.add("DDP100", problem.range,
                    tr("%1: the lines end in Windows line endings (\\r), and bash reads '%2\\r' as an ordinary "
                       "word, not the reserved word '%2', so bash stops here and runs nothing after it. Convert the "
                       "text to Unix line endings")
                        .arg(problem.message, crWord));
    }
}

void ShellChecks::noLauncher(ValidationContext& context)
{
    const QList<ValidatedInvocation> launchers = context.launchers();
    if (launchers.isEmpty()) {
        // A script the command writes holds the launcher, but its shell stops before it there.
        const StaticExpansion* node = context.platform().evaluation(0);
        if (node && node->writtenStop) {
            // The job cannot start: an error, where a snippet without any launcher is only a warning.
            context.add("DDP105", node->writtenStop->range,
                        tr("no launcher starts on node 0: %1").arg(node->writtenStop->reason), std::nullopt,
                        Severity::Error);
            return;
        }
        // "$LAUNCH" train.py, or an alias bash does not expand: the launcher is there, in a word
        // bash finds no program for.
        if (node && node->stop && node->stop->launcherNotFound) {
            context.add("DDP105", node->stop->range,
                        tr("no launcher starts: %1 (%2)").arg(node->stop->message, node->stop->reason), std::nullopt,
                        Severity::Error);
            return;
        }
        // The launcher may be in the part of the text too long to read: DDP193 says where that starts.
        if (context.script().unreadFrom)
            return;
        if (mistypedLauncherModule(context))
            return;
        context.add(
            "DDP105", context.range(0, 0),
            tr("no command starts torchrun, python -m torch.distributed.run or python -m torch.distributed.launch"));
        return;
    }
    // A launcher in a script the command writes and runs: bash starts it there, and every check
    // judges it at the command that runs the script. Say where it really is.
    const ValidatedInvocation& invocation = launchers.constFirst();
    const StaticExpansion* node = context.platform().evaluation(invocation.shownNode);
    if (!invocation.written || !node || !node->launcherFound)
        return;
    using Source = StaticExpansion::WrittenSource;
    const QString message =
        invocation.writtenSource == Source::Words
            ? tr("bash takes the launcher from %1 (line %2): on node %3 it receives: %4 (the findings about it stand "
                 "at this command)")
        : invocation.writtenSource == Source::Text
            ? tr("the launcher is in the text that %1 runs as commands: line %2 of that text starts it, and on node "
                 "%3 it receives: %4 (the findings about it stand at this command)")
            : tr("the launcher is in %1, which this command writes and runs: line %2 of %1 starts it, and on node %3 "
                 "it receives: %4 (the findings about it stand at this command)");
    context.add("DDP112", invocation.written->range,
                message.arg(VisibleText::escaped(invocation.writtenScript))
                    .arg(invocation.writtenLine)
                    .arg(invocation.shownNode)
                    .arg(VisibleText::escaped(node->argv.join(u' '))));
}

// `python -m torch.distributed.launcher ...` (a package), `-m torch.distributed.runner`: python
// runs no launcher there ("cannot be directly executed", "No module named"), on every node.
bool ShellChecks::mistypedLauncherModule(ValidationContext& context)
{
    static const QString prefix = QStringLiteral("torch.distributed.");
    for (const ShellCommand& command : context.script().commands) {
        const QList<ShellWord>& words = command.words;
        for (qsizetype i = 1; i < words.size(); ++i) {
            const QString& word = words.at(i).value;
            const bool attached = word.startsWith(QLatin1String("-m")) && word.size() > 2;
            if (!attached && (word != QLatin1String("-m") || i + 1 >= words.size()))
                continue;
            const ShellWord& moduleWord = attached ? words.at(i) : words.at(i + 1);
            const QString module = attached ? word.mid(2) : moduleWord.value;
            if (!LauncherLocator::isPythonProgram(words.at(0).value) &&
                !LauncherLocator::isPythonProgram(words.at(i - 1).value))
                break;
            if (!module.startsWith(prefix) || module == QLatin1String("torch.distributed.run") ||
                module == QLatin1String("torch.distributed.launch"))
                break;
            const QString meant = QStringLiteral("torch.distributed.run");
            const qsizetype at = moduleWord.range.begin.offset + (attached ? 2 : 0);
            context.add("DDP105", moduleWord.range,
                        tr("python -m %1 starts no launcher: it is no launcher module of torch (python stops with "
                           "\"No module named ...\" or, for a package, \"cannot be directly executed\"); the "
                           "launchers are torch.distributed.run (torchrun) and torch.distributed.launch")
                            .arg(module),
                        DiagnosticFix{context.range(at, at + module.size()), meant}, Severity::Error);
            return true;
        }
    }
    return false;
}

void ShellChecks::stops(ValidationContext& context)
{
    if (context.invocations().isEmpty() && context.wrappers().isEmpty())
        return; // DDP105 says it: there is no launcher to reach
    const PlatformSimulation& platform = context.platform();
    nodesWithoutLauncher(context);
    // The nodes that stop at one command with one message, in node order.
    struct Stop
    {
        ShellStop stop;
        QStringList nodes;
    };
    QList<Stop> stops;
    for (int k = 0; k < platform.evaluatedNodes(); ++k) {
        const StaticExpansion* node = platform.evaluation(k);
        if (!node || !node->stop)
            continue;
        const ShellStop& stop = *node->stop;
        const auto same = std::find_if(stops.begin(), stops.end(), [&](const Stop& other) {
            return other.stop.range.begin.offset == stop.range.begin.offset && other.stop.message == stop.message &&
                   other.stop.reason == stop.reason;
        });
        if (same == stops.end())
            stops.append({stop, {QString::number(k)}});
        else
            same->nodes.append(QString::number(k));
    }
    for (const Stop& stop : std::as_const(stops)) {
        const QString where = stop.nodes.size() == platform.evaluatedNodes() && platform.evaluatedNodes() > 1
                                  ? tr("on every node")
                                  : (stop.nodes.size() == 1 ? tr("on node %1") : tr("on nodes %1"))
                                        .arg(stop.nodes.join(QStringLiteral(", ")));
        // bash's own words, and why where that says more.
        const QString what = stop.stop.message.isEmpty() ? stop.stop.reason
                             : stop.stop.reason.isEmpty()
                                 ? stop.stop.message
                                 : QStringLiteral("%1 (%2)").arg(stop.stop.message, stop.stop.reason);
        const QString status = stop.stop.status < 0 ? tr("an exit status only the node knows")
                                                    : tr("exit status %1").arg(stop.stop.status);
        // A command bash finds no program for (127) where the launcher was meant to start: bash
        // goes on past it, but no launcher runs.
        if (stop.stop.launcherNotFound)
            context.add("DDP111", stop.stop.range,
                        tr("no launcher runs %1: %2 (%3)").arg(where, stop.stop.message, stop.stop.reason));
        else if (stop.stop.hangs)
            context.add("DDP111", stop.stop.range,
                        tr("bash never gets past here %1, so the launcher never starts and the job waits for ever: %2")
                            .arg(where, stop.stop.reason));
        else
            context.add("DDP111", stop.stop.range,
                        tr("bash stops here %1 (%2), before the launcher: %3").arg(where, status, what));
    }
}

// Nodes where bash reaches the end of the start command without a launcher (the branches that
// start one are not taken there, a loop runs none), while other nodes start theirs: the others
// wait for them at the rendezvous. Each node's evaluation knows its branches; a node whose
// launcher only may run, or where bash stops (said above), is not counted.
void ShellChecks::nodesWithoutLauncher(ValidationContext& context)
{
    const PlatformSimulation& platform = context.platform();
    // deepspeed and accelerate's DeepSpeed launcher start the other nodes themselves (pdsh, ssh)
    // from the one that runs them: there the other nodes run nothing, rightly.
    if (platform.evaluatedNodes() < 1 || context.evaluationBudget()->exhausted() || !context.wrappers().isEmpty())
        return;
    QStringList without;
    bool started = false;
    for (int k = 0; k < platform.evaluatedNodes(); ++k) {
        const StaticExpansion* node = platform.evaluation(k);
        if (!node)
            return;
        if (node->launcherFound && node->uncalledFunction.isEmpty())
            started = started || !node->launcherMayNotRun;
        else if (!node->stop && !node->writtenStop)
            without.append(QString::number(k));
    }
    if (without.isEmpty())
        return;
    if (!started) {
        if (without.size() == platform.evaluatedNodes())
            noNodeStarts(context);
        return;
    }
    if (platform.evaluatedNodes() < 2)
        return;
    // (stops() returned where there is no launcher at all, and a wrapper returned above.)
    context.add("DDP113", context.launcherRange(context.invocations().constFirst()),
                (without.size() == 1 ? tr("on node %1 bash runs no launcher: no branch that starts one is taken "
                                          "there, and the other nodes wait for it at the rendezvous")
                                     : tr("on nodes %1 bash runs no launcher: no branch that starts one is taken "
                                          "there, and the other nodes wait for them at the rendezvous"))
                    .arg(without.join(QStringLiteral(", "))),
                std::nullopt, Severity::Error);
}

// Bash reaches the end of the start command on every node without running the launcher it
// holds (a loop that runs no time, a branch no node takes, a function never called): the pods
// end without training.
void ShellChecks::noNodeStarts(ValidationContext& context)
{
    const StaticExpansion* first = context.platform().evaluation(0);
    // Defined, never called: bash reads the definition and reaches the end.
    if (first && !first->uncalledFunction.isEmpty()) {
        const QString text = context.text().toString();
        const QString call = (text.endsWith(u'\n') ? QString() : QStringLiteral("\n")) + first->uncalledFunction +
                             QStringLiteral(" \"$@\"\n");
        context.add("DDP113", context.launcherRange(context.invocations().constFirst()),
                    tr("bash runs no launcher on any node: it runs only through the function %1, which the command "
                       "defines but never calls, so every pod ends without training; call it at the end")
                        .arg(first->uncalledFunction),
                    DiagnosticFix{context.range(int(text.size()), int(text.size())), call}, Severity::Error);
        return;
    }
    const QString assumed = first && !first->assumptions.isEmpty()
                                ? tr(" (%1)").arg(first->assumptions.join(QStringLiteral("; ")))
                                : QString();
    context.add("DDP113", context.launcherRange(context.invocations().constFirst()),
                tr("bash runs no launcher on any node: no branch or loop that starts one runs, so every pod ends "
                   "without training%1")
                    .arg(assumed),
                std::nullopt, Severity::Error);
}

namespace {

// Whether an argument after a command's name asks it to follow its file (-f, -F, --follow).
bool followsFile(const ShellCommand& command)
{
    return command.words.size() > 1 &&
           std::any_of(command.words.cbegin() + 1, command.words.cend(), [](const ShellWord& word) {
               const QString& w = word.value;
               return w.startsWith(QLatin1String("--")) ? w.startsWith(QLatin1String("--follow"))
                                                        : w.startsWith(u'-') && (w.contains(u'f') || w.contains(u'F'));
           });
}

// sleep infinity (or inf): a command that never returns by itself.
bool sleepsForever(const ShellCommand& command)
{
    return LauncherLocator::baseName(command.words.value(0).value) == QLatin1String("sleep") &&
           command.words.size() == 2 &&
           (command.words.at(1).value == QLatin1String("infinity") ||
            command.words.at(1).value == QLatin1String("inf"));
}

// A command as the user wrote it, for a message: its first words, "..." for the rest.
QString shownCommand(const ShellCommand& command, qsizetype words)
{
    QStringList shown;
    for (qsizetype w = 0; w < command.words.size() && w < words; ++w)
        shown.append(command.words.at(w).raw);
    return shown.join(u' ') + (command.words.size() > words ? QStringLiteral(" ...") : QString());
}

// Whether the rest of the script surely ends soon: only commands that return at once (echo,
// mkdir, a finite sleep ...), no loop, no wait, nothing that may block (tail -f, sleep infinity,
// a program of the image). Then the start command ends, and with it the container's main
// process: the kernel stops everything left in the pod, the backgrounded launcher too.
bool endsSoonAfter(const ShellScript& script, int command)
{
    static const QSet<QString> quick{
        QStringLiteral("echo"),   QStringLiteral("printf"), QStringLiteral("sync"),     QStringLiteral(":"),
        QStringLiteral("export"), QStringLiteral("cd"),     QStringLiteral("mkdir"),    QStringLiteral("touch"),
        QStringLiteral("date"),   QStringLiteral("true"),   QStringLiteral("set"),      QStringLiteral("unset"),
        QStringLiteral("ls"),     QStringLiteral("pwd"),    QStringLiteral("hostname"), QStringLiteral("chmod"),
        QStringLiteral("cp"),     QStringLiteral("mv"),     QStringLiteral("rm"),       QStringLiteral("ln"),
        QStringLiteral("exit"),   QStringLiteral("disown"), QStringLiteral("head"),     QStringLiteral("wc"),
        QStringLiteral("df"),     QStringLiteral("free"),   QStringLiteral("uname"),    QStringLiteral("whoami")};
    for (int c = command + 1; c < script.commands.size(); ++c) {
        const ShellCommand& later = script.commands.at(c);
        if (later.kind != ShellCommandKind::Simple || later.block >= 0)
            return false; // a loop, a condition, a function: may keep the script running
        if (later.words.isEmpty())
            continue; // assignments only
        const QString& program = later.words.constFirst().value;
        // tail and cat of files end where they do not follow them (-f, -F, --follow) or read the
        // start command's own input.
        if ((program == QLatin1String("tail") || program == QLatin1String("cat")) && later.words.size() >= 2 &&
            !followsFile(later))
            continue;
        if (program == QLatin1String("sleep") && later.words.size() == 2) {
            bool number = false;
            later.words.at(1).value.toDouble(&number);
            if (number)
                continue;
        }
        if (!quick.contains(program) || later.words.constFirst().hasExpansion)
            return false;
    }
    return true;
}

// The first later command at the top of the script that never returns by itself: tail that follows
// a file (without --pid), sleep infinity. Nullptr where there is none.
const ShellCommand* neverReturnsAfter(const ShellScript& script, int command)
{
    for (int c = command + 1; c < script.commands.size(); ++c) {
        const ShellCommand& later = script.commands.at(c);
        if (later.kind != ShellCommandKind::Simple || later.block >= 0 || later.background || later.words.isEmpty())
            continue;
        const QString program = LauncherLocator::baseName(later.words.constFirst().value);
        const auto boundToProcess = [](const ShellWord& word) { return word.value.startsWith(QLatin1String("--pid")); };
        if (program == QLatin1String("tail") && followsFile(later) &&
            std::none_of(later.words.cbegin() + 1, later.words.cend(), boundToProcess))
            return &later;
        if (sleepsForever(later))
            return &later;
    }
    return nullptr;
}

} // namespace

// `prefetch & torchrun ... & wait -n; exit $?`: wait -n returns when the first background job
// ends. Where another job may end before the launcher and the script ends soon after the wait,
// the container's main process ends with it and the launcher is stopped: an error where that job
// surely ends (a copy, a download), a warning where only the node knows (a program of the image).
void ShellChecks::waitForAnyJob(ValidationContext& context, const ValidatedInvocation& invocation,
                                const ShellCommand& wait)
{
    static const QSet<QString> finite{
        QStringLiteral("cp"),     QStringLiteral("rsync"), QStringLiteral("wget"),   QStringLiteral("curl"),
        QStringLiteral("tar"),    QStringLiteral("unzip"), QStringLiteral("pip"),    QStringLiteral("pip3"),
        QStringLiteral("git"),    QStringLiteral("aws"),   QStringLiteral("gsutil"), QStringLiteral("aria2c"),
        QStringLiteral("sleep"),  QStringLiteral("mkdir"), QStringLiteral("echo"),   QStringLiteral("huggingface-cli"),
        QStringLiteral("azcopy"), QStringLiteral("true"),  QStringLiteral("sync"),   QStringLiteral("du")};
    const QList<ShellCommand>& commands = context.script().commands;
    const int waitIndex = int(&wait - commands.constData());
    const ShellCommand& launcher = context.commandOf(invocation);
    if (!endsSoonAfter(context.script(), waitIndex))
        return;
    for (int c = 0; c < waitIndex; ++c) {
        const ShellCommand& other = commands.at(c);
        // A job inside a loop or a group (a monitor's `while true`) is not judged.
        if (!other.background || other.block >= 0 || c == invocation.command || other.words.isEmpty() ||
            other.operatorRange.begin.offset == launcher.operatorRange.begin.offset)
            continue;
        const QString program = LauncherLocator::baseName(other.words.constFirst().value);
        const bool endsSurely = finite.contains(program) && !sleepsForever(other);
        const QString line = shownCommand(other, 3);
        context.add(
            "DDP101", wait.range,
            tr("'wait -n' returns when the first background job ends: besides the launcher, '%1' at line %2 "
               "runs in the background, and %3 the start command goes past the wait and ends, and the container "
               "stops the launcher with it; wait for the launcher itself (LAUNCHER=$! after its "
               "'&', then wait $LAUNCHER)")
                .arg(line)
                .arg(other.range.begin.line)
                .arg(endsSurely ? tr("it ends before the training does: then") : tr("if it ends first,")),
            std::nullopt, endsSurely ? Severity::Error : Severity::Warning);
        return;
    }
}

void ShellChecks::background(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.launchers()) {
        const ShellCommand& command = context.commandOf(invocation);
        if (!command.background)
            continue;
        // The range runs to the '&' (also when the launcher is inside a backgrounded { } or ( )).
        const SourceRange& operatorRange = command.operatorRange;
        const bool hasOperator = operatorRange.end.offset > operatorRange.begin.offset &&
                                 context.text().mid(operatorRange.begin.offset, 1) == u"&";
        std::optional<DiagnosticFix> fix;
        if (hasOperator)
            fix = DiagnosticFix{operatorRange, QString()};
        const SourceRange range{command.range.begin, hasOperator ? operatorRange.end : command.range.end};
        // A later `wait` keeps the start command running; a bare one returns 0 whatever the
        // launcher's status, `wait PID` (or %N) returns the launcher's.
        const QList<ShellCommand>& commands = context.script().commands;
        const ShellCommand* wait = nullptr;
        bool backgroundBetween = false;
        for (int c = invocation.command + 1; c < commands.size() && !wait; ++c) {
            const ShellCommand& later = commands.at(c);
            if (!later.words.isEmpty() && later.words.constFirst().value == QLatin1String("wait"))
                wait = &later;
            else if (later.background)
                backgroundBetween = true;
        }
        if (wait && wait->words.value(1).value == QLatin1String("-n")) {
            waitForAnyJob(context, invocation, *wait);
            continue;
        }
        if (wait && wait->words.size() > 1)
            continue; // wait PID: the start command ends with the launcher's status
        if (wait) {
            std::optional<DiagnosticFix> waitFix;
            if (!backgroundBetween)
                waitFix = DiagnosticFix{wait->words.constFirst().range, QStringLiteral("wait $!")};
            context.add("DDP101", wait->words.constFirst().range,
                        tr("'wait' without a process id returns 0 whatever the launcher's status: a training that "
                           "fails looks successful to the platform; wait for the launcher itself (wait $! right "
                           "after the '&', or its PID) so that its exit status is the start command's"),
                        waitFix);
            continue;
        }
        // Nothing after it keeps the start command running: it ends, and the pod's main process
        // with it, so the launcher is stopped with the container before it trains.
        if (!invocation.written && endsSoonAfter(context.script(), invocation.command)) {
            context.add("DDP101", range,
                        tr("'&' runs the launcher in the background and nothing after it waits: the start command "
                           "ends at once, and with it the container's main process, which stops the launcher on "
                           "every node; remove the '&'"),
                        fix, Severity::Error);
            continue;
        }
        // Something after it that never returns: the start command outlives the training, so the
        // job never ends and a failed training is never reported. A warning: the training runs, and
        // some keep the pod on purpose to look into it afterwards.
        if (const ShellCommand* blocking =
                invocation.written ? nullptr : neverReturnsAfter(context.script(), invocation.command)) {
            const QString shown = shownCommand(*blocking, blocking->words.size());
            context.add("DDP101", range,
                        tr("'&' runs the launcher in the background, and '%1' at line %2 never returns: the start "
                           "command keeps running after the training ends or fails, so the job never completes, a "
                           "failure is never reported and the pods hold their GPUs; remove the '&' and the '%1' "
                           "(without a redirection the training's output is the pod's log)")
                            .arg(shown.left(80))
                            .arg(blocking->range.begin.line),
                        fix);
            continue;
        }
        context.add("DDP101", range,
                    tr("'&' runs the launcher in the background: the start command ends at once and the platform "
                       "may stop the node while it trains; remove the '&'"),
                    fix);
    }
}

// `torchrun --nnodes=2 \ ` with a blank after the backslash: the backslash quotes the blank
// (a word of its own, or the end of the word before), the newline ends the command, and the
// next line runs as a command of its own. Found on the words that end a line that way.
void ShellChecks::blankAfterBackslash(ValidationContext& context)
{
    const QStringView text = context.text();
    const int n = int(text.size());
    const auto isBlank = [](QChar c) { return c == u' ' || c == u'\t' || c == u'\r'; };
    const auto check = [&](const SourceRange& range) {
        const int end = range.end.offset;
        if (end < 2 || end > n || !isBlank(text[end - 1]) || text[end - 2] != u'\\')
            return;
        int backslashes = 0;
        for (int i = end - 2; i >= range.begin.offset && text[i] == u'\\'; --i)
            ++backslashes;
        if (backslashes % 2 == 0)
            return;
        int lineEnd = end;
        while (lineEnd < n && isBlank(text[lineEnd]))
            ++lineEnd;
        if (lineEnd < n && text[lineEnd] != u'\n')
            return;
        const int backslash = end - 2;
        const bool carriageReturn = text.mid(backslash + 1, lineEnd - backslash - 1).contains(u'\r');
        context.add("DDP110", context.range(backslash, lineEnd),
                    carriageReturn
                        ? tr("'\\' is followed by a carriage return (Windows line ends), so it does not continue the "
                             "line: the command ends here and the next line runs as a command of its own; save the "
                             "text with Unix line ends")
                        : tr("'\\' is followed by a blank, so it does not continue the line: the command ends here "
                             "and the next line runs as a command of its own; delete the blank after the backslash"),
                    DiagnosticFix{context.range(backslash + 1, lineEnd), QString()});
    };
    for (const ShellCommand& command : context.script().commands) {
        for (const ShellAssignment& assignment : command.assignments)
            check(assignment.range);
        for (const ShellWord& word : command.words)
            check(word.range);
    }
}

// `expr $N * 8`: the unquoted * is a pattern bash replaces with the file names of the working
// folder before expr runs (a pod's is the image's working directory, / or the code), and expr
// then stops with a syntax error: the value is empty. In a command substitution that value is
// used (an error); a bare expr only prints (a warning). Read in substitutions, nested ones too.
void ShellChecks::exprGlob(ValidationContext& context)
{
    for (const ShellCommand& command : context.script().commands)
        exprGlobIn(context, command, 0, 0);
}

void ShellChecks::exprGlobIn(ValidationContext& context, const ShellCommand& command, int offset, int depth)
{
    constexpr int kMaxDepth = 4;
    if (command.kind == ShellCommandKind::Simple && !command.words.isEmpty() &&
        command.words.constFirst().value == QLatin1String("expr")) {
        for (const ShellWord& word : command.words) {
            if (word.raw != QLatin1String("*"))
                continue;
            const int at = word.range.begin.offset + offset;
            context.add("DDP117", context.range(at, at + 1),
                        tr("expr's * is not quoted: bash replaces it with the names of the files in the working "
                           "folder before expr runs, and expr stops with a syntax error, so %1; write \\* or use "
                           "$(( ))")
                            .arg(depth > 0 ? tr("the value is empty") : tr("it prints nothing")),
                        DiagnosticFix{context.range(at, at + 1), QStringLiteral("\\*")},
                        depth > 0 ? Severity::Error : Severity::Warning);
        }
    }
    if (depth >= kMaxDepth)
        return;
    QList<const ShellWord*> words;
    for (const ShellWord& word : command.words)
        words.append(&word);
    for (const ShellAssignment& assignment : command.assignments)
        words.append(&assignment.value);
    for (const ShellWord* word : std::as_const(words)) {
        if (!word->hasExpansion || !word->raw.contains(QLatin1String("expr")))
            continue;
        for (const QPair<int, int>& body : ShellSubstitutions::bodies(word->raw)) {
            const ShellScript inner =
                ShellReader().read(QStringView(word->raw).mid(body.first, body.second - body.first));
            for (const ShellCommand& innerCommand : inner.commands)
                exprGlobIn(context, innerCommand, offset + word->range.begin.offset + body.first, depth + 1);
        }
    }
}

// `[[$N -gt 1]]`, `[$N = 2 ]`: the bracket glued to the next word makes one command name, which
// bash does not find (127): the test is never made. The fixes put the blanks in.
void ShellChecks::bracketWithoutBlank(ValidationContext& context)
{
    for (const ShellCommand& command : context.script().commands) {
        if (command.kind != ShellCommandKind::Simple || command.words.isEmpty())
            continue;
        const ShellWord& first = command.words.constFirst();
        const bool conditional = first.raw.startsWith(QLatin1String("[["));
        const int bracket = conditional ? 2 : 1;
        if (!first.raw.startsWith(u'[') || first.raw.size() <= bracket || first.raw.at(bracket).isSpace())
            continue;
        const QString close = conditional ? QStringLiteral("]]") : QStringLiteral("]");
        const ShellWord& last = command.words.constLast();
        if (!last.raw.endsWith(close))
            continue; // not a test: `[x]` could name a program
        const int at = first.range.begin.offset + bracket;
        CommandDiagnostic* added = context.add(
            "DDP115", first.range,
            tr("bash reads '%1' as one word, the name of a program it does not find (command not found, status 127): "
               "the test is never made, on every node; put a blank after %2")
                .arg(first.raw.left(80), conditional ? QStringLiteral("[[") : QStringLiteral("[")),
            DiagnosticFix{context.range(at, at), QStringLiteral(" ")});
        const int closeAt = last.range.end.offset - int(close.size());
        if (added && last.raw.size() > close.size() && !last.raw.at(last.raw.size() - close.size() - 1).isSpace())
            added->moreFixes.append(DiagnosticFix{context.range(closeAt, closeAt), QStringLiteral(" ")});
    }
}

// torchrun "${LAUNCH[@]}" train.py with LAUNCH read from a file at run time, $(cat opts): the
// options are only known on the node, so the checks of what is missing say nothing of them.
// Said, so that silence is not taken for a checked rendezvous.
void ShellChecks::optionsOnlyTheNodeKnows(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!context.platform().hidesOptions(invocation.command))
            continue;
        const int script = invocation.result.trainingScriptWord;
        const ShellWord* word = script >= 0 ? &context.word(invocation, script) : nullptr;
        context.add("DDP116", word ? word->range : context.launcherRange(invocation),
                    tr("the launcher's options may come from %1, which only the node knows: what is not written on "
                       "its line (node count, rank, master, backend) is not checked; write the rendezvous options "
                       "out, or see what a node gets with expand")
                        .arg(word ? word->raw.left(80) : QStringLiteral("an expansion")));
    }
}

void ShellChecks::pipeline(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.launchers()) {
        const ShellCommand& command = context.commandOf(invocation);
        if (!command.inPipeline || context.pipefailBefore(invocation.command))
            continue;
        context.add("DDP102", context.launcherRange(invocation),
                    tr("the launcher runs in a pipeline: without 'set -o pipefail' a failed training ends with the "
                       "status of the last command and looks successful"),
                    DiagnosticFix{context.range(command.range.begin.offset - (command.range.begin.column - 1),
                                                command.range.begin.offset - (command.range.begin.column - 1)),
                                  QStringLiteral("set -o pipefail\n")});
    }
}

void ShellChecks::nohup(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.launchers()) {
        const ShellCommand& command = context.commandOf(invocation);
        for (int w = 0; w < invocation.location.programIndex; ++w) {
            if (command.words.at(w).value != QLatin1String("nohup"))
                continue;
            context.add("DDP103", command.words.at(w).range,
                        tr("nohup is useless here: the platform gives the start command no terminal to hang up "
                           "(nohup writes nohup.out only where its output is one); remove it"),
                        context.removeWord(command.words.at(w), nullptr));
        }
    }
}

// The last command that fails on an empty MASTER (${MASTER:?...} or ${MASTER?...}), -1 when
// none: a MASTER line before it is guarded. One pass, however many MASTER lines there are.
static int lastMasterGuard(const ShellScript& script)
{
    for (int i = int(script.commands.size()) - 1; i >= 0; --i) {
        for (const ShellWord& word : script.commands.at(i).words) {
            if (word.raw.contains(QLatin1String("${MASTER:?")) || word.raw.contains(QLatin1String("${MASTER?")))
                return i;
        }
    }
    return -1;
}

// 'set -e' is no cure here: `export MASTER=$(...)` returns export's status, and an empty
// VC_WORKER_HOSTS makes awk succeed with no output. Only a check of MASTER itself stops the
// launcher from waiting on an empty endpoint.
void ShellChecks::masterWithoutErrexit(ValidationContext& context)
{
    const int guard = lastMasterGuard(context.script());
    for (const AssignmentSite& site : context.assignments()) {
        // `MASTER=... torchrun ...` sets the launcher's environment, not the words it gets.
        if (site.name != QLatin1String("MASTER") || !site.value.hasExpansion || site.command < guard || site.prefix)
            continue;
        // ${VC_WORKER_HOSTS%%,*} cannot fail (the platform always sets the variable, and an
        // unset one is a finding of its own): only a command that derives it can.
        if (!site.value.raw.contains(QLatin1String("$(")) && !site.value.raw.contains(u'`'))
            continue;
        const ShellCommand& command = context.script().commands.at(site.command);
        const int end = command.range.end.offset;
        context.add("DDP104", site.range,
                    tr("if the hosts variable is empty or the command that derives MASTER fails, MASTER is empty "
                       "and every node waits for a rendezvous that never comes; stop there with "
                       "': \"${MASTER:?}\"' on the next line"),
                    DiagnosticFix{context.range(end, end), u'\n' + CommandGenerator::masterGuardLine()});
    }
}

void ShellChecks::unsetVariables(ValidationContext& context)
{
    // Invocations and assignments are both in command order: one pass over each. What the
    // platform sets (Volcano's variables and the ones the user declared) is set from the start.
    QSet<QString> set;
    const QMap<QString, QString> platform = context.options().sampleEnvironment(0);
    for (auto it = platform.cbegin(); it != platform.cend(); ++it)
        set.insert(it.key());
    int next = 0;
    const QList<AssignmentSite>& assignments = context.assignments();
    for (const ValidatedInvocation& invocation : context.launchers()) {
        while (next < assignments.size() && assignments.at(next).command <= invocation.command)
            set.insert(assignments.at(next++).name);
        QSet<QString> reported;
        // What bash has set when the launcher starts (read -a, for, mapfile, printf -v, let too),
        // as the interpreter evaluates it on each node (one may stop before it: `let X=0` under
        // set -e); after a text that ran unseen (eval of a command's output), any name may be set.
        QSet<QString> evaluated;
        bool unseenSetter = false;
        const PlatformSimulation& simulation = context.platform();
        for (int k = 0; k < std::max(simulation.evaluatedNodes(), 1); ++k) {
            const StaticExpansion* node = simulation.node(k, invocation.command);
            if (!node)
                continue;
            unseenSetter = unseenSetter || !node->unknownSetter.isEmpty();
            for (const QString& name : node->setVariables)
                evaluated.insert(name);
        }
        if (unseenSetter)
            continue;
        const ShellCommand& command = context.commandOf(invocation);
        for (int w = invocation.location.programIndex; w < command.words.size(); ++w) {
            const ShellWord& word = command.words.at(w);
            if (!word.hasExpansion)
                continue;
            for (const QString& name : bareReferences(word.raw)) {
                if (set.contains(name) || evaluated.contains(name) || isKnownVariable(name) || reported.contains(name))
                    continue;
                reported.insert(name);
                if (const std::optional<QString> lost = LostAssignment::explain(context.script(), name)) {
                    context.add("DDP106", word.range,
                                tr("${%1} is not set: %2; bash replaces it by nothing").arg(name, *lost));
                    continue;
                }
                context.add(
                    "DDP106", word.range,
                    tr("${%1} is not set by the snippet nor by the platform: bash replaces it by nothing; if your "
                       "platform sets it, declare it with a sample value (Task step, or --env %1=VALUE)")
                        .arg(name));
            }
        }
    }
}

} // namespace ddpw
