#include "expand/ScriptInterpreter.h"

#include "expand/CommandSimulator.h"
#include "expand/ConditionEvaluator.h"
#include "expand/GetoptsBuiltin.h"
#include "expand/PrintfFormat.h"
#include "expand/ReadBuiltin.h"
#include "expand/RuntimeValue.h"
#include "expand/StaticExpander.h"
#include "expand/StdbufMode.h"
#include "launcher/LauncherParser.h"
#include "shell/DashSyntax.h"
#include "shell/ShellReader.h"
#include "shell/ShellScanner.h"
#include "util/ShellQuote.h"

#include <QRegularExpression>

#include <numeric>
#include <utility>

namespace ddpw {

namespace {

QString where(const SourceRange& range)
{
    return QStringLiteral("%1:%2").arg(range.begin.line).arg(range.begin.column);
}

QList<ShellWord> asWords(const QStringList& fields)
{
    QList<ShellWord> words;
    words.reserve(fields.size());
    for (const QString& field : fields)
        words.append({field, field, {}, false, std::nullopt});
    return words;
}

// NAME=VALUE with a valid name: {NAME, VALUE}; otherwise an empty name.
std::pair<QString, QString> splitAssignment(const QString& text)
{
    const qsizetype equals = text.indexOf(u'=');
    if (equals <= 0 || !ShellScanner::isName(QStringView(text).left(equals)))
        return {};
    return {text.left(equals), text.mid(equals + 1)};
}

// Whether the redirections give standard input (or another descriptor) something to read: <, <<,
// <<<, <&, <>.
bool redirectsInput(const QList<ShellRedirection>& redirections)
{
    return std::any_of(redirections.cbegin(), redirections.cend(),
                       [](const ShellRedirection& r) { return r.op.startsWith(u'<'); });
}

// Commands that change the shell rather than write output.
bool isBuiltin(const QString& program)
{
    static const QStringList names{
        QStringLiteral("read"),   QStringLiteral("mapfile"),  QStringLiteral("readarray"), QStringLiteral("shift"),
        QStringLiteral("let"),    QStringLiteral("local"),    QStringLiteral("declare"),   QStringLiteral("typeset"),
        QStringLiteral("export"), QStringLiteral("readonly"), QStringLiteral("unset"),     QStringLiteral("set"),
        QStringLiteral("true"),   QStringLiteral(":"),        QStringLiteral("false"),     QStringLiteral("return"),
        QStringLiteral("exit"),   QStringLiteral("source"),   QStringLiteral("."),         QStringLiteral("eval"),
        QStringLiteral("cd"),     QStringLiteral("alias"),    QStringLiteral("shopt")};
    return names.contains(program);
}

// bash reads a script one complete command (a line, with the constructs and continuations that
// run over it) at a time and runs it before it reads the next; at the first syntax error it
// stops with status 2. The commands that run: those before the complete command holding the
// error. Returns that command's index, and the error in *error (nullptr when there is none).
int readableEnd(const ShellScript& script, const ShellDiagnostic** error)
{
    // The first in the text: a dialect's own error (dash's) is added after the reader's.
    *error = nullptr;
    for (const ShellDiagnostic& diagnostic : script.diagnostics) {
        if (!diagnostic.warning && (!*error || diagnostic.range.begin.offset < (*error)->range.begin.offset))
            *error = &diagnostic;
    }
    if (!*error)
        return int(script.commands.size());
    const auto lineStart = [](const SourcePosition& p) { return p.offset - (p.column - 1); };
    int cut = lineStart((*error)->range.begin);
    for (bool moved = true; moved;) {
        moved = false;
        const auto spans = [&](const SourceRange& range) {
            if (range.begin.offset >= cut || range.end.offset <= cut || lineStart(range.begin) >= cut)
                return;
            cut = lineStart(range.begin);
            moved = true;
        };
        for (const ShellBlock& block : script.blocks)
            spans(block.range);
        for (const ShellCommand& command : script.commands)
            spans(command.range);
    }
    int end = 0;
    while (end < script.commands.size() && script.commands.at(end).range.begin.offset < cut)
        ++end;
    return end;
}

} // namespace

ScriptInterpreter::ScriptInterpreter(const QMap<QString, QString>& environment,
                                     std::shared_ptr<EvaluationBudget> budget)
    : m_state(StaticExpander::platformFiles(environment)), m_shell(m_state, std::move(budget), this)
{
    for (auto it = environment.cbegin(); it != environment.cend(); ++it) {
        m_shell.assign(it.key(), it.value());
        m_state.variables()[it.key()].exported = true;
    }
    // `bash -c TEXT` reads no file: BASH_SOURCE is empty there (not in a function or a sourced
    // file, which run() marks as the node's), and "${BASH_SOURCE[0]}" is unset under set -u.
    if (!environment.contains(QStringLiteral("BASH_SOURCE")))
        m_state.variables()[QStringLiteral("BASH_SOURCE")].value = ShellValue::indexed({});
}

ScriptInterpreter::ScriptInterpreter(ShellState subshell, const ShellEvaluator& parent, int deeper, int callDepth)
    : m_state(std::move(subshell)), m_shell(m_state, parent, this, deeper), m_capture(true), m_callDepth(callDepth)
{
    // bash runs a command substitution without -e (no inherit_errexit).
    m_state.options().errexit = false;
}

void ScriptInterpreter::assign(const QString& name, const ShellWord& value)
{
    m_shell.assign(name, m_shell.assignmentValue(value));
}

std::optional<QString> ScriptInterpreter::assignmentValue(const ShellWord& value)
{
    const QString text = m_shell.assignmentValue(value);
    if (m_shell.hasNotes())
        return std::nullopt;
    return text;
}

void ScriptInterpreter::setArguments(const QStringList& arguments)
{
    m_shell.setPositional(arguments);
    // Run as a file (`bash train.sh ARGS`): BASH_SOURCE names it, by a path only the node knows.
    m_state.variables().remove(QStringLiteral("BASH_SOURCE"));
}

// In a function's body or a sourced file bash sets BASH_SOURCE to the files around it: a value of
// the node's, for as long as that text runs (restored by the returned guard's caller).
std::optional<ShellVariable> ScriptInterpreter::enterSourceScope()
{
    const QString name = QStringLiteral("BASH_SOURCE");
    const auto it = m_state.variables().constFind(name);
    if (it == m_state.variables().constEnd())
        return std::nullopt;
    std::optional<ShellVariable> before = *it;
    m_state.variables()[name].value = ShellValue::unresolved(
        QStringLiteral("${BASH_SOURCE[@]}"), tr("BASH_SOURCE is set by bash at run time"), ShellValue::Kind::Indexed);
    return before;
}

void ScriptInterpreter::leaveSourceScope(const std::optional<ShellVariable>& before)
{
    if (before)
        m_state.variables()[QStringLiteral("BASH_SOURCE")] = *before;
}

void ScriptInterpreter::setNodeGpuCount(std::optional<int> count)
{
    m_state.setNodeGpuCount(count);
}

StaticExpansion ScriptInterpreter::run(const ShellScript& script)
{
    m_script = &script;
    m_topScript = &script;
    StaticExpansion result;
    const ShellDiagnostic* syntaxError = nullptr;
    const int end = readableEnd(script, &syntaxError);
    for (int from = 0; from < end;) {
        if (walk(from, end, -1, {}, result) || !m_discarding)
            break;
        // An arithmetic error abandoned a line: bash goes on with the next one, with status 1.
        m_discarding = false;
        m_returned = m_broken = m_continued = false;
        m_lastStatus = false;
        m_state.setLastStatus(1);
        from = nextLine(m_discardedAt, end);
    }
    // The rest of a text too long to read would run next: where it starts, the evaluation stops.
    if (script.unreadFrom && !syntaxError && !result.launcherFound && !m_exited) {
        m_shell.budget().stopAt(*script.unreadFrom);
        m_notes.append(tr("%1: the text from here on is not read: the commands before it take all the memory a "
                          "text of this size may")
                           .arg(where(*script.unreadFrom)));
    }
    if (syntaxError && !result.launcherFound && !m_exited) {
        m_exited = true;
        m_exitedAt = where(syntaxError->range);
        // The error itself is among the reader's findings: the stop says what it does.
        m_stop = ShellStop{{}, tr("the syntax error ends the script"), syntaxError->range, 2};
    }
    // Where bash surely stops, no function body runs after it.
    if (!result.launcherFound && !m_stop)
        lookInsideUncalled(result);
    if (!result.launcherFound) {
        result.unresolved = m_notes;
        result.stop = m_stop;
        result.writtenStop = m_writtenStop;
        if (m_writtenStop)
            result.unresolved.append(QStringLiteral("%1: %2").arg(where(m_writtenStop->range), m_writtenStop->reason));
        if (m_stop && !m_stop->message.isEmpty())
            result.unresolved.append(
                tr("%1: bash stops here before any launcher: %2").arg(m_exitedAt, m_stop->message));
        else if (m_stop && !m_stop->reason.isEmpty())
            result.unresolved.append(tr("%1: bash stops here before any launcher: %2").arg(m_exitedAt, m_stop->reason));
        else if (m_exited)
            result.unresolved.append(tr("the snippet exits at %1 before any launcher").arg(m_exitedAt));
        result.unresolved.append(tr("no torchrun or python -m torch.distributed.run/launch command found"));
    }
    if (m_shell.budget().exhausted() && !result.unresolved.contains(EvaluationBudget::reason()))
        result.unresolved.append(EvaluationBudget::reason());
    m_caveats.removeDuplicates();
    result.caveats = m_caveats;
    result.abandonedLines = m_abandonedLines;
    m_dependsOn.removeDuplicates();
    result.dependsOn = m_dependsOn;
    result.assumptions = m_shell.assumptions();
    return result;
}

// The child of `block` (a block or -1 for the top) that holds command `index`, -1 when the
// command sits directly in `block`.
int ScriptInterpreter::childBlock(int index, int block) const
{
    int inner = m_script->commands.at(index).block;
    int child = -1;
    while (inner >= 0 && inner != block) {
        child = inner;
        inner = m_script->blocks.at(inner).parent;
    }
    return inner == block ? child : -1;
}

int ScriptInterpreter::blockEnd(int block) const
{
    const ShellBlock& b = m_script->blocks.at(block);
    int end = b.header >= 0 ? b.header + 1 : 0;
    for (const ShellBlockPart& part : b.parts)
        end = std::max(end, part.endCommand);
    // Blocks nested at the end of the last part end no later than it.
    return end;
}

// The first command of a block: its header, or its first part's first command.
int ScriptInterpreter::blockFirst(int block) const
{
    const ShellBlock& b = m_script->blocks.at(block);
    int first = blockEnd(block);
    if (b.header >= 0)
        first = b.header;
    for (const ShellBlockPart& part : b.parts)
        first = std::min(first, part.firstCommand);
    return first;
}

// Runs commands [first, end) that belong to `block` (or to blocks inside it).
bool ScriptInterpreter::walk(int first, int end, int block, const Status& status, StaticExpansion& result)
{
    int index = first;
    while (index < end) {
        if (m_discarding)
            return false;
        if (block == -1 && m_script == m_topScript && m_callDepth == 0)
            m_topIndex = index; // the line bash is running, whatever it calls
        if ((m_exited || m_returned || m_broken || m_continued) && status.kind == Status::Runs)
            return !m_broken && !m_continued;
        const int child = childBlock(index, block);
        if (child >= 0) {
            const int after = std::max(blockEnd(child), index + 1);
            if (this->block(child, status, result))
                return true;
            index = after;
            continue;
        }
        if (command(index, status, result))
            return true;
        ++index;
    }
    return false;
}

// The status of a command after && or || from the status of the one before.
ScriptInterpreter::Status ScriptInterpreter::chained(const ShellCommand& command, const Status& status) const
{
    if (status.kind != Status::Runs)
        return status;
    if (command.precededBy == ShellOperator::And || command.precededBy == ShellOperator::Or) {
        const bool wantSuccess = command.precededBy == ShellOperator::And;
        if (!m_lastStatus)
            return {Status::Maybe,
                    tr("after %1 of a command whose status is not known statically at %2")
                        .arg(wantSuccess ? QStringLiteral("&&") : QStringLiteral("||"), where(command.range))};
        return {*m_lastStatus == wantSuccess ? Status::Runs : Status::Skipped, {}};
    }
    return status;
}

// One simple command. Returns true when the walk is over (the launcher was found).
bool ScriptInterpreter::command(int index, const Status& outer, StaticExpansion& result)
{
    const ShellCommand& command = m_script->commands.at(index);
    // Every command visited is work, even one that expands nothing: loops followed inside
    // loops stay bounded.
    m_shell.budget().spend(kCommandCost);
    if (!m_capture && m_inWritten == 0)
        m_shell.budget().markStop(command.range); // where a finding says evaluation stopped
    m_pipeIn = std::exchange(m_pipe, QString());
    m_pipeInWhy = std::exchange(m_pipeWhy, QString());
    const Status status = chained(command, outer);
    if (status.kind == Status::Skipped)
        return false; // m_lastStatus stays: `false && a || b` runs b
    m_shell.takeExpansionError();
    m_shell.takeSubstitutionStatus();
    m_failedWith.reset();
    const bool done = runCommand(command, index, status, result);
    // $? for the commands after it: 0 where this one surely succeeded; a failure's own code is
    // not known. (The evaluation's m_lastStatus is also reset for its own bookkeeping, in an
    // if's or a loop's condition, where $? keeps the last command's status.)
    if (command.kind != ShellCommandKind::Compound)
        m_state.setLastStatus(m_lastStatus == true ? std::optional<int>(0) : std::nullopt);
    if (!m_capture && m_inWritten == 0)
        m_shell.budget().markStop(command.range);
    if (done)
        return true;
    if (!m_exited && !expansionStops(command, status) && command.kind != ShellCommandKind::Compound)
        errexit(command, status);
    return false;
}

bool ScriptInterpreter::runCommand(const ShellCommand& command, int index, const Status& status,
                                   StaticExpansion& result)
{
    if (command.kind == ShellCommandKind::Compound) {
        compound(command);
        return false;
    }
    if (command.kind == ShellCommandKind::Arithmetic) {
        arithmeticCommand(command, status);
        return false;
    }
    if (dashRejects(command, status))
        return false;
    if (ConditionEvaluator::isTest(command)) {
        m_shell.takeNotes();
        const std::optional<bool> value = ConditionEvaluator(m_shell).evaluate(command);
        m_shell.takeNotes();
        // The files its redirections create, empty (test writes nothing).
        for (const ShellRedirection& redirection : command.redirections) {
            if (status.kind == Status::Runs && redirection.target.value != QLatin1String("/dev/null"))
                m_shell.writeFile(redirection.target.value, QString(), redirection.op.endsWith(QLatin1String(">>")));
        }
        m_lastStatus = status.kind == Status::Runs ? value : std::nullopt;
        return false;
    }
    const QList<EvaluatedWord> words = evaluateWords(command);
    QStringList argv;
    for (const EvaluatedWord& word : words)
        argv += word.fields;
    // bash expands every word before it runs anything: an error there stops it short of the
    // command (the launcher too).
    if (expansionStops(command, status)) {
        launcherLineAbandoned(command, argv);
        return false;
    }
    // A function of the snippet named like the launcher (torchrun() { command torchrun ... "$@"; })
    // shadows it: bash runs the function.
    const bool shadowed = !argv.isEmpty() && m_state.functions().contains(argv.constFirst());
    const std::optional<LauncherLocation> location = shadowed ? std::nullopt : LauncherLocator::locate(asWords(argv));
    if (location && localRunBeforeJob(command, index, argv, *location, status, result))
        return false;
    if (location && status.kind == Status::Runs && !command.inPipeline && !command.background &&
        !argv.value(location->programIndex).contains(u'/')) {
        if (const std::optional<QString> lost = pathLost()) {
            launcherNotFound(command, argv.value(location->programIndex), *lost);
            return false;
        }
    }
    if (location) {
        launcher(command, words, argv, *location, result);
        result.commandIndex = index;
        if (status.kind == Status::Maybe) {
            result.launcherMayNotRun = true;
            result.unresolved.append(tr("%1: the launcher may not run: %2").arg(where(command.range), status.reason));
        }
        return true;
    }
    if (launcherInOneWord(command, argv, status) || launcherAfterNumber(command, argv, status) ||
        functionUnderWrapper(command, argv, status) || launcherOnlyPrinted(command, argv, status))
        return false;
    const QString program = argv.value(0);
    if (const auto function = m_state.functions().constFind(program);
        function != m_state.functions().constEnd() && !command.inPipeline && !command.background &&
        status.kind == Status::Runs && m_callDepth < kMaxCallDepth) {
        // set -e is ignored in the body of a function whose status a list or `!` tests.
        const bool tested =
            command.negated || command.followedBy == ShellOperator::And || command.followedBy == ShellOperator::Or;
        m_errexitIgnored += tested ? 1 : 0;
        const ShellFunction called = *function; // the body may define functions
        const bool found = callFunction(called, argv, status, result);
        m_errexitIgnored -= tested ? 1 : 0;
        // The call's status is its body's last command's, or return's (set -e stops at a call
        // whose last line is `[ ... ] && echo` where the test fails, as bash does).
        return found;
    }
    if (calledBeforeDefined(command, index, program, status) || pastedCommandName(command, program, status) ||
        bracketCommandName(command, program, status))
        return false;
    // eval whose first word only the node knows (`eval "$(python3 -c ...)"`) runs commands not
    // known here: not followed (they may set any variable; see the Eval case of builtin()). With a
    // known command and an unknown argument (`eval torchrun ... $ARGS`) the command is followed.
    const bool unknownEval = command.kind == ShellCommandKind::Eval && words.size() > 1 && !words.at(1).notes.isEmpty();
    if (bool found = false; !unknownEval && writtenScript(command, index, argv, status, result, found)) {
        if (found && status.kind == Status::Maybe && !result.launcherMayNotRun) {
            result.launcherMayNotRun = true;
            result.unresolved.append(tr("%1: the launcher may not run: %2").arg(where(command.range), status.reason));
        }
        return found;
    }
    if (program == QLatin1String("trap") && status.kind == Status::Runs && m_callDepth == 0)
        errTrap(argv);
    if ((program == QLatin1String("break") || program == QLatin1String("continue")) && m_loops > 0 &&
        status.kind == Status::Runs) {
        (program == QLatin1String("break") ? m_broken : m_continued) = true;
        return false;
    }
    // return in a function's body, or in a file `source` or `.` reads (`return 0 2>/dev/null ||
    // exit 0`: that file ends, the shell goes on).
    if (program == QLatin1String("return") && (m_callDepth > 0 || m_sourceDepth > 0) && status.kind == Status::Runs) {
        m_returned = true;
        if (argv.size() > 1) {
            bool number = false;
            const int code = argv.at(1).toInt(&number);
            m_lastStatus = number ? std::optional<bool>((code & 0xff) == 0) : std::nullopt;
        }
        return false;
    }
    // eval, source and . that were not followed (in a pipeline): what their words write is not
    // known, not nothing.
    if ((program == QLatin1String("eval") || program == QLatin1String("source") || program == QLatin1String(".")) &&
        (pipedOut(command) || m_capture)) {
        const QString why = tr("what '%1' runs in a pipeline is not followed").arg(program);
        const Output target = standardOutput(command);
        if (m_capture && target.kind == Output::Standard && !pipedOut(command))
            failCapture(why);
        else
            deliver(command, target, std::nullopt, why);
        m_lastStatus = std::nullopt;
        return false;
    }
    const bool writes = command.kind == ShellCommandKind::Simple && !argv.isEmpty() && !isBuiltin(program) &&
                        !(program == QLatin1String("printf") && argv.value(1) == QLatin1String("-v"));
    // $(< file): the file's content.
    const bool readsFile = m_capture && command.words.isEmpty() && command.assignments.isEmpty() &&
                           !command.redirections.isEmpty() && m_script->commands.size() == 1;
    m_toolSucceeded.reset();
    m_surelyFailed.reset();
    if (m_capture && (writes || readsFile)) {
        const bool broken = diesOfBrokenPipe(command, index, argv);
        if (broken && m_state.options().pipefail && status.kind == Status::Runs)
            m_brokenPipelineEnd = pipelineEnd(index);
        captureOutput(command, words, argv, status);
        m_lastStatus = broken ? false : m_toolSucceeded.value_or(true);
        return false;
    }
    // sed -i writes the files it edits and prints nothing.
    const bool editedFiles = writes && !m_capture && !command.inPipeline && sedInPlace(argv, status);
    if (editedFiles)
        m_lastStatus = true;
    else if (writes && (pipedOut(command) || standardOutput(command).kind == Output::File))
        captureOutput(command, words, argv, status); // a pipe or a file the snippet reads later
    else if (writes && status.kind == Status::Runs && statusMatters(command, program, argv))
        runForStatus(command, words, argv);
    else if (writes && status.kind == Status::Runs && literalOrGlobbed(words) && removesNothingThere(command, argv)) {
        m_toolSucceeded = false; // `rm -r /tmp/torchelastic_*` in a new pod: "No such file or directory"
        m_surelyFailed = SurelyFailed{
            argv.join(u' '),
            tr("nothing in a new pod's %1 has that name").arg(argv.constLast().section(u'/', 0, 1) + u'/')};
    } else if (writes && knownFields(words) && CommandSimulator::lookupSurelyFails(argv, m_shell.node())) {
        m_toolSucceeded = false; // `until getent hosts job-worker-4.job` in a job of four pods
        m_surelyFailed = SurelyFailed{
            argv.join(u' '),
            CommandSimulator::asksDnsForOwnShortName(argv, m_shell.node())
                ? tr("%1 asks DNS only, and the pod's own short name is in its /etc/hosts, not in DNS (the job's "
                     "records are the hosts in ${VC_WORKER_HOSTS}): use getent hosts, or the full name")
                      .arg(argv.constFirst())
                : tr("no pod of this job has that name: the job's pods are the hosts in ${VC_WORKER_HOSTS}, an "
                     "index runs from 0 to VC_WORKER_NUM-1")};
    }
    if (!argv.isEmpty() && (argv.constFirst() == QLatin1String("exit") ||
                            (argv.constFirst() == QLatin1String("return") && command.depth == 0))) {
        if (status.kind == Status::Runs && !command.subshell && !command.inPipeline) {
            // exit N, or exit with the last command's status.
            bool number = false;
            int exitStatus = argv.value(1).toInt(&number);
            if (!number)
                exitStatus = argv.size() > 1 || !m_lastStatus ? -1 : *m_lastStatus ? 0 : 1;
            stopAt(command, QString(), tr("'%1' at line %2").arg(argv.join(u' ')).arg(command.range.begin.line),
                   exitStatus & (exitStatus < 0 ? -1 : 0xff));
            return false;
        }
        m_caveats.append(tr("%1: the snippet may exit here before the launcher: %2")
                             .arg(where(command.range), status.reason.isEmpty() ? tr("in a subshell") : status.reason));
    }
    // exec PROGRAM (not a launcher, or the launcher branch above had it): bash is replaced by
    // the program, so nothing after it runs (`exec sleep infinity` on a pod meant to idle).
    // exec with redirections only changes the shell's descriptors and goes on.
    if (program == QLatin1String("exec") && !command.subshell && !command.inPipeline && !command.background) {
        const qsizetype at = LauncherLocator::execOperand(argv, 0);
        if (at < argv.size()) {
            const QString replaced = argv.mid(at).join(u' ');
            if (status.kind == Status::Runs && knownFields(words)) {
                // The shell's status is the program's: known for the few that cannot fail.
                const QString& replacing = argv.at(at);
                const int exitStatus = replacing == QLatin1String("false") ? 1
                                       : QStringList({QStringLiteral("true"), QStringLiteral(":"),
                                                      QStringLiteral("echo"), QStringLiteral("printf")})
                                               .contains(replacing)
                                           ? 0
                                           : -1;
                stopAt(command, QString(),
                       tr("'exec %1' at line %2 runs in bash's place: nothing after it runs")
                           .arg(replaced.left(80))
                           .arg(command.range.begin.line),
                       exitStatus);
                return false;
            }
            mayStopAt(command, tr("'exec %1' runs in bash's place").arg(replaced.left(80)), status);
        }
    }
    effects(command, words, status);
    // Ordinary commands are taken to succeed, as in a start command that works; in an if's
    // condition that decides a branch, so it is not known.
    std::optional<bool> succeeded = true;
    // Assignments alone return the status of their last $( ).
    const std::optional<bool> substituted = m_shell.takeSubstitutionStatus();
    if (program == QLatin1String("false") || diesOfBrokenPipe(command, index, argv))
        succeeded = false;
    else if (m_toolSucceeded && status.kind == Status::Runs)
        succeeded = m_toolSucceeded;
    else if (command.words.isEmpty() && !command.assignments.isEmpty() && m_conditionDepth == 0)
        succeeded = substituted;
    else if (argv.isEmpty() && !command.words.isEmpty() && status.kind == Status::Runs &&
             std::all_of(words.cbegin(), words.cend(), [](const EvaluatedWord& w) { return w.notes.isEmpty(); }))
        succeeded = substituted; // `if $FLAG` with FLAG empty runs nothing: the status of its $( ), else 0
    else if (m_conditionDepth > 0 && program != QLatin1String("true") && program != QLatin1String(":"))
        succeeded = std::nullopt;
    // `! a | b`: the pipeline's status, its last command's, is negated.
    if (succeeded && command.negated && !pipedOut(command))
        succeeded = !*succeeded;
    m_lastStatus = succeeded;
    return false;
}

bool ScriptInterpreter::writtenScript(const ShellCommand& command, int index, const QStringList& argv,
                                      const Status& status, StaticExpansion& result, bool& found)
{
    // Inside $( ) only eval is followed (its words run here, their output captured).
    const bool evalHere =
        !argv.isEmpty() && command.kind == ShellCommandKind::Eval && argv.constFirst() == QLatin1String("eval");
    if ((m_capture && !evalHere) || command.background || argv.isEmpty() || status.kind == Status::Skipped)
        return false;
    if (sourcedFromPath(command, argv, status))
        return true;
    ChildEnvironment environment;
    const std::optional<WrittenRun> run = writtenRun(command, argv, &environment);
    // `bash launch.sh 2>&1 | tee log`: a child shell runs it in the pipeline as anywhere; what
    // this shell sources there would be a subshell's, not followed.
    if (!run || (command.inPipeline && run->sourced))
        return false;
    // A text with a syntax error runs up to the command that holds it, as a script does.
    std::shared_ptr<const ShellScript> script = readText(run->text);
    if (!script)
        return false;
    // sh is dash on Debian and Ubuntu images: it stops where the script uses bash's own syntax.
    const std::optional<ShellDiagnostic> dashError =
        run->dash ? DashSyntax::firstError(*script, run->text) : std::nullopt;
    if (dashError) {
        auto dash = std::make_shared<ShellScript>(*script);
        dash->diagnostics.append(*dashError);
        script = std::move(dash);
    }
    const ShellDiagnostic* firstError = nullptr;
    readableEnd(*script, &firstError);
    m_shell.takeNotes();
    if (m_writtenDepth >= kMaxWrittenDepth) {
        // A script that runs itself: bash would go on until something gives way.
        m_shell.budget().spend(EvaluationBudget::kSteps);
        return true;
    }
    const QList<PortWait> waitsBefore = result.portWaits;
    const bool sourcedHere = run->sourced && !m_sourcedFrom && m_inWritten == 0;
    if (sourcedHere)
        m_sourcedFrom = command.range;
    // `IFS=, eval 'HOSTS=($LIST)'`, `X=1 source f`: the prefix assignments hold while this shell
    // runs the text, and the names are what they were afterwards (bash outside posix mode).
    QHash<QString, std::optional<ShellVariable>> prefixed;
    if (run->sourced) {
        for (const ShellAssignment& assignment : command.assignments) {
            if (assignment.compound || prefixed.contains(assignment.name))
                continue;
            const auto it = m_shell.variables().constFind(assignment.name);
            prefixed.insert(assignment.name,
                            it == m_shell.variables().constEnd() ? std::nullopt : std::optional<ShellVariable>(*it));
            assign(assignment.name, assignment.value);
        }
    }
    if (run->sourced)
        m_childStop.reset();
    found = run->sourced
                ? sourceScript(*script, run->arguments, status, result, command.kind == ShellCommandKind::Source)
                : childScript(*script, *run, environment, result);
    restoreVariables(prefixed);
    if (sourcedHere)
        m_sourcedFrom.reset();
    if (!run->sourced) {
        // The child's waits, at the command that runs it: its ranges are in its own text.
        QList<PortWait> waits = found ? result.portWaits : std::exchange(m_childPortWaits, {});
        for (PortWait& wait : waits) {
            wait.range = command.range;
            wait.timeLimited = wait.timeLimited || run->timeLimited;
        }
        result.portWaits = waitsBefore + waits;
    }
    // Kept only while a function it defined can be called (a function points into its text): an
    // eval in a loop would otherwise hold every text it ever read.
    const auto definedHere = [&script](const ShellFunction& function) { return function.script == script.get(); };
    if (std::any_of(m_state.functions().cbegin(), m_state.functions().cend(), definedHere))
        m_writtenScripts.append(script);
    if (found) {
        reachedThrough(run->label, command, index, result);
        if (!environment.clearedBy.isEmpty())
            result.writtenClearedBy = environment.clearedBy;
        result.writtenSource =
            run->isText ? StaticExpansion::WrittenSource::Text : StaticExpansion::WrittenSource::File;
    }
    // eval and source end where their text cannot be read, with status 2; the shell goes on.
    const bool sourcedStopped = run->sourced && !found && m_childStop.has_value();
    // The status a child shell ended with: its stop's, 0 where it ran to its end with success.
    const int childExit = m_childStop ? m_childStop->status : m_childStatus == true ? 0 : -1;
    if (!found && m_childStop)
        noteWrittenStop(*run, command, firstError, dashError);
    if (run->sourced && m_stop) {
        // An exit in a sourced file or an eval ends this shell: at the command that runs it.
        m_stop->range = command.range;
        m_exitedAt = where(command.range);
    }
    // A child shell's status is its last command's, or its exit's (`bash -c "exit 3" || exit 1`);
    // taken to succeed where only the node knows it. At timeout's limit it is 124.
    m_lastStatus = found ? true : run->sourced ? !sourcedStopped : m_childStatus.value_or(true);
    if (sourcedStopped)
        m_failedWith = {2, QString()};
    if (run->replacesShell && !found && status.kind == Status::Runs && !command.subshell && !m_stop) {
        QStringList written; // as the user wrote them: the quotes of `exec sh -c '...'` kept
        for (const ShellWord& word : command.words.mid(1))
            written.append(word.raw);
        stopAt(command, QString(),
               tr("'exec %1' at line %2 runs in bash's place: nothing after it runs")
                   .arg(written.join(u' ').simplified().left(80))
                   .arg(command.range.begin.line),
               childExit);
        return true;
    }
    if (m_inWritten == 0 && m_timedOut.contains(command.range))
        m_lastStatus = false;
    return true;
}

// Which of the ways bash runs text as commands this command is, and that text:
//   bash FILE ARGS, sh FILE ARGS    a child shell (exported variables, its own $1 ...)
//   ./FILE ARGS, /path/FILE ARGS    the same, with the shell its #! line names (bash without one)
//   bash -c TEXT [NAME [ARGS]]      a child shell running TEXT ($0 NAME, $1 ... ARGS)
//   source FILE ARGS, . FILE ARGS   this shell
//   eval WORDS                      this shell, the words joined with spaces
//   script -c TEXT [FILE]           a child $SHELL (sh where SHELL is not set) running TEXT
std::optional<ScriptInterpreter::WrittenRun>
ScriptInterpreter::writtenRun(const ShellCommand& command, const QStringList& argv, ChildEnvironment* environment)
{
    const QString program = argv.constFirst();
    if (const std::optional<QString> text = aliasText(command); text && m_state.options().expandAliases)
        return WrittenRun{*text, QStringLiteral("alias %1").arg(program), {}, true, false, true, std::nullopt};
    if (command.kind == ShellCommandKind::Source && (program == QLatin1String("source") || program == u'.')) {
        if (argv.size() < 2)
            return std::nullopt;
        const QString& operand = command.words.value(1).raw;
        if (operand.startsWith(QLatin1String("<(")) && operand.endsWith(u')')) {
            // source <(cmd): what cmd writes, read by this shell.
            std::optional<QString> text = processSubstitution(operand.mid(2, operand.size() - 3), nullptr);
            if (!text)
                return std::nullopt;
            return WrittenRun{*std::move(text), operand, argv.mid(2), true, false, true, std::nullopt};
        }
        // source /dev/stdin <<< "NAME=..." (or a here-document): the text this shell reads.
        static const QStringList standardInputPaths{QStringLiteral("/dev/stdin"), QStringLiteral("/dev/fd/0"),
                                                    QStringLiteral("/proc/self/fd/0")};
        if (standardInputPaths.contains(argv.at(1))) {
            std::optional<QString> input = standardInput(command, nullptr);
            if (!input)
                return std::nullopt;
            return WrittenRun{*std::move(input), argv.at(1), argv.mid(2), true, false, true, std::nullopt};
        }
        const QString* text = writtenText(argv.at(1));
        if (!text)
            return std::nullopt;
        return WrittenRun{*text, argv.at(1), argv.mid(2), true, false, false, std::nullopt};
    }
    if (command.kind == ShellCommandKind::Simple && LauncherLocator::baseName(program) == QLatin1String("xargs"))
        return xargsRun(command, argv);
    if (command.kind == ShellCommandKind::Eval && program == QLatin1String("eval")) {
        if (argv.size() < 2)
            return std::nullopt;
        return WrittenRun{argv.mid(1).join(u' '), QStringLiteral("eval"), {}, true, false, true, std::nullopt};
    }
    if (command.kind == ShellCommandKind::Exec && program == QLatin1String("exec"))
        return execRun(command, argv, environment);
    if (command.kind != ShellCommandKind::Simple)
        return std::nullopt;
    // timeout 60 bash -c TEXT, nohup bash FILE, nice -n 5 sh FILE: the shell runs as the wrapper's command.
    if (const int wrapped = LauncherLocator::wrappedCommand(argv, 0); wrapped > 0) {
        const bool reset = LauncherLocator::resetsEnvironment(argv, 0);
        if (wrapped >= argv.size() || (reset && !environment))
            return std::nullopt;
        // flock [OPTIONS] FILE -c TEXT (util-linux): exactly one word after -c, run by the
        // user's shell as `$SHELL -c TEXT`.
        if (LauncherLocator::baseName(program) == QLatin1String("flock") && wrapped + 2 == argv.size() &&
            (argv.at(wrapped) == QLatin1String("-c") || argv.at(wrapped) == QLatin1String("--command")))
            return usersShellRun(argv.at(wrapped + 1), QStringLiteral("flock -c"));
        std::optional<WrittenRun> run = writtenRun(command, argv.mid(wrapped), environment);
        if (!run || run->sourced)
            return std::nullopt;
        if (reset)
            environment->clearedBy = LauncherLocator::baseName(program);
        run->timeLimited = run->timeLimited || LauncherLocator::baseName(program) == QLatin1String("timeout");
        return run;
    }
    const QString shell = LauncherLocator::baseName(program);
    if (shell == QLatin1String("env"))
        return environment ? envRun(command, argv, environment) : std::nullopt;
    if (shell == QLatin1String("bash") || shell == QLatin1String("sh")) {
        const bool dash = shell == QLatin1String("sh");
        const std::optional<ShellOperands> operands = shellOperands(argv);
        if (!operands)
            return std::nullopt;
        const qsizetype at = operands->first;
        switch (operands->mode) {
        case ShellOperands::File: {
            const QString* text = writtenText(argv.at(at));
            if (!text)
                return std::nullopt;
            return WrittenRun{*text, argv.at(at), argv.mid(at + 1), false, dash, false, argv.at(at)};
        }
        case ShellOperands::Command: {
            // $0 is the word after the text (else the shell's name); the positional parameters follow.
            const QString zero = at + 1 < argv.size() ? argv.at(at + 1) : program;
            return WrittenRun{argv.at(at), QStringLiteral("%1 -c").arg(shell), argv.mid(at + 2), false, dash, true,
                              zero};
        }
        case ShellOperands::Input: {
            // The shell reads its commands from standard input (bash <<EOF, bash -s ARGS <<EOF).
            const std::optional<QString> input = standardInput(command, nullptr);
            if (!input)
                return std::nullopt;
            return WrittenRun{*input, QStringLiteral("%1 -s").arg(shell), argv.mid(at), false, dash, true, program};
        }
        }
        return std::nullopt;
    }
    if (shell == QLatin1String("script"))
        return scriptRun(argv);
    if (shell == QLatin1String("su"))
        return environment ? suRun(argv, environment) : std::nullopt;
    // A file run by its path (a bare name is looked up in PATH, not in the working folder).
    if (!program.contains(u'/'))
        return std::nullopt;
    const QString* text = writtenText(program);
    if (!text)
        return std::nullopt;
    const std::optional<QString> interpreter = shebangShell(*text);
    if (!interpreter)
        return std::nullopt;
    return WrittenRun{*text, program, argv.mid(1), false, *interpreter == QLatin1String("sh"), false, program};
}

// exec [-cl] [-a NAME] COMMAND: COMMAND runs in this shell's place (-c with an empty
// environment), so nothing after it runs, whatever COMMAND does.
std::optional<ScriptInterpreter::WrittenRun>
ScriptInterpreter::execRun(const ShellCommand& command, const QStringList& argv, ChildEnvironment* environment)
{
    if (!environment)
        return std::nullopt;
    bool clears = false;
    const qsizetype at = LauncherLocator::execOperand(argv, 0, &clears);
    if (at >= argv.size() || LauncherLocator::baseName(argv.at(at)) == QLatin1String("exec"))
        return std::nullopt;
    ShellCommand replacing = command;
    replacing.kind = ShellCommandKind::Simple;
    std::optional<WrittenRun> run = writtenRun(replacing, argv.mid(at), environment);
    if (!run || run->sourced)
        return std::nullopt;
    if (clears)
        environment->clearedBy = QStringLiteral("exec -c");
    run->replacesShell = true;
    return run;
}

// su [-|-l|--login] [-s SHELL] [-m|-p] [USER] -c TEXT (util-linux): the user's shell, bash for
// root in the usual images, runs TEXT. A login shell starts from an empty environment (TERM
// only), so the platform's variables do not reach it; without -l the environment is kept.
std::optional<ScriptInterpreter::WrittenRun> ScriptInterpreter::suRun(const QStringList& argv,
                                                                      ChildEnvironment* environment) const
{
    bool login = false;
    std::optional<QString> text;
    QString shell = QStringLiteral("bash");
    QString user;
    QStringList arguments;
    for (qsizetype k = 1; k < argv.size(); ++k) {
        const QString& word = argv.at(k);
        if (word == QLatin1String("-") || word == QLatin1String("-l") || word == QLatin1String("--login"))
            login = true;
        else if (word == QLatin1String("-c") || word == QLatin1String("--command"))
            text = argv.value(++k);
        else if (word.startsWith(QLatin1String("--command=")))
            text = word.mid(10);
        else if (word == QLatin1String("-s") || word == QLatin1String("--shell"))
            shell = LauncherLocator::baseName(argv.value(++k));
        else if (word.startsWith(QLatin1String("--shell=")))
            shell = LauncherLocator::baseName(word.mid(8));
        else if (word == QLatin1String("-m") || word == QLatin1String("-p") ||
                 word == QLatin1String("--preserve-environment"))
            continue;
        else if (word.startsWith(u'-'))
            return std::nullopt; // -g GROUP, -P, -w LIST ...: not followed
        else if (user.isEmpty())
            user = word;
        else
            arguments.append(word); // su USER -c TEXT NAME ARGS: $0 and the positional parameters
    }
    // Another user's login shell is not known here (it may be /usr/sbin/nologin).
    if (!text || text->isEmpty() || (!user.isEmpty() && user != QLatin1String("root")) ||
        (shell != QLatin1String("bash") && shell != QLatin1String("sh")))
        return std::nullopt;
    if (login)
        environment->clearedBy = QStringLiteral("su -");
    const std::optional<QString> zero = arguments.isEmpty() ? std::optional<QString>(shell) : arguments.constFirst();
    return WrittenRun{*text, QStringLiteral("su -c"), arguments.mid(1), false, shell == QLatin1String("sh"), true,
                      zero};
}

std::optional<ScriptInterpreter::WrittenRun> ScriptInterpreter::scriptRun(const QStringList& argv) const
{
    // util-linux's script -c COMMAND [FILE] (-qec COMMAND: short options together, c the last
    // that takes the next word): it runs COMMAND with $SHELL -c, /bin/sh where SHELL is not set
    // (a container's usual environment).
    std::optional<QString> text;
    for (qsizetype k = 1; k < argv.size() && !text; ++k) {
        const QString& arg = argv.at(k);
        if (arg == QLatin1String("--"))
            break;
        if (arg == QLatin1String("--command") || arg == QLatin1String("-c"))
            text = argv.value(k + 1);
        else if (arg.startsWith(QLatin1String("--command=")))
            text = arg.mid(10);
        else if (arg.startsWith(u'-') && !arg.startsWith(QLatin1String("--")) && arg.contains(u'c')) {
            const QString rest = arg.mid(arg.indexOf(u'c') + 1);
            text = rest.isEmpty() ? argv.value(k + 1) : rest;
        }
    }
    if (!text || text->isEmpty())
        return std::nullopt;
    return usersShellRun(*text, QStringLiteral("script -c"));
}

// TEXT run as `$SHELL -c TEXT`, /bin/sh where SHELL is not set (a container's usual
// environment): what script -c and flock -c do. Not followed for a shell other than bash or sh.
std::optional<ScriptInterpreter::WrittenRun> ScriptInterpreter::usersShellRun(const QString& text,
                                                                              const QString& label) const
{
    if (text.isEmpty())
        return std::nullopt;
    const auto shellVariable = m_shell.variables().constFind(QStringLiteral("SHELL"));
    const bool known = shellVariable != m_shell.variables().cend() && shellVariable->set &&
                       shellVariable->value.isResolved() && !shellVariable->value.text().isEmpty();
    const QString shell = known ? LauncherLocator::baseName(shellVariable->value.text()) : QStringLiteral("sh");
    if (shell != QLatin1String("bash") && shell != QLatin1String("sh"))
        return std::nullopt;
    return WrittenRun{text, label, {}, false, shell == QLatin1String("sh"), true, shell};
}

// xargs -I REPL COMMAND... (also -iREPL, --replace[=REPL]) on a known input of one line: COMMAND
// runs once, as its own process, with REPL replaced by the line in every argument (xargs does
// not split that line; its leading blanks are dropped). Other forms, or several lines, are not
// followed.
std::optional<ScriptInterpreter::WrittenRun> ScriptInterpreter::xargsRun(const ShellCommand& command,
                                                                         const QStringList& argv)
{
    QString replace;
    qsizetype at = 1;
    for (; at < argv.size(); ++at) {
        const QString& word = argv.at(at);
        if (word == QLatin1String("-I") && at + 1 < argv.size())
            replace = argv.at(++at);
        else if (word.startsWith(QLatin1String("-I")) && word.size() > 2)
            replace = word.mid(2);
        else if (word == QLatin1String("-i") || word == QLatin1String("--replace"))
            replace = QStringLiteral("{}");
        else if (word.startsWith(QLatin1String("-i")))
            replace = word.mid(2);
        else if (word.startsWith(QLatin1String("--replace=")))
            replace = word.mid(10);
        else if (word == QLatin1String("-r") || word == QLatin1String("--no-run-if-empty"))
            continue;
        else
            break;
    }
    if (replace.isEmpty())
        return xargsAppending(command, argv);
    if (at >= argv.size())
        return std::nullopt;
    const std::optional<QString> input = standardInput(command, nullptr);
    if (!input)
        return std::nullopt;
    QStringList lines = input->split(u'\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    if (lines.size() != 1)
        return std::nullopt;
    QString line = lines.constFirst();
    while (!line.isEmpty() && (line.front() == u' ' || line.front() == u'\t'))
        line.remove(0, 1);
    QStringList words;
    for (qsizetype k = at; k < argv.size(); ++k)
        words.append(shellQuote(QString(argv.at(k)).replace(replace, line)));
    return WrittenRun{words.join(u' '), QStringLiteral("xargs -I"), {}, false, false, true, std::nullopt};
}

// xargs [-a FILE] [-d DELIM] [-n N] [-r] COMMAND ARGS...: COMMAND runs with the items of its input
// after ARGS (`xargs -a dist.args torchrun train.py` puts every option after the script), once,
// or once per N items; each as its own process.
std::optional<ScriptInterpreter::WrittenRun> ScriptInterpreter::xargsAppending(const ShellCommand& command,
                                                                               const QStringList& argv)
{
    qsizetype at = 0;
    const std::optional<XargsOptions> options = CommandSimulator::xargsOptions(argv.mid(1), &at);
    if (!options || at + 1 >= argv.size())
        return std::nullopt;
    std::optional<QString> input;
    if (options->file) {
        if (const QString* text = writtenText(*options->file))
            input = *text;
    } else {
        input = standardInput(command, nullptr);
    }
    if (!input)
        return std::nullopt;
    const std::optional<QStringList> items = CommandSimulator::xargsItems(*input, *options);
    if (!items)
        return std::nullopt;
    QStringList lines;
    for (const QStringList& line : CommandSimulator::xargsCommands(argv.mid(at + 1), *items, *options)) {
        QStringList words;
        for (const QString& word : line)
            words.append(shellQuote(word));
        lines.append(words.join(u' '));
    }
    return WrittenRun{lines.join(u'\n'), QStringLiteral("xargs"), {}, false, false, true, std::nullopt};
}

// env [-i] [NAME=VALUE...] bash ...: the shell env starts, with the environment env gives it.
std::optional<ScriptInterpreter::WrittenRun>
ScriptInterpreter::envRun(const ShellCommand& command, const QStringList& argv, ChildEnvironment* environment)
{
    QString clearedBy;
    QStringList assignments;
    qsizetype at = 1;
    for (; at < argv.size(); ++at) {
        const QString& word = argv.at(at);
        if (word == QLatin1String("-i") || word == QLatin1String("-") || word == QLatin1String("--ignore-environment"))
            clearedBy = QStringLiteral("env ") + word;
        else if (word.startsWith(u'-'))
            return std::nullopt; // -u NAME, -C DIR, -S: not followed
        else if (word.indexOf(u'=') > 0 && ShellScanner::isName(word.left(word.indexOf(u'='))))
            assignments.append(word);
        else
            break;
    }
    if (at >= argv.size() || LauncherLocator::baseName(argv.at(at)) == QLatin1String("env"))
        return std::nullopt;
    std::optional<WrittenRun> run = writtenRun(command, argv.mid(at));
    if (!run || run->sourced)
        return std::nullopt;
    *environment = {assignments, clearedBy};
    return run;
}

// How bash or sh reads its operands after its options (-l, -e, -x, -lc, -o pipefail, --login):
// `-c TEXT [NAME ARGS]`, `-s [ARGS]` or no operand (standard input), or `FILE [ARGS]`. nullopt
// for -c without its text.
std::optional<ScriptInterpreter::ShellOperands> ScriptInterpreter::shellOperands(const QStringList& argv)
{
    bool command = false;
    bool input = false;
    qsizetype first = argv.size();
    for (qsizetype i = 1; i < argv.size(); ++i) {
        const QString& word = argv.at(i);
        if (word == QLatin1String("--")) {
            first = i + 1;
            break;
        }
        if (word.size() < 2 || !(word.startsWith(u'-') || word.startsWith(u'+'))) {
            first = i;
            break;
        }
        if (word.startsWith(QLatin1String("--")))
            continue; // --login, --norc ...
        for (qsizetype c = 1; c < word.size(); ++c) {
            if (word.at(c) == u'c')
                command = true;
            else if (word.at(c) == u's')
                input = true;
            else if ((word.at(c) == u'o' || word.at(c) == u'O') && c == word.size() - 1)
                ++i; // -o pipefail: the option's name is the next word
        }
    }
    if (command)
        return first < argv.size() ? std::optional<ShellOperands>({ShellOperands::Command, first}) : std::nullopt;
    if (input || first == argv.size())
        return ShellOperands{ShellOperands::Input, first};
    return ShellOperands{ShellOperands::File, first};
}

// The shell a file's #! line names: bash (also with no #! line: bash runs such a file itself),
// sh, or nothing for another interpreter (python ...).
std::optional<QString> ScriptInterpreter::shebangShell(const QString& text)
{
    if (!text.startsWith(QLatin1String("#!")))
        return QStringLiteral("bash");
    const QString line = text.mid(2, text.indexOf(u'\n') < 0 ? -1 : text.indexOf(u'\n') - 2).trimmed();
    QStringList words = line.split(u' ', Qt::SkipEmptyParts);
    if (!words.isEmpty() && words.constFirst().endsWith(QLatin1String("/env")))
        words.removeFirst();
    const QString name = words.value(0).mid(words.value(0).lastIndexOf(u'/') + 1);
    if (name == QLatin1String("bash") || name == QLatin1String("sh"))
        return name;
    return std::nullopt;
}

// A path of the working folder without its "./" (the snippet's files are kept so).
QString ScriptInterpreter::barePath(const QString& path)
{
    return path.startsWith(QLatin1String("./")) ? path.mid(2) : path;
}

// The text of a file the snippet wrote, read as bash reads a script; nullptr when it is not
// known statically or bash would not read it (a syntax error).
const QString* ScriptInterpreter::writtenText(const QString& path) const
{
    const QString bare = barePath(path);
    const QString* text = m_state.files().read(bare);
    return text ? text : m_state.files().read(QStringLiteral("./") + bare);
}

// The text's commands, syntax errors included (the run stops at the first, as bash does); null
// where the memory for reading it is spent.
std::shared_ptr<const ShellScript> ScriptInterpreter::readText(const QString& text)
{
    // A parse holds every word's text twice and its structure: charged at 16 bytes a character
    // against the evaluation's memory (eval of a string that doubles in a loop ends there).
    if (!m_shell.budget().spend(text.size()) || !m_shell.budget().charge(8 * text.size()))
        return nullptr;
    return std::make_shared<ShellScript>(ShellReader().read(text));
}

// bash FILE: a new shell that inherits the exported variables and functions (not the others,
// nor the options) and whose files are the node's.
bool ScriptInterpreter::childScript(const ShellScript& script, const WrittenRun& run,
                                    const ChildEnvironment& environment, StaticExpansion& result)
{
    const std::optional<QString>& zero = run.zero;
    const QStringList& arguments = run.arguments;
    ShellState state = m_state.subshell();
    const bool clear = !environment.clearedBy.isEmpty();
    state.variables().removeIf([clear](const auto& variable) { return clear || !variable.value().exported; });
    for (const QString& assignment : environment.assignments) {
        const qsizetype equals = assignment.indexOf(u'=');
        ShellVariable& variable = state.variables()[assignment.left(equals)];
        variable.value = ShellValue::string(assignment.mid(equals + 1));
        variable.exported = true;
    }
    // bash imports the functions exported with export -f; sh (dash) none.
    state.functions().removeIf([&run](const auto& function) { return run.dash || !function.value().exported; });
    state.options() = {};
    state.options().dash = run.dash;
    auto child = std::unique_ptr<ScriptInterpreter>(new ScriptInterpreter(std::move(state), m_shell, 1, 0));
    child->m_capture = false;
    child->m_writtenDepth = m_writtenDepth + 1;
    child->m_inWritten = 1;
    child->m_shell.setPositional(arguments);
    child->m_state.positional().zero = zero;
    StaticExpansion inner = child->run(script);
    m_childStop.reset();
    // What may keep the child's launcher from running keeps this node's: said with its file.
    for (const QString& caveat : std::as_const(inner.caveats))
        m_caveats.append(QStringLiteral("%1: %2").arg(run.label, caveat));
    if (!inner.launcherFound) {
        m_childStop = inner.stop;
        m_childStatus = inner.stop
                            ? (inner.stop->status < 0 ? std::nullopt : std::optional<bool>(inner.stop->status == 0))
                            : child->m_lastStatus;
        m_childPortWaits = std::move(inner.portWaits);
        return false;
    }
    result = std::move(inner);
    return true;
}

// source FILE: this shell runs the file's commands; arguments, when given, are its $1 ...
bool ScriptInterpreter::sourceScript(const ShellScript& script, const QStringList& arguments, const Status& status,
                                     StaticExpansion& result, bool file)
{
    const ShellScript* outer = m_script;
    m_script = &script;
    ++m_inWritten;
    ++m_writtenDepth;
    if (!arguments.isEmpty())
        m_shell.pushPositional(arguments);
    const std::optional<ShellVariable> source = enterSourceScope();
    // A return in a file source reads ends that file, not a function around the source (eval's
    // text is the function's own).
    const int callDepth = m_callDepth;
    if (file) {
        m_callDepth = 0;
        ++m_sourceDepth;
    }
    const ShellDiagnostic* syntaxError = nullptr;
    walk(0, readableEnd(script, &syntaxError), -1, status, result);
    if (syntaxError && !result.launcherFound && !m_stop && !m_exited && !m_returned)
        m_childStop = ShellStop{{}, tr("the syntax error ends the text"), syntaxError->range, 2};
    if (file) {
        --m_sourceDepth;
        m_callDepth = callDepth;
        m_returned = false;
    }
    leaveSourceScope(source);
    if (!arguments.isEmpty())
        m_shell.popPositional();
    --m_writtenDepth;
    --m_inWritten;
    m_script = outer;
    return result.launcherFound;
}

void ScriptInterpreter::reachedThrough(const QString& path, const ShellCommand& command, int index,
                                       StaticExpansion& result)
{
    // Each script that runs another maps the place one level out, to the snippet's text.
    result.writtenScript = path;
    result.writtenRange = result.range;
    result.range = command.range;
    result.commandIndex = index;
}

// A script the snippet runs stopped before its launcher: said at the command that runs it, since
// the snippet's own text shows nothing wrong there.
void ScriptInterpreter::noteWrittenStop(const WrittenRun& run, const ShellCommand& command,
                                        const ShellDiagnostic* syntaxError,
                                        const std::optional<ShellDiagnostic>& dashError)
{
    const ShellStop& inner = *m_childStop;
    const QString& path = run.label;
    const QString what = inner.message.isEmpty() ? inner.reason : inner.message;
    const bool atSyntaxError = syntaxError && syntaxError->range == inner.range;
    ShellStop stop;
    stop.range = command.range;
    stop.status = inner.status;
    if (atSyntaxError && dashError && dashError->range == syntaxError->range)
        stop.reason = tr("%1 runs with sh, which is dash on Debian and Ubuntu images: dash stops before the launcher "
                         "(%1: %2: %3), where bash goes on; run it with bash")
                          .arg(path)
                          .arg(inner.range.begin.line)
                          .arg(syntaxError->message);
    else if (atSyntaxError && path == QLatin1String("eval"))
        stop.reason = tr("eval reads its words again as bash code, and on this node they hold a syntax error at "
                         "their line %1 (%2): bash ends the eval there with status 2, before the launcher; quote "
                         "what must stay one word, or keep the words in an array (\"${ARGS[@]}\") without eval")
                          .arg(inner.range.begin.line)
                          .arg(syntaxError->message);
    else if (atSyntaxError)
        stop.reason = tr("%1 stops at its line %2, before the launcher: a syntax error (%3)")
                          .arg(path)
                          .arg(inner.range.begin.line)
                          .arg(syntaxError->message);
    else
        stop.reason =
            tr("%1 stops at its line %2, before the launcher: %3").arg(path).arg(inner.range.begin.line).arg(what);
    m_writtenStop = stop;
    m_childStop.reset();
}

// bash's words for a command it finds no program for.
QString ScriptInterpreter::notFound(const ShellCommand& command, const QString& program) const
{
    return messagePrefix(command) + QStringLiteral("%1: command not found").arg(program);
}

QString ScriptInterpreter::messagePrefix(const ShellCommand& command) const
{
    // bash -c names itself "environment" in the messages of a function's body.
    return QStringLiteral("%1: line %2: ")
        .arg(m_callDepth > 0 ? QStringLiteral("environment") : QStringLiteral("bash"))
        .arg(command.range.begin.line);
}

void ScriptInterpreter::stopAt(const ShellCommand& command, const QString& message, const QString& reason,
                               int exitStatus)
{
    m_exited = true;
    m_exitedAt = where(command.range);
    m_stop = ShellStop{message, reason, command.range, exitStatus};
}

void ScriptInterpreter::mayStopAt(const ShellCommand& command, const QString& what, const Status& status)
{
    m_caveats.append(tr("%1: bash may stop here before the launcher: %2").arg(where(command.range), what) +
                     (status.kind == Status::Maybe && !status.reason.isEmpty()
                          ? QStringLiteral(" (%1)").arg(status.reason)
                          : QString()));
}

bool ScriptInterpreter::expansionStops(const ShellCommand& command, const Status& status)
{
    const std::optional<QString> error = m_shell.takeExpansionError();
    if (!error)
        return false;
    const QString message = messagePrefix(command) + *error;
    using Effect = ShellEvaluator::ErrorEffect;
    const Effect effect = m_shell.expansionErrorEffect();
    if (effect == Effect::DiscardLine || (effect == Effect::DiscardLineOrExit && !m_state.options().errexit)) {
        discardLine(command, message, status);
        return true;
    }
    const int exitStatus = m_state.options().errexit || effect == Effect::ExitFailure ? 1 : 127;
    // In a pipeline or in the background the command has a shell of its own: only that one
    // stops, and the command fails (which set -e may act on).
    if (m_capture && !command.inPipeline && !command.background && !command.subshell) {
        // A $( ) body: its shell stops, its output so far is the output, its status a failure.
        stopAt(command, message, tr("an expansion error stops bash"), exitStatus);
        return true;
    }
    if (command.inPipeline || command.background || command.subshell || m_capture) {
        m_lastStatus = false;
        return false;
    }
    if (status.kind != Status::Runs) {
        mayStopAt(command, message, status);
        m_lastStatus = std::nullopt;
        return false;
    }
    // bash -c exits with 127 here, 1 under set -e or for an arithmetic error (a script file with 1).
    stopAt(command, message, tr("an expansion error stops bash"), exitStatus);
    return true;
}

// bash abandoned the line at the launcher's own command (an arithmetic error in one of its words):
// it goes on with the next line, but no launcher runs where the job was meant to start.
void ScriptInterpreter::launcherLineAbandoned(const ShellCommand& command, const QStringList& argv)
{
    if (!m_discarding || m_exited || m_discardedAt != m_topIndex || !LauncherLocator::locate(asWords(argv)))
        return;
    const QString message = m_discardMessage;
    stopAt(command, message, tr("bash abandons the line of the launcher and goes on with the next"), 1);
    if (m_stop)
        m_stop->launcherNotFound = true;
}

// An arithmetic error, an assignment to a readonly variable: bash abandons the rest of the line it
// reads (the compound command around, `a; b` after it) and reads the next one. Not where the
// command has a shell of its own.
void ScriptInterpreter::discardLine(const ShellCommand& command, const QString& message, const Status& status)
{
    if (command.inPipeline || command.background || command.subshell || m_capture || status.kind != Status::Runs ||
        m_script != m_topScript) {
        m_lastStatus = false;
        if (status.kind != Status::Runs)
            m_caveats.append(tr("%1: %2 (bash abandons the line there)").arg(where(command.range), message));
        return;
    }
    m_discarding = true;
    m_discardedAt = m_topIndex;
    m_discardMessage = message;
    m_abandonedLines.append({command.range, message});
    m_caveats.append(
        tr("%1: %2: bash abandons the rest of the line and goes on with the next").arg(where(command.range), message));
}

// After a discarded line: the first command of the next top-level line (after a compound
// command at the top, what follows its end).
int ScriptInterpreter::nextLine(int index, int end) const
{
    int block = m_script->commands.at(index).block;
    while (block >= 0 && m_script->blocks.at(block).parent >= 0)
        block = m_script->blocks.at(block).parent;
    if (block >= 0)
        return std::min(blockEnd(block), end);
    for (int k = index; k < end; ++k) {
        const ShellOperator after = m_script->commands.at(k).followedBy;
        if (after == ShellOperator::Newline || after == ShellOperator::End)
            return k + 1;
        if (k + 1 < end && m_script->commands.at(k + 1).block >= 0)
            return nextLine(k + 1, end);
    }
    return end;
}

// set -e: bash stops at a command that fails, except in a condition, in an && / || list but
// its last command, in a negated pipeline, and (without pipefail) in a pipeline but its last
// command.
void ScriptInterpreter::errexit(const ShellCommand& command, const Status& status)
{
    QStringList parts;
    for (const ShellAssignment& assignment : command.assignments)
        parts.append(assignment.name + u'=' + assignment.value.raw);
    for (const ShellWord& word : command.words)
        parts.append(word.raw);
    QString text = parts.join(u' ');
    if (command.inPipeline) {
        if (!pipedIn(command)) {
            m_pipelineSucceeded = true;
            m_pipelineNegated = command.negated;
            m_pipelineText.clear();
        }
        if (m_pipelineText.size() < 200) // for the message only
            m_pipelineText += (m_pipelineText.isEmpty() ? QString() : QStringLiteral(" | ")) + text;
        text = m_pipelineText;
        // pipefail: the pipeline fails when any of its commands does.
        if (m_lastStatus == false)
            m_pipelineSucceeded = false;
        else if (!m_lastStatus && m_pipelineSucceeded == true)
            m_pipelineSucceeded = std::nullopt;
        if (pipedOut(command))
            return;
        if (m_state.options().pipefail && !m_pipelineNegated)
            m_lastStatus = m_pipelineSucceeded;
    }
    const bool negated = command.inPipeline ? m_pipelineNegated : command.negated;
    // An ERR trap that exits stops bash where set -e would (the same commands are exempt); it is
    // not inherited by functions (no set -E here).
    const bool trapExits = m_errTrapExit.has_value() && m_callDepth == 0;
    if ((!m_state.options().errexit && !trapExits) || m_capture || m_conditionDepth > 0 || m_errexitIgnored > 0 ||
        negated || command.followedBy == ShellOperator::And || command.followedBy == ShellOperator::Or)
        return;
    const bool byOption = m_state.options().errexit;
    QString fails = byOption ? tr("set -e is on and '%1' fails").arg(text.left(80))
                             : tr("the ERR trap exits when '%1' fails").arg(text.left(80));
    if (m_lastStatus == false && m_surelyFailed)
        fails += QStringLiteral(" (%1)").arg(m_surelyFailed->why);
    if (m_lastStatus == false && status.kind == Status::Runs) {
        if (m_failedWith && byOption)
            stopAt(command, m_failedWith->second, fails, m_failedWith->first);
        else
            stopAt(command, QString(), fails, byOption ? 1 : *m_errTrapExit);
    } else if (m_lastStatus == false) {
        mayStopAt(command, fails, status);
    } else if (!m_lastStatus) {
        mayStopAt(command,
                  byOption ? tr("set -e is on and whether '%1' fails is only known on the node").arg(text.left(80))
                           : tr("the ERR trap exits if '%1' fails, which only the node knows").arg(text.left(80)),
                  status);
    }
}

// A path in a folder of the pod's own that starts empty in a new pod (/tmp, /var/tmp, /dev/shm),
// and not out of it through "..".
bool ScriptInterpreter::inPodOwnFolder(const QString& path)
{
    static const QStringList ownFolders{QStringLiteral("/tmp/"), QStringLiteral("/dev/shm/"),
                                        QStringLiteral("/var/tmp/")};
    return !path.contains(QLatin1String("/..")) &&
           std::any_of(ownFolders.cbegin(), ownFolders.cend(),
                       [&path](const QString& folder) { return path.startsWith(folder); });
}

// Words whose values are known, or plain patterns bash matches against the node's files (no
// expansion in them): rm's operands as bash hands them over where nothing matches.
bool ScriptInterpreter::literalOrGlobbed(const QList<EvaluatedWord>& words)
{
    return std::all_of(words.cbegin(), words.cend(), [](const EvaluatedWord& word) {
        return word.notes.isEmpty() || (word.word && !word.word->hasExpansion && word.fields.size() == 1);
    });
}

// rm without -f of paths in the pod's own /tmp, /var/tmp or /dev/shm that nothing before it made:
// a new pod's folders are empty, so rm finds nothing ("No such file or directory", status 1), a
// glob that matched nothing included. Only where no other command of the text names the path.
bool ScriptInterpreter::removesNothingThere(const ShellCommand& command, const QStringList& argv) const
{
    if (argv.value(0) != QLatin1String("rm") || command.inPipeline || command.subshell)
        return false;
    QStringList paths;
    bool options = true;
    for (const QString& word : argv.mid(1)) {
        if (options && word == QLatin1String("--")) {
            options = false;
        } else if (options && word.startsWith(u'-') && word.size() > 1) {
            static const QRegularExpression known(QStringLiteral(R"(^(?:-[rRvd]+|--recursive|--verbose|--dir)$)"));
            if (!known.match(word).hasMatch())
                return false; // -f, --force, -i and the rest
        } else {
            paths.append(word);
        }
    }
    const auto fresh = [&](const QString& path) {
        if (!inPodOwnFolder(path) || m_state.files().written(path))
            return false;
        // The part before a glob character: another command naming it may make the file.
        static const QRegularExpression globCharacter(QStringLiteral(R"([*?\[])"));
        const qsizetype glob = path.indexOf(globCharacter);
        const QString stem = glob < 0 ? path : path.left(glob);
        for (const QString& written : m_state.files().writtenPaths()) {
            if (written.startsWith(stem))
                return false;
        }
        for (const ShellCommand& other : m_script->commands) {
            if (&other == &command)
                continue;
            for (const ShellWord& word : other.words) {
                if (word.raw.contains(stem))
                    return false;
            }
            for (const ShellRedirection& redirection : other.redirections) {
                if (redirection.target.raw.contains(stem) || redirection.hereDocument.contains(stem))
                    return false;
            }
        }
        return true;
    };
    return !paths.isEmpty() && std::all_of(paths.cbegin(), paths.cend(), fresh);
}

// trap ACTION ERR: whether the action exits (trap 'exit 1' ERR, trap 'echo failed; exit 3' ERR),
// and with which status; '' or - removes the trap.
void ScriptInterpreter::errTrap(const QStringList& argv)
{
    qsizetype first = 1;
    if (argv.value(first) == QLatin1String("--"))
        ++first;
    if (argv.size() < first + 2)
        return;
    const QStringList names = argv.mid(first + 1);
    if (!names.contains(QLatin1String("ERR")))
        return;
    m_errTrapExit.reset();
    const QString& action = argv.at(first);
    if (action.isEmpty() || action == u'-')
        return;
    const ShellScript script = ShellReader().read(action);
    for (const ShellCommand& command : script.commands) {
        if (command.words.isEmpty() || command.words.constFirst().value != QLatin1String("exit") ||
            command.conditional || command.followedBy == ShellOperator::And ||
            command.followedBy == ShellOperator::Or || command.precededBy == ShellOperator::And ||
            command.precededBy == ShellOperator::Or)
            continue;
        bool number = false;
        const int code = command.words.value(1).value.toInt(&number);
        m_errTrapExit = number ? code & 0xff : 1; // exit alone: the failed command's status, 1 at least
        return;
    }
}

bool ScriptInterpreter::block(int index, const Status& outer, StaticExpansion& result)
{
    // `cmd || { echo ...; exit 1; }`: the && or || before a compound command decides whether
    // all of it runs, not only its first command.
    const int first = blockFirst(index);
    const Status status = first < blockEnd(index) ? chained(m_script->commands.at(first), outer) : outer;
    if (status.kind == Status::Skipped)
        return false;
    if (m_blockDepth >= kMaxBlockDepth)
        return flat(index, status, result);
    // `cmd | while read ...; do N=$((N + 1)); done`: a compound command in a pipeline runs in a
    // subshell of its own; what it assigns is gone after it (the files it writes stay).
    std::optional<std::pair<ShellState::Variables, ShellPositional>> parentShell;
    const auto isPipe = [](ShellOperator op) { return op == ShellOperator::Pipe || op == ShellOperator::PipeStderr; };
    if (first < blockEnd(index) && !m_capture &&
        (isPipe(m_script->commands.at(first).precededBy) ||
         isPipe(m_script->commands.at(blockEnd(index) - 1).followedBy)) &&
        !runsInThisShell(m_script->commands.at(blockEnd(index) - 1)))
        parentShell.emplace(m_state.variables(), m_state.positional());
    // `for ...; done > file`, `{ ...; } >> file`: the block opens the file once (truncating it
    // for >), and its commands write there in turn.
    const ShellBlock& opened = m_script->blocks.at(index);
    bool redirected = false;
    if (opened.kind != ShellBlock::Kind::Function &&
        std::any_of(opened.redirections.cbegin(), opened.redirections.cend(),
                    [](const ShellRedirection& r) { return !r.op.startsWith(u'<'); })) {
        ShellCommand holder;
        holder.redirections = opened.redirections;
        Output target = standardOutput(holder);
        if (target.kind == Output::File) {
            if (!target.append)
                m_shell.writeFile(target.path, QString(), false);
            target.append = true;
        }
        m_blockOutputs.append(target);
        redirected = true;
    }
    ++m_blockDepth;
    const bool done = followBlock(index, status, result);
    if (redirected)
        m_blockOutputs.removeLast();
    // An if, case or loop ends with the status of the last body command it ran, 0 where none
    // ran: $? after it is not followed. A { group } or ( subshell ) keeps its last command's.
    const ShellBlock::Kind kind = m_script->blocks.at(index).kind;
    if (kind != ShellBlock::Kind::Group && kind != ShellBlock::Kind::Subshell && kind != ShellBlock::Kind::Function)
        m_state.setLastStatus(std::nullopt);
    if (parentShell && !done) {
        m_state.variables() = std::move(parentShell->first);
        m_state.positional() = std::move(parentShell->second);
    }
    --m_blockDepth;
    return done;
}

bool ScriptInterpreter::flat(int index, const Status& outer, StaticExpansion& result)
{
    const Status status =
        outer.kind == Status::Skipped
            ? outer
            : Status{Status::Maybe, tr("inside compound commands nested more than %1 deep").arg(kMaxBlockDepth)};
    for (int k = blockFirst(index); k < blockEnd(index); ++k) {
        if (command(k, status, result))
            return true;
    }
    return false;
}

// if/case: the branch that runs when the values decide it; loops and functions: maybe.
bool ScriptInterpreter::followBlock(int index, const Status& outer, StaticExpansion& result)
{
    const ShellBlock& b = m_script->blocks.at(index);
    Status status = outer;
    if (b.kind == ShellBlock::Kind::While && status.kind == Status::Runs) {
        bool done = false;
        if (readLoop(b, index, status, result, done) || getoptsLoop(b, index, status, result, done))
            return done;
    }
    if ((b.kind == ShellBlock::Kind::While || b.kind == ShellBlock::Kind::Until) && status.kind == Status::Runs) {
        recordPortWait(b, result);
        recordFileWait(b, result);
        bool done = false;
        if (conditionLoop(b, index, status, result, done))
            return done;
    }
    if (b.kind == ShellBlock::Kind::For && status.kind == Status::Runs && b.header >= 0) {
        bool done = false;
        if (unrolled(b, index, status, result, done))
            return done;
    }
    if (b.kind == ShellBlock::Kind::ArithmeticFor && status.kind == Status::Runs && b.header >= 0) {
        bool done = false;
        if (arithmeticLoop(b, index, status, result, done))
            return done;
    }
    if (b.header >= 0 && status.kind != Status::Skipped)
        compound(m_script->commands.at(b.header));
    const QString at = where(b.range);
    switch (b.kind) {
    case ShellBlock::Kind::If: return ifBlock(b, index, status, result);
    case ShellBlock::Kind::Case: return caseBlock(b, index, status, result);
    case ShellBlock::Kind::Group:
    case ShellBlock::Kind::Subshell: break;
    case ShellBlock::Kind::Function:
        if (m_capture) {
            if (status.kind == Status::Runs && b.header >= 0)
                m_state.functions().insert(functionName(m_script->commands.at(b.header)), {m_script, index});
            return false; // a definition inside a substitution writes nothing
        }
        if (status.kind == Status::Runs && b.header >= 0) {
            // Defined, not run: a call runs the body (callFunction) with its arguments.
            m_state.functions().insert(functionName(m_script->commands.at(b.header)), {m_script, index});
            m_defined.append({m_script, index});
            return false;
        }
        status = {Status::Maybe, tr("inside the function defined at %1: it runs only when called").arg(at)};
        break;
    default:
        if (status.kind == Status::Runs)
            status = {Status::Maybe, tr("inside the loop at %1").arg(at)};
    }
    if (status.kind == Status::Skipped)
        return false;
    for (const ShellBlockPart& part : b.parts) {
        if (walk(part.firstCommand, part.endCommand, index, status, result))
            return true;
    }
    if (b.kind != ShellBlock::Kind::Group && b.kind != ShellBlock::Kind::Subshell)
        m_lastStatus = std::nullopt;
    return false;
}

bool ScriptInterpreter::unrolled(const ShellBlock& b, int index, const Status& status, StaticExpansion& result,
                                 bool& done)
{
    const ShellCommand& header = m_script->commands.at(b.header);
    if (header.words.size() < 2 || header.words.constFirst().raw != QLatin1String("for") ||
        !ShellScanner::isName(header.words.at(1).value))
        return false;
    QStringList values;
    if (header.words.size() >= 3 && header.words.at(2).raw == QLatin1String("in")) {
        m_shell.takeNotes();
        for (int w = 3; w < header.words.size(); ++w) {
            if (header.words.at(w).raw == QLatin1String(";"))
                break;
            values += m_shell.fields(header.words.at(w));
        }
        if (m_shell.hasNotes()) {
            m_shell.takeNotes();
            return false;
        }
    } else {
        // for NAME; do (or for NAME do): "$@", as it is when the loop starts (a shift in the body
        // does not change the list).
        const ShellPositional& positional = m_state.positional();
        if (!positional.values.isResolved())
            return false;
        if (positional.assumed)
            m_shell.assumeNoArguments();
        values = positional.values.elements();
    }
    if (values.size() > kMaxIterations)
        return false;
    const QString name = header.words.at(1).value;
    ++m_loops;
    for (const QString& value : std::as_const(values)) {
        m_shell.assign(name, value);
        if (bodyEndsLoop(b, 0, index, status, result, done))
            break;
    }
    return loopEnded(done);
}

bool ScriptInterpreter::ifBlock(const ShellBlock& b, int index, Status status, StaticExpansion& result)
{
    bool taken = false;
    for (qsizetype p = 0; p < b.parts.size(); ++p) {
        const ShellBlockPart& part = b.parts.at(p);
        if (part.role == ShellBlockPart::Role::Condition) {
            const Status condition = taken ? Status{Status::Skipped, {}} : status;
            m_lastStatus = true;
            m_conditionDepth += 1;
            m_shell.takeUnsetRead();
            const bool done = walk(part.firstCommand, part.endCommand, index, condition, result);
            m_conditionDepth -= 1;
            if (done)
                return true;
            if (condition.kind == Status::Runs && m_lastStatus)
                m_dependsOn += m_shell.takeUnsetRead();
            const ShellBlockPart& body = b.parts.value(p + 1);
            Status bodyStatus = condition;
            if (condition.kind == Status::Runs) {
                if (!m_lastStatus) {
                    const Paths paths = alternatives(b, index, p, result);
                    if (paths == Paths::Launcher) {
                        // It runs only on the paths that reach it; what it gets there is known.
                        if (!result.launcherMayNotRun) {
                            result.launcherMayNotRun = true;
                            result.unresolved.append(
                                tr("%1: the launcher may not run: %2")
                                    .arg(where(result.range),
                                         tr("inside the if at %1, whose condition is not known statically")
                                             .arg(where(b.range))));
                        }
                        return true;
                    }
                    if (paths == Paths::Merged)
                        return false;
                }
                if (!m_lastStatus)
                    bodyStatus = status = {
                        Status::Maybe,
                        tr("inside the if at %1, whose condition is not known statically").arg(where(b.range))};
                else if (*m_lastStatus)
                    taken = true;
                else
                    bodyStatus = {Status::Skipped, {}};
            }
            if (p + 1 < b.parts.size() && walk(body.firstCommand, body.endCommand, index, bodyStatus, result))
                return true;
            ++p;
        } else if (part.role == ShellBlockPart::Role::Else) {
            const Status elseStatus = taken ? Status{Status::Skipped, {}} : status;
            if (walk(part.firstCommand, part.endCommand, index, elseStatus, result))
                return true;
        }
    }
    m_lastStatus = std::nullopt;
    return false;
}

bool ScriptInterpreter::caseBlock(const ShellBlock& b, int index, Status status, StaticExpansion& result)
{
    std::optional<QString> subject;
    if (b.header >= 0 && m_script->commands.at(b.header).words.size() >= 2) {
        m_shell.takeNotes();
        const QString value = m_shell.assignmentValue(m_script->commands.at(b.header).words.at(1));
        if (!m_shell.hasNotes())
            subject = value;
        m_shell.takeNotes();
    }
    // After a branch that ran: ;; ends the case, ;& runs the next branch's commands without a
    // test, ;;& tests the next branch's patterns.
    bool done = false;
    bool runNext = false;
    for (const ShellBlockPart& part : b.parts) {
        Status partStatus = status;
        if (status.kind == Status::Runs && done) {
            partStatus = {Status::Skipped, {}};
        } else if (status.kind == Status::Runs && !runNext) {
            const std::optional<bool> matched = subject ? matches(*subject, part.patterns) : std::nullopt;
            if (!matched)
                partStatus =
                    status = {Status::Maybe,
                              tr("inside the case at %1, whose branch is not known statically").arg(where(b.range))};
            else if (!*matched)
                partStatus = {Status::Skipped, {}};
        }
        if (walk(part.firstCommand, part.endCommand, index, partStatus, result))
            return true;
        runNext = partStatus.kind == Status::Runs && part.terminator == QLatin1String(";&");
        done = done || (partStatus.kind == Status::Runs && part.terminator != QLatin1String(";&") &&
                        part.terminator != QLatin1String(";;&"));
    }
    m_lastStatus = std::nullopt;
    return false;
}

std::optional<bool> ScriptInterpreter::matches(const QString& subject, const QList<ShellWord>& patterns)
{
    for (const ShellWord& word : patterns) {
        m_shell.takeNotes();
        const GlobPattern pattern = m_shell.pattern(word);
        const bool known = !m_shell.hasNotes();
        m_shell.takeNotes();
        if (!known)
            return std::nullopt;
        const std::optional<bool> matched = pattern.matches(subject);
        if (!matched)
            return std::nullopt;
        if (*matched)
            return true;
    }
    return false;
}

QList<ScriptInterpreter::EvaluatedWord> ScriptInterpreter::evaluateWords(const ShellCommand& command)
{
    QList<EvaluatedWord> out;
    // Arguments of export/declare that look like assignments are assignments: not split.
    const bool declaration = command.kind == ShellCommandKind::Export || command.kind == ShellCommandKind::Declaration;
    for (int w = 0; w < command.words.size(); ++w) {
        const ShellWord& word = command.words.at(w);
        EvaluatedWord evaluated;
        evaluated.word = &word;
        const int nameEnd = ShellScanner::nameEnd(word.raw, 0);
        const bool compound = std::any_of(command.declarations.cbegin(), command.declarations.cend(),
                                          [&](const ShellAssignment& a) { return a.wordIndex == w && a.compound; });
        if (declaration && compound) {
            evaluated.fields = {word.raw}; // NAME=( ... ): evaluated by declare()
        } else if (declaration && !out.isEmpty() && nameEnd > 0 && nameEnd < word.raw.size() &&
                   word.raw[nameEnd] == u'=') {
            ShellWord value = word;
            value.raw = word.raw.mid(nameEnd + 1);
            evaluated.fields = {word.raw.left(nameEnd + 1) + m_shell.assignmentValue(value)};
        } else {
            evaluated.fields = m_shell.fields(word);
        }
        evaluated.notes = m_shell.takeNotes();
        out.append(evaluated);
    }
    return out;
}

// The fields of evaluated words, all of them known statically; nullopt where one is not.
std::optional<QStringList> ScriptInterpreter::knownFields(const QList<EvaluatedWord>& words)
{
    QStringList fields;
    for (const EvaluatedWord& word : words) {
        if (!word.notes.isEmpty())
            return std::nullopt;
        fields += word.fields;
    }
    return fields;
}

// The command with its first word replaced by the alias of that name (written unquoted), as bash
// reads it where it expands aliases.
std::optional<QString> ScriptInterpreter::aliasText(const ShellCommand& command) const
{
    if (command.kind != ShellCommandKind::Simple || command.words.isEmpty())
        return std::nullopt;
    const auto alias = m_state.aliases().constFind(command.words.constFirst().raw);
    if (alias == m_state.aliases().cend())
        return std::nullopt;
    QStringList text{*alias};
    for (qsizetype w = 1; w < command.words.size(); ++w)
        text.append(command.words.at(w).raw);
    return text.join(u' ');
}

// "$LAUNCH" train.py with LAUNCH="python -m torch.distributed.run": the quotes keep the launcher
// and its words in one word, a program name bash does not find (127). No launcher runs: where
// the job would start, it ends.
bool ScriptInterpreter::launcherInOneWord(const ShellCommand& command, const QStringList& argv, const Status& status)
{
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    if (argv.isEmpty() || status.kind != Status::Runs || command.inPipeline || command.background || command.subshell ||
        m_capture)
        return false;
    // An alias of the launcher in a script that does not expand aliases: bash runs the name itself.
    if (const std::optional<QString> text = aliasText(command);
        text && !m_state.options().expandAliases && !m_state.functions().contains(argv.constFirst())) {
        if (LauncherLocator::locate(asWords(text->split(blanks, Qt::SkipEmptyParts)))) {
            launcherNotFound(command, argv.constFirst(),
                             tr("bash expands aliases in a script only after shopt -s expand_aliases"));
            return true;
        }
    }
    // A blank pasted from a web page or a chat (no-break space, ideographic space ...): bash splits
    // words on ASCII blanks only, so it glues the launcher to its next word.
    static const QRegularExpression pastedBlank(
        QStringLiteral("[\\x{00A0}\\x{2000}-\\x{200B}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]"));
    if (const QRegularExpressionMatch pasted = pastedBlank.match(argv.constFirst()); pasted.hasMatch()) {
        static const QRegularExpression anyBlank(
            QStringLiteral("[\\s\\x{00A0}\\x{2000}-\\x{200B}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]+"));
        const QStringList split = argv.constFirst().split(anyBlank, Qt::SkipEmptyParts) + argv.mid(1);
        if (LauncherLocator::locate(asWords(split))) {
            launcherNotFound(
                command, argv.constFirst(),
                tr("a blank pasted from a web page or a chat (U+%1) joins the launcher to the word after "
                   "it: bash splits words on ASCII blanks only, so it looks for a program of that name")
                    .arg(QString::number(pasted.captured(0).at(0).unicode(), 16).toUpper().rightJustified(4, u'0')));
            return true;
        }
    }
    if (!argv.constFirst().trimmed().contains(blanks))
        return false;
    const QStringList split = argv.constFirst().split(blanks, Qt::SkipEmptyParts) + argv.mid(1);
    if (!LauncherLocator::locate(asWords(split)))
        return false;
    launcherNotFound(
        command, argv.constFirst(),
        tr("the quotes make one word of the launcher and its words: bash looks for a program of that name"));
    return true;
}

// How bash lists an exported function in the environment, for a body of simple commands only:
// "() {  " and the commands, each as its words separated by one blank, joined by ";\n ", then
// "\n}". nullopt for anything bash lays out further (blocks, pipelines, lists, redirections).
std::optional<QString> ScriptInterpreter::listedFunction(const ShellFunction& function)
{
    if (!function.script || function.block < 0 || function.block >= function.script->blocks.size())
        return std::nullopt;
    const ShellBlock& b = function.script->blocks.at(function.block);
    QStringList commands;
    for (const ShellBlockPart& part : b.parts) {
        for (int c = part.firstCommand; c < part.endCommand; ++c) {
            const ShellCommand& command = function.script->commands.at(c);
            // The body's braces are a group of the function's own.
            const bool inBody =
                command.block == function.block ||
                (command.block >= 0 && function.script->blocks.at(command.block).kind == ShellBlock::Kind::Group &&
                 function.script->blocks.at(command.block).parent == function.block);
            if (!inBody || command.kind == ShellCommandKind::Compound || command.inPipeline || command.background ||
                command.negated || !command.redirections.isEmpty() ||
                (command.followedBy != ShellOperator::End && command.followedBy != ShellOperator::Semicolon &&
                 command.followedBy != ShellOperator::Newline))
                return std::nullopt;
            QStringList words;
            for (const ShellAssignment& assignment : command.assignments)
                words.append(assignment.name + u'=' + assignment.value.raw);
            for (const ShellWord& word : command.words)
                words.append(word.raw);
            // bash keeps $'...' and $"..." as their expanded text, quoted its own way.
            const QString text = words.join(u' ');
            if (text.contains(QLatin1String("$'")) || text.contains(QLatin1String("$\"")))
                return std::nullopt;
            commands.append(text);
        }
    }
    if (commands.isEmpty())
        return std::nullopt;
    return QStringLiteral("() {  ") + commands.join(QStringLiteral(";\n ")) + QStringLiteral("\n}");
}

// bash goes on past a command it finds no program for: the script's status is that 127 only when
// nothing follows, 0 when only function definitions follow, else only the node knows it.
int ScriptInterpreter::statusAfterNotFound(const ShellCommand& command) const
{
    const QList<ShellCommand>& commands = m_script->commands;
    qsizetype at = 0;
    while (at < commands.size() && commands.at(at).range.begin.offset != command.range.begin.offset)
        ++at;
    if (at == commands.size())
        return 127;
    const auto inFunction = [this](int c) {
        for (int b = m_script->commands.at(c).block; b >= 0; b = m_script->blocks.at(b).parent) {
            if (m_script->blocks.at(b).kind == ShellBlock::Kind::Function)
                return true;
        }
        return std::any_of(m_script->blocks.cbegin(), m_script->blocks.cend(),
                           [c](const ShellBlock& b) { return b.kind == ShellBlock::Kind::Function && b.header == c; });
    };
    bool defines = false;
    for (int c = int(at) + 1; c < commands.size(); ++c) {
        if (!inFunction(c))
            return -1;
        defines = true;
    }
    if (m_callDepth > 0)
        return -1;
    return defines ? 0 : 127;
}

// A call of a function the script defines only further down: bash runs the lines in order and
// has no such command yet (127). Where that function holds the launcher, no launcher runs here.
// True when the command is such a call (it has run, and failed).
bool ScriptInterpreter::calledBeforeDefined(const ShellCommand& command, int index, const QString& program,
                                            const Status& status)
{
    if (program.isEmpty() || status.kind != Status::Runs || m_capture)
        return false;
    // The script's function definitions by name, indexed once per script (a call is checked at
    // every command bash does not know).
    if (m_indexedScript != m_script) {
        m_indexedScript = m_script;
        m_functionBlocks.clear();
        for (int b = 0; b < m_script->blocks.size(); ++b) {
            const ShellBlock& block = m_script->blocks.at(b);
            if (block.kind == ShellBlock::Kind::Function && block.header >= 0)
                m_functionBlocks[functionName(m_script->commands.at(block.header))].append(b);
        }
    }
    for (const int found : m_functionBlocks.value(program)) {
        const ShellBlock& b = m_script->blocks.at(found);
        if (b.header <= index)
            continue;
        bool holdsLauncher = false;
        for (const ShellBlockPart& part : b.parts) {
            for (int c = part.firstCommand; c < part.endCommand && !holdsLauncher; ++c)
                holdsLauncher = LauncherLocator::locate(m_script->commands.at(c).words).has_value();
        }
        const QString why = tr("the function %1 is defined further down (%2): bash runs the lines in order and "
                               "has no such command yet")
                                .arg(program, where(b.range));
        if (holdsLauncher && !command.inPipeline && !command.background) {
            launcherNotFound(command, program, why);
            return true;
        }
        failNotFound(command, program, why);
        return true;
    }
    return false;
}

// A command name of a pasted character (a full-width ＃ that was meant to start a comment, a
// no-break space, CJK punctuation): no program has such a name, bash fails the command (127).
bool ScriptInterpreter::pastedCommandName(const ShellCommand& command, const QString& program, const Status& status)
{
    static const QRegularExpression pasted(
        QStringLiteral("[\\x{00A0}\\x{2000}-\\x{206F}\\x{3000}-\\x{303F}\\x{FEFF}\\x{FF00}-\\x{FFEF}]"));
    if (program.isEmpty() || program.contains(u'/') || status.kind != Status::Runs || m_capture ||
        !pasted.match(program).hasMatch())
        return false;
    failNotFound(command, program, QString());
    return true;
}

// A test written without the blank after its bracket (`[[$N -gt 1]]`, `[$N -gt 1 ]`): [[ and [ are
// words of their own to bash, so `[[3` is a command name, and no program has it (127).
bool ScriptInterpreter::bracketCommandName(const ShellCommand& command, const QString& program, const Status& status)
{
    if (!program.startsWith(u'[') || program == QLatin1String("[") || program == QLatin1String("[[") ||
        program.contains(u'/') || status.kind != Status::Runs || m_capture)
        return false;
    const bool conditional = program.startsWith(QLatin1String("[["));
    failNotFound(command, program,
                 tr("%1 is a word of its own to bash: a blank must follow it")
                     .arg(conditional ? QStringLiteral("[[") : QStringLiteral("[")));
    return true;
}

// `retry 3 torchrun ...` whose function runs "$@" without shifting its count off: bash looks for a
// program named 3, finds none (127), and the launcher after it is only its argument.
bool ScriptInterpreter::launcherAfterNumber(const ShellCommand& command, const QStringList& argv, const Status& status)
{
    if (argv.size() < 2 || status.kind != Status::Runs || m_capture || argv.constFirst().isEmpty() ||
        !std::all_of(argv.constFirst().cbegin(), argv.constFirst().cend(), [](QChar c) { return c.isDigit(); }) ||
        !LauncherLocator::locate(asWords(argv.mid(1))))
        return false;
    launcherNotFound(command, argv.constFirst(),
                     tr("'%1' is no program, and the launcher after it is only its argument (a function that runs "
                        "\"$@\" before shifting its own arguments off?)")
                         .arg(argv.constFirst()));
    return true;
}

// sed -i SCRIPT FILE...: each file the snippet wrote, edited in place (`sed -i 's/\r$//' dist.env`
// before it is sourced); a file not known stays so, an edit not simulated makes it unknown.
bool ScriptInterpreter::sedInPlace(const QStringList& argv, const Status& status)
{
    if (argv.isEmpty() || LauncherLocator::baseName(argv.constFirst()) != QLatin1String("sed"))
        return false;
    QStringList options;
    QStringList files;
    bool inPlace = false;
    bool scriptGiven = false;
    for (qsizetype k = 1; k < argv.size(); ++k) {
        const QString& arg = argv.at(k);
        if (arg == QLatin1String("-i") || arg.startsWith(QLatin1String("--in-place")) ||
            (arg.startsWith(QLatin1String("-i")) && !arg.startsWith(QLatin1String("-i-")))) {
            inPlace = true; // -i.bak keeps a copy under another name: the file itself is edited the same
        } else if (arg == QLatin1String("-e") && k + 1 < argv.size()) {
            options << arg << argv.at(++k);
            scriptGiven = true;
        } else if (arg.startsWith(u'-') && arg.size() > 1) {
            options << arg;
        } else if (!scriptGiven) {
            options << arg;
            scriptGiven = true;
        } else {
            files << arg;
        }
    }
    if (!inPlace || files.isEmpty())
        return false;
    for (const QString& file : std::as_const(files)) {
        const QString* text = writtenText(file);
        if (!text)
            continue;
        std::optional<QString> edited;
        if (status.kind == Status::Runs)
            edited = CommandSimulator::run(QStringList{QStringLiteral("sed")} + options, *text, nullptr);
        m_shell.writeFile(barePath(file), edited, false);
    }
    return true;
}

// `timeout 72h launch` where launch is a function of the snippet: timeout (nohup, nice ...) runs
// a program by that name, not the function, and finds none: "failed to run command", 127. Where
// the function holds the launcher, no launcher runs.
bool ScriptInterpreter::functionUnderWrapper(const ShellCommand& command, const QStringList& argv, const Status& status)
{
    const int wrapped = LauncherLocator::wrappedCommand(argv, 0);
    if (wrapped <= 0 || wrapped >= argv.size() || status.kind != Status::Runs || m_capture)
        return false;
    const QString& name = argv.at(wrapped);
    const auto function = m_state.functions().constFind(name);
    const QString wrapper = LauncherLocator::baseName(argv.constFirst());
    // bash's own `time` runs a function as any command; `command NAME` skips functions on purpose.
    if (function == m_state.functions().constEnd() || name.contains(u'/') || wrapper == QLatin1String("time"))
        return false;
    const QString message =
        QStringLiteral("%1: failed to run command '%2': No such file or directory").arg(wrapper, name);
    const ShellScript& script = *function->script;
    const ShellBlock& block = script.blocks.at(function->block);
    bool holdsLauncher = false;
    for (const ShellBlockPart& part : block.parts) {
        for (int k = part.firstCommand; k < part.endCommand && !holdsLauncher; ++k)
            holdsLauncher = LauncherLocator::locate(script.commands.at(k).words).has_value();
    }
    if (holdsLauncher) {
        launcherNeverRuns(command, message,
                          tr("%1 runs programs, not the snippet's functions: the function %2, which starts the "
                             "launcher, never runs (export -f %2 and run bash -c %2 under it, or call the launcher "
                             "itself)")
                              .arg(wrapper, name),
                          statusAfterNotFound(command));
        return true;
    }
    m_lastStatus = false;
    m_failedWith = {127, message};
    return true;
}

// `${DRY_RUN:+echo} torchrun ...` with DRY_RUN=0: an expansion gives the word echo (any value
// that is not empty does, 0 too), so bash prints the launcher's command line and starts nothing.
bool ScriptInterpreter::launcherOnlyPrinted(const ShellCommand& command, const QStringList& argv, const Status& status)
{
    if (argv.size() < 2 || status.kind != Status::Runs || m_capture || command.words.isEmpty() ||
        !command.words.constFirst().raw.startsWith(u'$') ||
        (argv.constFirst() != QLatin1String("echo") && argv.constFirst() != QLatin1String("printf")) ||
        !LauncherLocator::locate(asWords(argv.mid(1))))
        return false;
    // What bash shows is the command line echo prints; it goes on after it.
    launcherNeverRuns(command, argv.mid(1).join(u' ').left(200),
                      tr("'%1' gives %2 here, so bash prints the launcher's command line and starts nothing "
                         "(${NAME:+word} gives the word for any value that is not empty, 0 too)")
                          .arg(command.words.constFirst().raw, argv.constFirst()),
                      -1);
    return true;
}

// `. .env` (no slash) in POSIX mode (`set -o posix`) or in dash looks for the file in PATH only,
// not in the working folder: the file the snippet wrote there is not found, and the error of a
// special builtin ends the non-interactive shell (bash: 1, dash: 2).
bool ScriptInterpreter::sourcedFromPath(const ShellCommand& command, const QStringList& argv, const Status& status)
{
    const ShellOptions& options = m_state.options();
    if ((!options.posix && !options.dash) || command.kind != ShellCommandKind::Source || argv.size() < 2 ||
        argv.at(1).contains(u'/') || !writtenText(argv.at(1)) || status.kind != Status::Runs || command.inPipeline ||
        command.subshell || command.background || m_capture)
        return false;
    const QString& program = argv.constFirst();
    if (options.dash && program != u'.')
        return false; // dash has no source (dashRejects)
    const QString message =
        options.dash ? QStringLiteral("sh: %1: .: %2: not found").arg(command.range.begin.line).arg(argv.at(1))
                     : messagePrefix(command) + QStringLiteral("%1: %2: file not found").arg(program, argv.at(1));
    stopAt(command, message,
           tr("in POSIX mode (set -o posix, or sh) '%1 %2' looks for %2 in PATH only, not in the working folder "
              "where the snippet wrote it; write '%1 ./%2'")
               .arg(program, argv.at(1)),
           options.dash ? 2 : 1);
    return true;
}

// What dash (sh on Debian and Ubuntu) runs otherwise than bash, where a script written for bash
// goes on with a failure: `source FILE` (no such builtin: 127, the file is not read) and `[ A ==
// B ]` (its test knows only =: "unexpected operator", 2).
bool ScriptInterpreter::dashRejects(const ShellCommand& command, const Status& status)
{
    if (!m_state.options().dash || command.kind == ShellCommandKind::Conditional || command.words.isEmpty())
        return false;
    const QString prefix = QStringLiteral("sh: %1: ").arg(command.range.begin.line);
    const QString& program = command.words.constFirst().value;
    if (program == QLatin1String("source")) {
        m_caveats.append(tr("%1: sh (dash) has no 'source': the file is not read (use '.')").arg(where(command.range)));
        m_lastStatus = status.kind == Status::Runs ? std::optional<bool>(false) : std::nullopt;
        m_failedWith = {127, prefix + QStringLiteral("source: not found")};
        return true;
    }
    if (!ConditionEvaluator::isTest(command) || command.words.size() < 3 ||
        std::none_of(command.words.cbegin() + 1, command.words.cend(),
                     [](const ShellWord& word) { return word.value == QLatin1String("=="); }))
        return false;
    const QStringList argv = evaluateWords(command).value(1).fields;
    m_lastStatus = status.kind == Status::Runs ? std::optional<bool>(false) : std::nullopt;
    m_failedWith = {2, prefix + QStringLiteral("%1: %2: unexpected operator").arg(program, argv.value(0))};
    m_caveats.append(tr("%1: sh (dash) has no == in its test: it fails with \"unexpected operator\" (use =)")
                         .arg(where(command.range)));
    return true;
}

// A command bash finds no program for, where bash goes on: its status 127 and bash's words, noted.
void ScriptInterpreter::failNotFound(const ShellCommand& command, const QString& program, const QString& why)
{
    const QString note = QStringLiteral("%1: %2: command not found").arg(where(command.range), program);
    m_notes.append(why.isEmpty() ? note : note + QStringLiteral(": ") + why);
    m_lastStatus = false; // what set -e acts on
    m_failedWith = {127, notFound(command, program)};
}

// `export PATH=$CUDA_HOME/bin:PATH`: the old value's `$` forgotten, so PATH holds a folder named
// PATH and no folder of the image's programs; bash finds no launcher by its name. Why, or nullopt
// where PATH is not known or keeps a usual folder.
std::optional<QString> ScriptInterpreter::pathLost() const
{
    const auto it = m_state.variables().constFind(QStringLiteral("PATH"));
    if (it == m_state.variables().constEnd() || !it->set || !it->value.isResolved() || it->value.isArray())
        return std::nullopt;
    const QStringList entries = it->value.text().split(u':');
    if (!entries.contains(QStringLiteral("PATH")))
        return std::nullopt;
    static const QStringList usual{QStringLiteral("/usr/local/bin"), QStringLiteral("/usr/bin"),
                                   QStringLiteral("/bin"),           QStringLiteral("/usr/local/sbin"),
                                   QStringLiteral("/usr/sbin"),      QStringLiteral("/sbin")};
    for (const QString& entry : entries) {
        if (usual.contains(entry) || entry.contains(QLatin1String("conda")) || entry.contains(QLatin1String("env")) ||
            entry.contains(QLatin1String("python")) || entry.contains(QLatin1String(".local")))
            return std::nullopt;
    }
    return tr("PATH is '%1': a folder named PATH where $PATH was meant, so the image's own folders are gone from it")
        .arg(it->value.text().left(120));
}

// bash looks for a program named `program` and finds none (127): no launcher runs there.
void ScriptInterpreter::launcherNotFound(const ShellCommand& command, const QString& program, const QString& why)
{
    launcherNeverRuns(command, notFound(command, program), why, statusAfterNotFound(command));
}

// bash goes on past this command, but the launcher meant to start here does not: said as a stop
// whose launcher is not found (bash's words, why, the status the shell may end with).
void ScriptInterpreter::launcherNeverRuns(const ShellCommand& command, const QString& message, const QString& why,
                                          int exitStatus)
{
    stopAt(command, message, why, exitStatus);
    if (m_stop)
        m_stop->launcherNotFound = true;
}

// `torchrun --standalone ... check.py` (or --nnodes=1) that bash waits for, with the job's own
// launcher later in the script: a smoke test each node runs alone on its localhost and that
// ends; the node's launcher is the next one. Taken to succeed (a failing check stops the script
// where the user wants it to), and said.
bool ScriptInterpreter::localRunBeforeJob(const ShellCommand& command, int index, const QStringList& argv,
                                          const LauncherLocation& location, const Status& status,
                                          StaticExpansion& result)
{
    if (status.kind != Status::Runs || command.background || m_capture || m_inWritten > 0 ||
        !isTorchLauncher(location.kind) || argv.mid(0, location.programIndex).contains(QLatin1String("exec")))
        return false;
    // A launcher after it on the same path: not the other branch of an if or a case around it,
    // and not a function's body (defined, not run, there).
    bool later = false;
    for (int c = index + 1; c < m_script->commands.size() && !later; ++c)
        later = LauncherLocator::locate(m_script->commands.at(c).words).has_value() && followsOnPath(index, c);
    if (!later)
        return false;
    const LauncherParseResult parsed =
        LauncherParser(TorchVersion::newest(), location.kind).parse(asWords(argv), location.argumentsBegin);
    const LauncherArgument* standalone = parsed.argument(QStringLiteral("standalone"));
    const LauncherArgument* nnodes = parsed.argument(QStringLiteral("nnodes"));
    const bool alone = (standalone && standalone->given && standalone->value.kind() == LauncherValue::Kind::Bool &&
                        standalone->value.toBool()) ||
                       (nnodes && nnodes->given && !nnodes->unresolved &&
                        (nnodes->value.toString().trimmed() == QLatin1String("1") ||
                         nnodes->value.toString().trimmed() == QLatin1String("1:1")));
    if (!alone || !parsed.hasTrainingScript)
        return false;
    m_shell.assume(
        tr("%1: '%2' trains this node alone and ends before the job's launcher; assuming it succeeds")
            .arg(where(command.range), argv.mid(location.programIndex, 1).join(u' ') + u' ' + parsed.trainingScript));
    if (!result.localRuns.contains(index) && m_script == m_topScript)
        result.localRuns.append(index);
    m_lastStatus = true;
    return true;
}

// Whether command `later` (after `index` in the text) runs after it on the same path: no if or
// case holds them in two of its branches, and `later` is in no function body `index` is not in.
bool ScriptInterpreter::followsOnPath(int index, int later) const
{
    for (int block = m_script->commands.at(later).block; block >= 0; block = m_script->blocks.at(block).parent) {
        const ShellBlock& b = m_script->blocks.at(block);
        const auto partOf = [&b](int command) {
            for (qsizetype p = 0; p < b.parts.size(); ++p) {
                if (command >= b.parts.at(p).firstCommand && command < b.parts.at(p).endCommand)
                    return p;
            }
            return qsizetype(-1);
        };
        const qsizetype own = partOf(index);
        const qsizetype theirs = partOf(later);
        if (b.kind == ShellBlock::Kind::Function && own < 0)
            return false;
        const auto branch = [&b](qsizetype p) {
            return p >= 0 && b.parts.at(p).role != ShellBlockPart::Role::Condition;
        };
        if ((b.kind == ShellBlock::Kind::If || b.kind == ShellBlock::Kind::Case) && own != theirs && branch(own) &&
            branch(theirs))
            return false;
    }
    return true;
}

void ScriptInterpreter::launcher(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                 const QStringList& argv, const LauncherLocation& location, StaticExpansion& result)
{
    result.launcherFound = true;
    result.launcher = location.kind;
    result.range = command.range;
    // In a written script the words are not the snippet's: the command is kept, for argvWords.
    if (m_inWritten > 0)
        result.writtenLauncher = std::make_shared<const ShellCommand>(command);
    result.argv = argv.mid(location.programIndex);
    QStringList notes = m_notes;
    int entry = 0;
    for (int w = 0; w < words.size(); ++w) {
        notes += words.at(w).notes;
        for (qsizetype f = 0; f < words.at(w).fields.size(); ++f, ++entry) {
            if (entry >= location.programIndex)
                result.argvWords.append(w);
        }
    }
    if (m_inWritten == 0 && !LauncherLocator::locate(command.words))
        namedByExpansion(command, words, location, result);
    // Prefix assignments and `env NAME=VALUE` hold for this command only.
    for (const ShellAssignment& assignment : command.assignments) {
        m_shell.assignment(assignment);
        notes += m_shell.takeNotes();
        m_shell.variables()[assignment.name].exported = true;
    }
    wrapperEnvironment(argv, location.programIndex);
    for (auto file = m_state.files().known().cbegin(); file != m_state.files().known().cend(); ++file) {
        if (!NodeFiles::isMounted(file.key()))
            result.writtenFiles.insert(file.key(), file.value());
    }
    result.writtenPaths = m_state.files().writtenPaths();
    // By name: the hash's order changes from run to run, the report must not.
    const QHash<QString, ShellVariable>& variables = m_shell.variables();
    QStringList names = variables.keys();
    names.sort();
    result.unknownSetter = m_state.unknownSetter();
    for (const QString& name : std::as_const(names)) {
        const ShellVariable& variable = variables[name];
        if (variable.set)
            result.setVariables.append(name);
        if (variable.set && !variable.value.alternatives().isEmpty())
            result.alternatives.insert(name, {variable.value.alternatives(), variable.value.reason()});
        if (!variable.exported || !variable.set)
            continue;
        // bash exports no arrays: only strings reach the launcher's environment.
        if (variable.value.isArray())
            continue;
        result.environment.insert(name, variable.value.text());
        if (!variable.value.isResolved())
            notes.append(tr("environment %1: %2").arg(name, variable.value.reason()));
    }
    // A function exported with export -f reaches the launcher's environment as bash lists it.
    QStringList functionNames = m_state.functions().keys();
    functionNames.sort();
    for (const QString& name : std::as_const(functionNames)) {
        if (!m_state.functions().value(name).exported)
            continue;
        const QString variable = QStringLiteral("BASH_FUNC_%1%%").arg(name);
        if (const std::optional<QString> listed = listedFunction(m_state.functions().value(name))) {
            result.environment.insert(variable, *listed);
            continue;
        }
        result.environment.insert(variable, QStringLiteral("() { ... }"));
        notes.append(
            tr("environment %1: the function %2 as bash lists it (its body, reformatted by bash)").arg(variable, name));
    }
    origins(result, notes);
    notes.removeDuplicates();
    result.unresolved = notes;
}

// What the words before the launcher change in its environment: `env [-i] [-u NAME] NAME=VALUE`,
// and stdbuf, which hands its modes to the program through _STDBUF_I/O/E and preloads its library
// after any LD_PRELOAD already set (coreutils' stdbuf.c).
void ScriptInterpreter::wrapperEnvironment(const QStringList& argv, int programIndex)
{
    const auto exportString = [this](const QString& name, const QString& value) {
        ShellVariable variable;
        variable.value = ShellValue::string(value);
        variable.exported = true;
        m_shell.variables()[name] = variable;
    };
    QString wrapper;
    for (int k = 0; k < programIndex; ++k) {
        const QString& field = argv.at(k);
        const QString base = LauncherLocator::baseName(field);
        if (base == QLatin1String("env") || base == QLatin1String("stdbuf")) {
            wrapper = base;
        } else if (wrapper == QLatin1String("env")) {
            if (field == QLatin1String("-i") || field == QLatin1String("--ignore-environment")) {
                for (ShellVariable& variable : m_shell.variables())
                    variable.exported = false;
            } else if (field == QLatin1String("-u") && k + 1 < programIndex) {
                m_shell.variables()[argv.at(++k)].exported = false;
            } else if (const auto [name, value] = splitAssignment(field); !name.isEmpty()) {
                exportString(name, value);
            }
        } else if (wrapper == QLatin1String("stdbuf")) {
            const std::optional<std::pair<QChar, QString>> mode = StdbufMode::of(argv, k);
            if (!mode)
                continue;
            exportString(QStringLiteral("_STDBUF_") + mode->first, mode->second);
            const ShellVariable& preload = m_shell.variables().value(QStringLiteral("LD_PRELOAD"));
            const QString library = StdbufMode::library();
            const QString old = preload.exported && preload.set ? preload.value.text() : QString();
            if (!old.endsWith(library))
                exportString(QStringLiteral("LD_PRELOAD"), old.isEmpty() ? library : old + u':' + library);
        }
    }
}

// An expansion names the launcher ("${CMD[@]}", `$PY -m torch.distributed.run`): no word of the
// text is the launcher's. Its words are those bash makes, each at the word it comes from, as a
// written script's launcher is held: the checks judge them at this command.
void ScriptInterpreter::namedByExpansion(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                         const LauncherLocation& location, StaticExpansion& result)
{
    // launcher() mapped each argv entry to its word: the program's is the word that names it.
    result.writtenScript = command.words.at(result.argvWords.constFirst()).raw;
    auto named = std::make_shared<ShellCommand>(command);
    named->words.clear();
    QList<int> entries;
    for (int w = 0; w < words.size(); ++w) {
        for (const QString& field : words.at(w).fields) {
            ShellWord word = command.words.at(w);
            word.raw = shellQuote(field);
            word.value = field;
            if (named->words.size() >= location.programIndex)
                entries.append(int(named->words.size()));
            named->words.append(word);
        }
    }
    result.writtenLauncher = std::move(named);
    result.argvWords = entries;
    result.writtenRange = command.range;
    result.writtenSource = StaticExpansion::WrittenSource::Words;
}

// Values only the node knows: shown readable, reported with where they come from.
void ScriptInterpreter::origins(StaticExpansion& result, QStringList& notes) const
{
    result.markedArgv = result.argv;
    for (int k = 0; k < result.argv.size(); ++k) {
        const QString& argument = result.argv.at(k);
        if (!RuntimeValue::contains(argument))
            continue;
        const QString readable = RuntimeValue::readable(argument);
        for (const RuntimeValue::Part& part : RuntimeValue::parts(argument)) {
            result.origins.append({k, QString(), part});
            notes.append(tr("argument %1 '%2': %3 is only known on the node")
                             .arg(k)
                             .arg(readable, RuntimeValue::describe(part)));
        }
        result.argv[k] = readable;
    }
    for (auto it = result.environment.begin(); it != result.environment.end(); ++it) {
        if (!RuntimeValue::contains(it.value()))
            continue;
        for (const RuntimeValue::Part& part : RuntimeValue::parts(it.value())) {
            result.origins.append({-1, it.key(), part});
            notes.append(
                tr("environment %1: %2 is only known on the node").arg(it.key(), RuntimeValue::describe(part)));
        }
        it.value() = RuntimeValue::readable(it.value());
    }
}

// The last command of a pipeline (or the last of a compound command ending one) under shopt -s
// lastpipe, which bash runs in this shell when job control is off, as in a start command.
bool ScriptInterpreter::runsInThisShell(const ShellCommand& last) const
{
    return m_state.options().lastpipe && last.inPipeline && last.followedBy != ShellOperator::Pipe &&
           last.followedBy != ShellOperator::PipeStderr;
}

// What a command that is not the launcher changes in the shell.
void ScriptInterpreter::effects(const ShellCommand& command, const QList<EvaluatedWord>& words, const Status& status)
{
    // Pipelines and & run in subshells (but for the last command under lastpipe).
    const bool persists = (!command.inPipeline || runsInThisShell(command)) && !command.background && !command.subshell;
    const QString uncertain = status.kind == Status::Maybe
                                  ? tr("assigned at %1, which may not run: %2").arg(where(command.range), status.reason)
                                  : QString();
    if (!persists) {
        if (!uncertain.isEmpty())
            markAssignedUnknown(command, words, uncertain);
        return;
    }
    if (command.words.isEmpty()) {
        for (const ShellAssignment& assignment : command.assignments) {
            m_shell.assignment(assignment, uncertain);
            m_shell.takeNotes();
        }
        return;
    }
    switch (command.kind) {
    case ShellCommandKind::Export:
    case ShellCommandKind::Declaration: declare(command, words, uncertain); break;
    case ShellCommandKind::Unset:
        for (int k = 1; k < words.size(); ++k) {
            for (const QString& name : words.at(k).fields) {
                if (!name.startsWith(u'-'))
                    m_shell.variables().remove(name);
            }
        }
        break;
    case ShellCommandKind::Set:
        for (const ShellSetOption& option : command.setOptions) {
            ShellOptions& options = m_state.options();
            if (option.name == QLatin1String("allexport"))
                options.allExport = option.enabled;
            else if (option.name == QLatin1String("noglob"))
                options.noGlob = option.enabled;
            else if (option.name == QLatin1String("nounset"))
                options.noUnset = option.enabled;
            else if (option.name == QLatin1String("errexit"))
                options.errexit = option.enabled;
            else if (option.name == QLatin1String("pipefail"))
                options.pipefail = option.enabled;
            else if (option.name == QLatin1String("posix"))
                options.posix = option.enabled;
        }
        positional(command, words, uncertain);
        break;
    case ShellCommandKind::Source:
    case ShellCommandKind::Eval:
        // A file that cannot be read fails `source` (bash goes on without set -e).
        if (m_state.options().errexit && command.kind == ShellCommandKind::Source && m_conditionDepth == 0 &&
            command.followedBy != ShellOperator::And && command.followedBy != ShellOperator::Or)
            mayStopAt(command,
                      tr("set -e is on and '%1' fails if the file cannot be read")
                          .arg(command.words.constFirst().raw + u' ' + command.words.value(1).raw),
                      status);
        m_notes.append(
            tr("%1: %2: may set variables; not evaluated").arg(where(command.range), command.words.constFirst().raw));
        // eval's text, or a file a command writes (source <(...)), not known here: it sets
        // variables as often as not. A file of the image's (conda.sh, ~/.bashrc) sets its own.
        if (command.kind == ShellCommandKind::Eval || command.words.value(1).raw.startsWith(QLatin1String("<(")))
            m_state.setUnknownSetter(
                QStringLiteral("%1 at %2").arg(command.words.constFirst().raw, where(command.range)));
        m_shell.setPositionalUnknown(tr("set by '%1' at %2").arg(command.words.constFirst().raw, where(command.range)));
        break;
    default: builtin(command, words, uncertain);
    }
}

// `set -- a b` and `set a b` give the positional parameters.
void ScriptInterpreter::positional(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                   const QString& uncertain)
{
    QStringList arguments;
    bool given = false;
    bool options = true;
    for (int k = 1; k < words.size(); ++k) {
        for (const QString& field : words.at(k).fields) {
            if (options && field == QLatin1String("--")) {
                options = false;
                given = true;
            } else if (options && (field.startsWith(u'-') || field.startsWith(u'+')) && field.size() > 1) {
                if (field.endsWith(u'o') && k + 1 < words.size())
                    ++k;
            } else {
                options = false;
                given = true;
                arguments.append(field);
            }
        }
    }
    if (!given)
        return;
    bool known = uncertain.isEmpty();
    for (int k = 1; k < words.size(); ++k)
        known = known && words.at(k).notes.isEmpty();
    if (known)
        m_shell.setPositional(arguments);
    else
        m_shell.setPositionalUnknown(uncertain.isEmpty()
                                         ? tr("set at %1 from values not known statically").arg(where(command.range))
                                         : uncertain);
}

// export / declare / typeset / local / readonly.
void ScriptInterpreter::declare(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                const QString& uncertain)
{
    bool exporting = command.kind == ShellCommandKind::Export;
    bool unexport = false;
    bool indexed = false;
    bool associative = false;
    bool integer = false;
    bool global = false;
    bool nameref = false;
    bool functions = false; // -f: the names are functions'
    bool lower = false;
    bool upper = false;
    char16_t letterCase = 0; // -l or -u: values in lower or upper case
    bool options = true;
    // In a function, local (and declare or typeset without -g) makes the name the function's own:
    // its value before is back when the function returns (callFunction).
    const QString builtin = words.isEmpty() ? QString() : words.constFirst().fields.value(0);
    bool readonly = builtin == QLatin1String("readonly");
    const bool scoped = m_callDepth > 0 && command.kind == ShellCommandKind::Declaration &&
                        builtin != QLatin1String("readonly") && builtin != QLatin1String("export");
    bool local = false;
    if (builtin == QLatin1String("local") && m_callDepth == 0) {
        // bash: "local: can only be used in a function"; nothing is assigned, the status is 1.
        m_toolSucceeded = false;
        return;
    }
    for (int k = 1; k < words.size(); ++k) {
        const auto declared = std::find_if(command.declarations.cbegin(), command.declarations.cend(),
                                           [&](const ShellAssignment& a) { return a.wordIndex == k; });
        for (const QString& field : words.at(k).fields) {
            if (options && field.startsWith(u'-') && field.size() > 1 && declared == command.declarations.cend()) {
                if (field == QLatin1String("--")) {
                    options = false;
                    continue;
                }
                exporting = exporting || field.contains(u'x');
                unexport = unexport || (command.kind == ShellCommandKind::Export && field.contains(u'n'));
                indexed = indexed || field.contains(u'a');
                associative = associative || field.contains(u'A');
                integer = integer || (command.kind == ShellCommandKind::Declaration && field.contains(u'i'));
                global = global || (command.kind == ShellCommandKind::Declaration && field.contains(u'g'));
                nameref = nameref || (command.kind == ShellCommandKind::Declaration && field.contains(u'n'));
                readonly = readonly || (command.kind == ShellCommandKind::Declaration && field.contains(u'r'));
                functions = functions || field.contains(u'f');
                // -l and -u together cancel each other, as in bash.
                if (command.kind == ShellCommandKind::Declaration) {
                    lower = lower || field.contains(u'l');
                    upper = upper || field.contains(u'u');
                    letterCase = lower == upper ? 0 : lower ? u'l' : u'u';
                }
                continue;
            }
            options = false;
            if (functions) {
                // export -f NAME, declare -fx NAME: the function goes to child shells (or not, -n).
                if (const auto function = m_state.functions().find(field);
                    function != m_state.functions().end() && (exporting || unexport))
                    function->exported = exporting && !unexport;
                continue;
            }
            local = scoped && !global;
            // Arrays are evaluated here; bash expands the other arguments before it assigns
            // any of them (export X=2 Y=$X gives Y the old X), as evaluateWords() did.
            if (declared != command.declarations.cend() && declared->compound) {
                if (local)
                    makeLocal(declared->name, false);
                prepare(declared->name, indexed, associative);
                m_shell.assignment(*declared, uncertain);
                m_shell.takeNotes();
                setExport(declared->name, exporting, unexport);
                if (integer) {
                    // declare -i: bash evaluates the value as arithmetic; a plain number is itself.
                    ShellValue& value = m_shell.variables()[declared->name].value;
                    bool number = false;
                    value.text().toLongLong(&number);
                    if (!number && value.isResolved())
                        value.setUnresolved(tr("an integer variable: bash evaluates its value as arithmetic"));
                }
                continue;
            }
            const auto [name, value] = splitAssignment(field);
            const QString target = name.isEmpty() ? field : name;
            if (!ShellScanner::isName(target)) {
                // bash: "export: `=': not a valid identifier" (export A = b): the others are
                // declared all the same, the command fails.
                m_toolSucceeded = false;
                continue;
            }
            if (const auto it = m_shell.variables().constFind(target);
                it != m_shell.variables().cend() && it->readonly) {
                // bash: "declare: NAME: readonly variable", the value kept (export still
                // exports it), the command fails.
                if (!name.isEmpty() || local)
                    m_toolSucceeded = false;
                if (!local)
                    setExport(target, exporting, unexport);
                continue;
            }
            if (local)
                makeLocal(target, name.isEmpty() && !indexed && !associative);
            prepare(target, indexed, associative);
            if (!m_shell.variables().contains(target))
                m_shell.variables()[target].set = false; // `export NAME`: declared, still unset
            ShellVariable& variable = m_shell.variables()[target];
            variable.integer = variable.integer || integer;
            if (letterCase)
                variable.letterCase = letterCase;
            if (nameref) {
                // declare -n REF=NAME: REF stands for NAME from here on (its value is the name).
                variable.nameref = ShellScanner::isName(value) && words.at(k).notes.isEmpty() && uncertain.isEmpty()
                                       ? value
                                       : QString();
                variable.value = ShellValue::string(value);
                variable.set = !name.isEmpty();
            } else if (!name.isEmpty() && !((indexed || associative) && words.at(k).notes.isEmpty() &&
                                            assignListText(target, value, uncertain))) {
                assignDeclared(target, value, words.at(k).notes, uncertain);
            }
            setExport(target, exporting, unexport);
            if (readonly && uncertain.isEmpty())
                m_shell.variables()[target].readonly = true;
        }
    }
}

// declare -a NAME="( ... )" (or a value that expands to one): bash reads the text as NAME=( ... ),
// its words expanded once more, so declare -a N="(${HOSTS//,/ })" is an array of the hosts. A
// plain NAME="( ... )" stays a string.
bool ScriptInterpreter::assignListText(const QString& name, const QString& value, const QString& uncertain)
{
    if (value.size() < 2 || !value.startsWith(u'(') || !value.endsWith(u')'))
        return false;
    const std::shared_ptr<const ShellScript> script = readText(name + u'=' + value);
    if (!script)
        return false;
    const ShellDiagnostic* syntaxError = nullptr;
    readableEnd(*script, &syntaxError);
    if (syntaxError || script->commands.size() != 1 || script->commands.constFirst().assignments.size() != 1 ||
        !script->commands.constFirst().words.isEmpty())
        return false;
    const ShellAssignment& list = script->commands.constFirst().assignments.constFirst();
    if (!list.compound || list.name != name)
        return false;
    m_shell.assignment(list, uncertain);
    m_shell.takeNotes();
    return true;
}

// NAME=VALUE of declare, local or typeset: a string, or element 0 of an array; arithmetic for
// an integer variable (declare -i N=VC_TASK_INDEX is the index).
void ScriptInterpreter::assignDeclared(const QString& name, const QString& value, const QStringList& notes,
                                       const QString& uncertain)
{
    // The arithmetic may assign variables (the table may grow): the variable is looked up after it.
    const bool arithmetic = m_shell.variables()[name].integer && uncertain.isEmpty() && notes.isEmpty();
    const ShellValue number = arithmetic ? m_shell.integerValue(value) : ShellValue::string(value);
    ShellVariable& variable = m_shell.variables()[name];
    const QString text = ShellEvaluator::inCase(number.isResolved() ? number.text() : value, variable.letterCase);
    if (variable.value.isArray())
        variable.value.setText(text);
    else
        variable.value = ShellValue::string(text);
    variable.set = true;
    if (!uncertain.isEmpty())
        variable.value.setUnresolved(uncertain);
    else if (!notes.isEmpty())
        variable.value.setUnresolved(notes.join(QStringLiteral("; ")));
    else if (!number.isResolved())
        variable.value.setUnresolved(number.reason());
}

// The function being called gets its own NAME: what NAME was before is kept for its return. A
// local without a value is unset there (bash 5 inherits nothing).
void ScriptInterpreter::makeLocal(const QString& name, bool unsetValue)
{
    if (m_localFrames.isEmpty())
        return;
    QHash<QString, std::optional<ShellVariable>>& frame = m_localFrames.last();
    if (!frame.contains(name)) {
        const auto it = m_shell.variables().constFind(name);
        frame.insert(name, it == m_shell.variables().constEnd() ? std::nullopt : std::optional<ShellVariable>(*it));
        ShellVariable fresh;
        fresh.set = !unsetValue;
        m_shell.variables()[name] = fresh;
    }
}

// declare -a / -A on a name: it becomes an (empty) array if it was not set.
void ScriptInterpreter::prepare(const QString& name, bool indexed, bool associative)
{
    if (!indexed && !associative)
        return;
    const bool existed = m_shell.variables().contains(name);
    ShellVariable& variable = m_shell.variables()[name];
    if (!existed) {
        variable.set = true;
        variable.value = associative ? ShellValue::associative() : ShellValue::indexed({});
    } else if (associative) {
        variable.value.becomeAssociative();
    } else {
        variable.value.becomeIndexed();
    }
}

void ScriptInterpreter::setExport(const QString& name, bool exporting, bool unexport)
{
    if (!m_shell.variables().contains(name)) {
        ShellVariable& variable = m_shell.variables()[name];
        variable.set = false;
    }
    ShellVariable& variable = m_shell.variables()[name];
    if (unexport)
        variable.exported = false;
    else if (exporting)
        variable.exported = true;
}

// Simple commands that change variables: read, printf -v, let, mapfile, shift.
void ScriptInterpreter::builtin(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                const QString& uncertain)
{
    if (words.isEmpty() || words.constFirst().fields.isEmpty())
        return;
    const QString program = words.constFirst().fields.constFirst();
    if (program == QLatin1String("shopt") && uncertain.isEmpty() && words.size() > 2) {
        // shopt -s/-u NAME...: lastpipe, expand_aliases and extglob change what the interpreter
        // follows.
        const QString mode = words.at(1).fields.value(0);
        if (mode != QLatin1String("-s") && mode != QLatin1String("-u"))
            return;
        for (int k = 2; k < words.size(); ++k) {
            if (words.at(k).fields.contains(QStringLiteral("lastpipe")))
                m_state.options().lastpipe = mode == QLatin1String("-s");
            if (words.at(k).fields.contains(QStringLiteral("expand_aliases")))
                m_state.options().expandAliases = mode == QLatin1String("-s");
            if (words.at(k).fields.contains(QStringLiteral("extglob")))
                m_state.options().extglob = mode == QLatin1String("-s");
        }
        return;
    }
    if (program == QLatin1String("alias") && uncertain.isEmpty()) {
        for (int k = 1; k < words.size(); ++k) {
            for (const QString& field : words.at(k).fields) {
                const qsizetype equals = field.indexOf(u'=');
                if (equals > 0 && words.at(k).notes.isEmpty())
                    m_state.aliases().insert(field.left(equals), field.mid(equals + 1));
            }
        }
        return;
    }
    if (program == QLatin1String("shift")) {
        int count = 1;
        if (words.size() > 1 && !words.at(1).fields.isEmpty())
            count = words.at(1).fields.constFirst().toInt();
        const ShellValue& positional = m_state.positional().values;
        if (uncertain.isEmpty() && positional.isResolved() && count > positional.count()) {
            // More than $# : bash's shift fails and leaves them as they were (set -e stops there).
            m_shell.assumeNoArguments();
            m_toolSucceeded = false;
            return;
        }
        if (!uncertain.isEmpty() || !m_shell.shiftPositional(count))
            m_shell.setPositionalUnknown(tr("shifted at %1").arg(where(command.range)));
        return;
    }
    if (program == QLatin1String("let") && uncertain.isEmpty() && words.size() > 1) {
        // let EXPR...: each argument is arithmetic, as in (( )); its status is 1 when the last
        // one is 0 (`let R=VC_TASK_INDEX` fails on node 0, and set -e stops there).
        bool known = true;
        QString why;
        std::optional<qint64> last;
        std::optional<QString> error;
        for (int k = 1; k < words.size() && known && !error; ++k) {
            known = words.at(k).notes.isEmpty();
            for (const QString& field : words.at(k).fields) {
                last = known && !error ? m_shell.runArithmetic(field, &why, &error) : std::nullopt;
                known = known && last.has_value();
            }
        }
        if (error) {
            // bash prints its error and let fails there (status 1), assigning nothing more.
            m_notes.append(tr("%1: let: %2").arg(where(command.range), *error));
            m_toolSucceeded = false;
            return;
        }
        if (known) {
            m_toolSucceeded = last && *last != 0;
            return;
        }
    }
    if ((program == QLatin1String("read") || program == QLatin1String("mapfile") ||
         program == QLatin1String("readarray")) &&
        uncertain.isEmpty()) {
        QString why;
        const std::optional<QString> input = standardInput(command, &why);
        const std::optional<QStringList> argv = knownFields(words);
        bool complete = true;
        if (input && argv &&
            ReadBuiltin::run(m_shell, *argv, *input, m_shell.ifsFor(command), &why, nullptr, &complete)) {
            m_shell.takeNotes();
            // read fails at the end of its input before the delimiter (read -d '' reads to the end,
            // so it always does): what set -e stops at. mapfile does not fail there.
            if (program == QLatin1String("read") && !complete)
                m_toolSucceeded = false;
            return;
        }
        m_shell.takeNotes();
    }
    if (program == QLatin1String("printf") && uncertain.isEmpty() && words.size() > 3 &&
        words.at(1).fields == QStringList{QStringLiteral("-v")} && words.at(2).fields.size() == 1 &&
        ShellScanner::isName(words.at(2).fields.constFirst()) &&
        std::all_of(words.cbegin(), words.cend(), [](const EvaluatedWord& word) { return word.notes.isEmpty(); })) {
        // printf -v NAME FORMAT ARGS: what printf would write, assigned (no newline added).
        QStringList args;
        for (int k = 3; k < words.size(); ++k)
            args += words.at(k).fields;
        QString why;
        if (const std::optional<QString> text = PrintfFormat::run(args, &why, m_shell.variableLookup())) {
            m_shell.assign(words.at(2).fields.constFirst(), *text);
            return;
        }
    }
    QStringList names;
    if (program == QLatin1String("read") || program == QLatin1String("mapfile") ||
        program == QLatin1String("readarray") || program == QLatin1String("let")) {
        for (int k = 1; k < words.size(); ++k) {
            for (const QString& field : words.at(k).fields) {
                const QString name = program == QLatin1String("let") ? splitAssignment(field).first : field;
                if (ShellScanner::isName(name))
                    names.append(name);
            }
        }
        if (program == QLatin1String("read") && names.isEmpty())
            names.append(QStringLiteral("REPLY"));
        if ((program == QLatin1String("mapfile") || program == QLatin1String("readarray")) && names.isEmpty())
            names.append(QStringLiteral("MAPFILE"));
    } else if (program == QLatin1String("printf") && words.size() > 2 &&
               words.at(1).fields == QStringList{QStringLiteral("-v")}) {
        names = words.at(2).fields;
    }
    for (const QString& name : names)
        m_shell.assign(name, QStringLiteral("$%1").arg(name), false,
                       tr("set by '%1' at %2 when the command runs").arg(program, where(command.range)));
}

// (( NAME = ... )), (( NAME++ )): evaluated as bash runs it when its values are known (its
// status is whether the value is not 0); otherwise the names it assigns are only known when it
// runs.
void ScriptInterpreter::arithmeticCommand(const ShellCommand& command, const Status& status)
{
    const QString& raw = command.words.value(0).raw;
    const bool persists = !command.inPipeline && !command.background && !command.subshell;
    if (status.kind == Status::Runs && persists && raw.startsWith(QLatin1String("((")) &&
        raw.endsWith(QLatin1String("))")) && raw.size() >= 4) {
        QString why;
        std::optional<QString> error;
        if (const std::optional<qint64> value =
                m_shell.runArithmetic(QStringView(raw).mid(2, raw.size() - 4), &why, &error)) {
            m_lastStatus = (*value != 0) != command.negated;
            return;
        }
        if (error) {
            // bash prints its error, assigns nothing and the command fails (status 1; `!` makes it 0).
            m_notes.append(tr("%1: ((: %2").arg(where(command.range), *error));
            m_lastStatus = command.negated;
            return;
        }
    }
    arithmeticAssignments(raw, command.range);
    m_lastStatus = std::nullopt;
}

// for (( INIT; CONDITION; STEP )) whose values are known: each iteration as bash runs it
// (break and continue included), up to kMaxIterations. false: not followed (nothing changed).
bool ScriptInterpreter::arithmeticLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result,
                                       bool& done)
{
    const ShellCommand& header = m_script->commands.at(b.header);
    const QString raw = header.words.value(1).raw;
    if (header.words.size() != 2 || !raw.startsWith(QLatin1String("((")) || !raw.endsWith(QLatin1String("))")))
        return false;
    QStringList parts{QString()};
    int depth = 0;
    for (const QChar c : QStringView(raw).mid(2, raw.size() - 4)) {
        depth += c == u'(' ? 1 : c == u')' ? -1 : 0;
        if (c == u';' && depth == 0)
            parts.append(QString());
        else
            parts.last() += c;
    }
    if (parts.size() != 3)
        return false;
    // What following the loop changes, to put back when it cannot be followed to its end.
    const LoopRollback rollback = loopRollback();
    const auto evaluate = [this](const QString& text, qint64 empty) -> std::optional<qint64> {
        QString why;
        return text.trimmed().isEmpty() ? std::optional<qint64>(empty) : m_shell.runArithmetic(text, &why);
    };
    bool followed = evaluate(parts.at(0), 0).has_value();
    int iterations = 0;
    ++m_loops;
    for (int iteration = 0; followed; ++iteration, iterations = iteration) {
        const std::optional<qint64> condition = evaluate(parts.at(1), 1);
        if (!condition || (*condition != 0 && iteration >= kMaxIterations)) {
            followed = false;
            break;
        }
        if (*condition == 0)
            break;
        if (bodyEndsLoop(b, 0, index, status, result, done))
            break;
        followed = evaluate(parts.at(2), 0).has_value();
    }
    loopEnded(done);
    if (done || followed)
        return true;
    const bool kept = abandonLoop(rollback, b, index, iterations);
    if (kept && !m_shell.budget().exhausted())
        arithmeticAssignments(raw, header.range);
    return kept;
}

ScriptInterpreter::LoopRollback ScriptInterpreter::loopRollback() const
{
    return {snapshot(), m_output, m_captureFailed, m_captureWhy, m_captureNotes};
}

// A loop that could not be followed to its end. true: what it changed is kept, as what the loop
// may change (the budget ran out: nothing would be known anyway; or a long body walked part of
// the way, not walked again, since loops nested in loops would walk their bodies once per
// level). false: everything is as before the loop, for the walk that does not follow it.
bool ScriptInterpreter::abandonLoop(const LoopRollback& rollback, const ShellBlock& b, int index, int iterations)
{
    m_continued = m_returned = false;
    if (m_shell.budget().exhausted()) {
        m_lastStatus = std::nullopt;
        return true;
    }
    if (iterations > 0 && blockEnd(index) - blockFirst(index) > kMaxRewalkedCommands) {
        forgetChanges(rollback.before, tr("inside the loop at %1").arg(where(b.range)));
        m_lastStatus = std::nullopt;
        return true;
    }
    restore(rollback.before);
    m_output = rollback.output;
    m_captureFailed = rollback.captureFailed;
    m_captureWhy = rollback.captureWhy;
    m_captureNotes = rollback.captureNotes;
    return false;
}

// A loop condition whose outcome only the shell's values and the job's names decide: name
// lookups (a name that does not resolve now never will: the headless service has a record for each
// pod of the job and no other), true, false and tests without files.
bool ScriptInterpreter::settledCondition(const ShellBlock& b) const
{
    const ShellCommand* condition = waitCondition(b);
    // In a subshell, perhaps in the background (a monitor), it holds up no one here.
    if (!condition || condition->subshell || condition->background)
        return false;
    static const QStringList lookups{QStringLiteral("getent"), QStringLiteral("host"), QStringLiteral("nslookup"),
                                     QStringLiteral("ping"),   QStringLiteral("true"), QStringLiteral("false"),
                                     QStringLiteral(":"),      QStringLiteral("["),    QStringLiteral("test")};
    const QString program = condition->words.constFirst().value;
    if (!lookups.contains(program))
        return false;
    static const QRegularExpression fileTest(QStringLiteral("^-[a-hkprsuwxOGLNS]$"));
    return std::none_of(condition->words.cbegin(), condition->words.cend(),
                        [](const ShellWord& word) { return fileTest.match(word.value).hasMatch(); });
}

void ScriptInterpreter::loopNeverEnds(const ShellBlock& b, const std::optional<SurelyFailed>& condition)
{
    m_exited = true;
    m_exitedAt = where(b.range);
    const QString why = condition
                            ? tr("the loop at %1 never ends: '%2' fails every time, because %3")
                                  .arg(where(b.range), condition->command.left(80), condition->why)
                            : tr("the loop at %1 never ends: its condition comes out the same every time, and its body "
                                 "changes nothing it reads")
                                  .arg(where(b.range));
    ShellStop stop{{}, why, b.range, -1};
    stop.hangs = true;
    m_stop = stop;
}

// The one simple command a while/until loop's condition is, as a wait reads it: none inside a
// substitution, in a pipeline, or with a substitution of its own (evaluated once, where the loop
// runs), but for the pod's own name, which never changes (`until nslookup $(hostname)`).
const ShellCommand* ScriptInterpreter::waitCondition(const ShellBlock& b) const
{
    static const QRegularExpression podName(
        QStringLiteral(R"(\$\(\s*(?:hostname(?:\s+-s)?|cat\s+/etc/hostname)\s*\)|`\s*hostname(?:\s+-s)?\s*`)"));
    if (m_capture || b.parts.isEmpty() || b.parts.at(0).role != ShellBlockPart::Role::Condition ||
        b.parts.at(0).endCommand - b.parts.at(0).firstCommand != 1)
        return nullptr;
    const ShellCommand& command = m_script->commands.at(b.parts.at(0).firstCommand);
    if (command.kind != ShellCommandKind::Simple || command.inPipeline || command.words.isEmpty())
        return nullptr;
    for (const ShellWord& word : command.words) {
        const QString rest = QString(word.raw).remove(podName);
        if (rest.contains(QLatin1String("$(")) || rest.contains(u'`'))
            return nullptr;
    }
    return &command;
}

// `until nc -z HOST PORT; do sleep 5; done`, `while ! nc -zv HOST PORT ...`: the node waits at the
// loop until something listens on HOST:PORT. Recorded (with the values this node passes) for the
// checks: a node that waits for the port its own launcher opens after the loop never gets there.
void ScriptInterpreter::recordPortWait(const ShellBlock& b, StaticExpansion& result)
{
    const ShellCommand* condition = waitCondition(b);
    if (!condition || condition->negated == (b.kind == ShellBlock::Kind::Until))
        return;
    const ShellCommand& command = *condition;
    static const QStringList programs{QStringLiteral("nc"), QStringLiteral("ncat"), QStringLiteral("netcat")};
    if (!programs.contains(command.words.constFirst().raw.section(u'/', -1)))
        return;
    QStringList argv;
    for (const EvaluatedWord& word : evaluateWords(command))
        argv += word.fields;
    m_shell.takeNotes();
    // nc's options: -z probes without sending; -w/-i/-p/-s/-q take a value.
    static const QStringList withValue{QStringLiteral("-w"), QStringLiteral("-i"), QStringLiteral("-p"),
                                       QStringLiteral("-s"), QStringLiteral("-q")};
    bool probe = false;
    QStringList operands;
    for (int i = 1; i < argv.size(); ++i) {
        const QString& arg = argv.at(i);
        if (arg.startsWith(u'-') && arg.size() > 1) {
            probe = probe || (!arg.startsWith(QLatin1String("--")) && arg.contains(u'z'));
            if (withValue.contains(arg))
                ++i;
            continue;
        }
        operands.append(arg);
    }
    if (!probe || operands.size() != 2)
        return;
    // In a sourced text, at the snippet's command that sources it; a child shell's waits are
    // placed by the command that runs it.
    result.portWaits.append({operands.at(0), operands.at(1), m_sourcedFrom.value_or(b.range)});
}

// `while [ ! -f /tmp/master_ip ]; do sleep 5; done` (or until [ -f ... ]) before the launcher, on
// a path of the pod's own (/tmp, /dev/shm, /var/tmp) this node has not written: only a process of
// this pod can end the wait (PlatformSimulation says whether another node writes that path).
void ScriptInterpreter::recordFileWait(const ShellBlock& b, StaticExpansion& result)
{
    const ShellCommand* condition = waitCondition(b);
    if (!condition)
        return;
    const ShellCommand& command = *condition;
    const ShellEvaluator::Pending before = m_shell.pending();
    m_shell.takeNotes();
    QStringList argv;
    for (const EvaluatedWord& word : evaluateWords(command))
        argv += word.fields;
    const bool unknown = m_shell.hasNotes();
    m_shell.setPending(before); // the loop's own evaluation notes what it needs
    if (unknown || argv.isEmpty())
        return;
    const QString program = argv.takeFirst();
    if (program == QLatin1String("[") || program == QLatin1String("[[")) {
        if (argv.isEmpty() ||
            argv.takeLast() != (program == QLatin1String("[") ? QStringLiteral("]") : QStringLiteral("]]")))
            return;
    } else if (program != QLatin1String("test")) {
        return;
    }
    int negations = command.negated ? 1 : 0;
    if (!argv.isEmpty() && argv.constFirst() == QLatin1String("!")) {
        argv.removeFirst();
        ++negations;
    }
    static const QStringList tests{QStringLiteral("-f"), QStringLiteral("-e"), QStringLiteral("-s")};
    if (argv.size() != 2 || !tests.contains(argv.at(0)))
        return;
    const bool waitsForIt = b.kind == ShellBlock::Kind::While ? negations % 2 == 1 : negations % 2 == 0;
    const QString& path = argv.at(1);
    const bool own = inPodOwnFolder(path);
    if (!waitsForIt || !own || m_state.files().written(path) || result.fileWaits.size() >= kMaxFileWaits)
        return;
    result.fileWaits.append({path, m_sourcedFrom.value_or(b.range)});
}

namespace {

bool sameVariable(const ShellVariable& a, const ShellVariable& b)
{
    const ShellValue& x = a.value;
    const ShellValue& y = b.value;
    return a.set == b.set && a.exported == b.exported && x.kind() == y.kind() && x.isResolved() == y.isResolved() &&
           x.reason() == y.reason() && x.text() == y.text() && x.keys() == y.keys() && x.elements() == y.elements();
}

// The names set, changed or unset between `before` and `now`.
QStringList changedVariables(const ShellState::Variables& before, const ShellState::Variables& now)
{
    QStringList changed;
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        const auto was = before.constFind(it.key());
        if (was == before.cend() || !sameVariable(*was, *it))
            changed.append(it.key());
    }
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!now.contains(it.key()))
            changed.append(it.key());
    }
    return changed;
}

} // namespace

// while/until CONDITION; do BODY; done where bash decides the condition from known values each
// time (`while [ $# -gt 0 ]; do case $1 in ...; esac; shift; done`): each iteration as bash runs
// it, up to kMaxIterations. false: not followed (nothing changed).
bool ScriptInterpreter::conditionLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result,
                                      bool& done)
{
    if (b.parts.size() != 2 || b.parts.at(0).role != ShellBlockPart::Role::Condition)
        return false;
    const bool until = b.kind == ShellBlock::Kind::Until;
    const ShellBlockPart& condition = b.parts.at(0);
    const LoopRollback rollback = loopRollback();
    bool followed = true;
    int iterations = 0;
    const bool settled = settledCondition(b);
    std::optional<std::pair<ShellState::Variables, QHash<QString, QString>>> previous;
    ++m_loops;
    for (int iteration = 0;; ++iteration, iterations = iteration) {
        m_lastStatus = true;
        m_surelyFailed.reset();
        m_conditionDepth += 1;
        const bool launched = walk(condition.firstCommand, condition.endCommand, index, status, result);
        m_conditionDepth -= 1;
        const std::optional<SurelyFailed> surelyFailed = std::exchange(m_surelyFailed, std::nullopt);
        if (launched || m_exited || m_discarding) {
            // The launcher in the condition (`until torchrun ...; do sleep 5; done`) runs at least once.
            --m_loops;
            done = launched;
            return true;
        }
        if (!m_lastStatus || (*m_lastStatus != until && iteration >= kMaxIterations)) {
            followed = false;
            break;
        }
        if (*m_lastStatus == until)
            break;
        if (bodyEndsLoop(b, 1, index, status, result, done))
            break;
        // A condition only the names and values decide, and a body that changed nothing since
        // the last time: every later round is the same, and bash never leaves the loop.
        if (settled && status.kind == Status::Runs && !m_exited) {
            auto now = std::make_pair(m_state.variables(), m_state.files().known());
            if (previous && changedVariables(previous->first, now.first).isEmpty() && previous->second == now.second) {
                loopNeverEnds(b, surelyFailed);
                --m_loops;
                return true;
            }
            previous = std::move(now);
        }
    }
    loopEnded(done);
    if (done || followed)
        return true;
    return abandonLoop(rollback, b, index, iterations);
}

namespace {

QString shown(const ShellVariable* variable)
{
    if (!variable || !variable->set)
        return ScriptInterpreter::tr("unset");
    if (!variable->value.isResolved())
        return ScriptInterpreter::tr("a value only the node knows");
    if (variable->value.isArray())
        return QStringLiteral("(%1)").arg(variable->value.elements().join(u' '));
    return QStringLiteral("'%1'").arg(variable->value.text());
}

} // namespace

// Every variable that differs from `before` (set, changed or unset since) becomes a value only
// known at run time, and so does every file written differently.
void ScriptInterpreter::forgetChanges(const Snapshot& before, const QString& why)
{
    QHash<QString, ShellVariable>& variables = m_shell.variables();
    const QHash<QString, ShellVariable>& old = before.state->variables();
    const QStringList changed = changedVariables(old, variables);
    for (const QString& name : changed) {
        const bool exported = (variables.contains(name) && variables.value(name).exported) ||
                              (old.contains(name) && old.value(name).exported);
        ShellVariable forgotten;
        forgotten.exported = exported;
        forgotten.value = ShellValue::unresolved(QStringLiteral("$%1").arg(name), why);
        variables[name] = forgotten;
    }
    m_state.files().merge(before.state->files());
}

void ScriptInterpreter::arithmeticAssignments(const QString& text, const SourceRange& range)
{
    for (int i = 0; i < text.size();) {
        const int end = ShellScanner::nameEnd(text, i);
        if (end == i) {
            ++i;
            continue;
        }
        int k = end;
        while (k < text.size() && text[k] == u' ')
            ++k;
        const QStringView after = QStringView(text).mid(k);
        const bool assigned =
            (after.startsWith(u'=') && !after.startsWith(u"==")) || after.startsWith(u"++") ||
            after.startsWith(u"--") || after.startsWith(u"+=") || after.startsWith(u"-=") || after.startsWith(u"*=") ||
            after.startsWith(u"/=") ||
            (i >= 2 && (text.mid(i - 2, 2) == QLatin1String("++") || text.mid(i - 2, 2) == QLatin1String("--")));
        if (assigned)
            m_shell.assign(text.mid(i, end - i), text.mid(i, end - i), false,
                           tr("assigned by the arithmetic at %1").arg(where(range)));
        i = end;
    }
}

void ScriptInterpreter::markAssignedUnknown(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                            const QString& reason)
{
    for (const ShellAssignment& assignment : command.assignments) {
        if (command.words.isEmpty())
            m_shell.assign(assignment.name, assignment.value.value, false, reason);
    }
    if (command.kind == ShellCommandKind::Export || command.kind == ShellCommandKind::Declaration) {
        for (int k = 1; k < words.size(); ++k) {
            for (const QString& field : words.at(k).fields) {
                const auto [name, value] = splitAssignment(field);
                if (!name.isEmpty()) {
                    m_shell.assign(name, value, false, reason);
                    if (command.kind == ShellCommandKind::Export)
                        m_shell.variables()[name].exported = true;
                }
            }
        }
    }
}

// for NAME in ...: the loop variable's value depends on the iteration.
void ScriptInterpreter::compound(const ShellCommand& command)
{
    if (command.words.size() >= 2 &&
        (command.words.constFirst().raw == QLatin1String("for") ||
         command.words.constFirst().raw == QLatin1String("select")) &&
        ShellScanner::isName(command.words.at(1).value))
        m_shell.assign(command.words.at(1).value, QStringLiteral("$%1").arg(command.words.at(1).value), false,
                       tr("loop variable of the loop at %1").arg(where(command.range)));
    // for (( i = 0; ... )): the names it assigns change with each iteration.
    if (command.words.size() >= 2 && command.words.constFirst().raw == QLatin1String("for") &&
        command.words.at(1).raw.startsWith(QLatin1String("((")))
        arithmeticAssignments(command.words.at(1).raw, command.range);
}

// Every $( ) body runs here, in a nested interpreter on the substitution's shell; nesting is
// bounded by the evaluator's depth, function calls by kMaxCallDepth.
SubstitutionRunner::Substitution ScriptInterpreter::substitute(ShellState subshell, const ShellEvaluator& parent,
                                                               const ShellScript& body)
{
    ScriptInterpreter nested(std::move(subshell), parent, 1, m_callDepth);
    Substitution done;
    done.output = nested.capture(body, &done.why);
    done.notes = nested.m_captureNotes;
    // Its status: the last command's, or a failure where its shell stopped; under pipefail a
    // last pipeline whose writer dies of SIGPIPE fails whatever its output, which only the node
    // knows (the walk ended there).
    const bool brokenLast = nested.m_brokenPipelineEnd >= 0 && nested.m_brokenPipelineEnd + 1 == body.commands.size();
    done.status = nested.m_stop     ? std::optional<bool>(nested.m_stop->status == 0)
                  : brokenLast      ? std::optional<bool>(false)
                  : nested.m_exited ? std::nullopt
                                    : nested.m_lastStatus;
    return done;
}

std::optional<QString> ScriptInterpreter::capture(const ShellScript& script, QString* why)
{
    m_script = &script;
    StaticExpansion result;
    walk(0, int(script.commands.size()), -1, {}, result);
    return captured(result, why);
}

std::optional<QString> ScriptInterpreter::call(const ShellFunction& function, const QStringList& argv, QString* why)
{
    m_script = function.script;
    StaticExpansion result;
    callFunction(function, argv, {}, result);
    return captured(result, why);
}

std::optional<QString> ScriptInterpreter::captured(const StaticExpansion& result, QString* why)
{
    if (result.launcherFound || m_captureFailed) {
        *why = m_captureFailed ? m_captureWhy : tr("a launcher inside a command substitution is not evaluated");
        if (m_captureFailed && m_captureWhy.isEmpty() && m_captureNotes.isEmpty())
            *why = tr("the command substitution is not known statically");
        return std::optional<QString>();
    }
    return m_output;
}

void ScriptInterpreter::lookInsideUncalled(StaticExpansion& result)
{
    const ShellScript* script = m_script;
    for (const ShellFunction& function : std::as_const(m_defined)) {
        m_script = function.script;
        const ShellBlock& b = m_script->blocks.at(function.block);
        const Status status{Status::Maybe,
                            tr("inside the function defined at %1: it runs only when called").arg(where(b.range))};
        for (const ShellBlockPart& part : b.parts) {
            if (walk(part.firstCommand, part.endCommand, function.block, status, result))
                break;
        }
        if (result.launcherFound) {
            if (b.header >= 0)
                result.uncalledFunction = outermostCaller(functionName(m_script->commands.at(b.header)));
            break;
        }
    }
    m_script = script;
}

// Of the functions defined and never called, the one that calls `name` (or calls one that does):
// main() { setup; run_training; } never called holds the launcher through run_training.
QString ScriptInterpreter::outermostCaller(QString name) const
{
    for (qsizetype step = 0; step < m_defined.size(); ++step) {
        QString caller;
        for (const ShellFunction& function : std::as_const(m_defined)) {
            const ShellBlock& b = function.script->blocks.at(function.block);
            const QString own = b.header >= 0 ? functionName(function.script->commands.at(b.header)) : QString();
            if (own.isEmpty() || own == name)
                continue;
            for (const ShellBlockPart& part : b.parts) {
                for (int c = part.firstCommand; c < part.endCommand && caller.isEmpty(); ++c) {
                    const QList<ShellWord>& words = function.script->commands.at(c).words;
                    if (!words.isEmpty() && words.constFirst().value == name)
                        caller = own;
                }
            }
        }
        if (caller.isEmpty())
            break;
        name = caller;
    }
    return name;
}

// Runs the function's body with $1... set to its arguments; true when the launcher was found.
bool ScriptInterpreter::callFunction(const ShellFunction& function, const QStringList& argv, const Status& status,
                                     StaticExpansion& result)
{
    const ShellScript* script = m_script;
    m_script = function.script;
    ++m_callDepth;
    m_shell.pushPositional(argv.mid(1));
    m_localFrames.append(QHash<QString, std::optional<ShellVariable>>());
    const std::optional<ShellVariable> source = enterSourceScope();
    bool found = false;
    const ShellBlock& b = m_script->blocks.at(function.block);
    for (const ShellBlockPart& part : b.parts) {
        if (walk(part.firstCommand, part.endCommand, function.block, status, result) || m_returned) {
            found = result.launcherFound;
            break;
        }
    }
    m_returned = false;
    leaveSourceScope(source);
    // The function's locals end with it: each name is what it was before the call.
    restoreVariables(m_localFrames.takeLast());
    m_shell.popPositional();
    --m_callDepth;
    m_script = script;
    return found;
}

// `tr -dc a-z0-9 </dev/urandom | head -c 6`, `yes | head -n 3`: the command writes without end
// into a pipeline that head ends early, so it dies of SIGPIPE (status 141), which pipefail makes
// the pipeline's status.
bool ScriptInterpreter::diesOfBrokenPipe(const ShellCommand& command, int index, const QStringList& argv) const
{
    if (!pipedOut(command) || argv.isEmpty() || LauncherLocator::baseName(argv.constFirst()) == QLatin1String("head"))
        return false;
    static const QStringList endless{QStringLiteral("/dev/urandom"), QStringLiteral("/dev/zero"),
                                     QStringLiteral("/dev/random")};
    bool writesForever = LauncherLocator::baseName(argv.constFirst()) == QLatin1String("yes");
    for (const ShellRedirection& redirection : command.redirections)
        writesForever = writesForever || (redirection.op == u'<' && endless.contains(redirection.target.value));
    static const QStringList readers{QStringLiteral("cat"), QStringLiteral("od"), QStringLiteral("xxd"),
                                     QStringLiteral("base64"), QStringLiteral("hexdump")};
    if (readers.contains(LauncherLocator::baseName(argv.constFirst())))
        writesForever = writesForever || std::any_of(argv.cbegin() + 1, argv.cend(),
                                                     [](const QString& arg) { return endless.contains(arg); });
    if (!writesForever)
        return false;
    const QList<ShellCommand>& commands = m_script->commands;
    for (int next = index + 1; next < commands.size() && pipedOut(commands.at(next - 1)); ++next) {
        const QList<ShellWord>& words = commands.at(next).words;
        if (!words.isEmpty() && LauncherLocator::baseName(words.constFirst().value) == QLatin1String("head"))
            return true;
    }
    return false;
}

// The index of the last command of the pipeline command `index` is in.
int ScriptInterpreter::pipelineEnd(int index) const
{
    const QList<ShellCommand>& commands = m_script->commands;
    while (index + 1 < commands.size() && pipedOut(commands.at(index)))
        ++index;
    return index;
}

// Each name as it was saved (nullopt: it was unset).
void ScriptInterpreter::restoreVariables(const QHash<QString, std::optional<ShellVariable>>& saved)
{
    for (auto it = saved.cbegin(); it != saved.cend(); ++it) {
        if (it.value())
            m_shell.variables()[it.key()] = *it.value();
        else
            m_shell.variables().remove(it.key());
    }
}

bool ScriptInterpreter::pipedIn(const ShellCommand& command)
{
    return command.precededBy == ShellOperator::Pipe || command.precededBy == ShellOperator::PipeStderr;
}

bool ScriptInterpreter::pipedOut(const ShellCommand& command)
{
    return command.followedBy == ShellOperator::Pipe || command.followedBy == ShellOperator::PipeStderr;
}

// The standard input of a command when static evaluation knows it: the pipe, then its input
// redirections in order (a here-string, a here-document, expanded unless its delimiter is
// quoted, a file of the node or of the snippet, a process substitution <(...)).
std::optional<QString> ScriptInterpreter::standardInput(const ShellCommand& command, QString* why)
{
    if (!pipedIn(command) && !redirectsInput(command.redirections)) {
        if (const std::optional<std::optional<QString>> enclosing = blockInput(command, why))
            return *enclosing;
    }
    std::optional<QString> input = pipedIn(command) ? m_pipeIn : QString();
    if (!input && why)
        *why = m_pipeInWhy;
    for (const ShellRedirection& redirection : command.redirections) {
        const QString& op = redirection.op;
        if (op == QLatin1String("<<<")) {
            // A value only the node knows is no input here: its text as written is not bash's.
            m_shell.takeNotes();
            const QString value = m_shell.assignmentValue(redirection.target);
            if (m_shell.hasNotes()) {
                const QStringList notes = m_shell.takeNotes();
                if (why)
                    *why = notes.join(QStringLiteral("; "));
                return std::nullopt;
            }
            input = value + u'\n';
        } else if (op == QLatin1String("<<") || op == QLatin1String("<<-")) {
            input = redirection.hereDocumentQuoted ? redirection.hereDocument
                                                   : m_shell.hereDocument(redirection.hereDocument);
        } else if (op == QLatin1String("<") && (redirection.fd < 0 || redirection.fd == 0)) {
            const QString& raw = redirection.target.raw;
            if (raw.startsWith(QLatin1String("<(")) && raw.endsWith(u')')) {
                input = processSubstitution(raw.mid(2, raw.size() - 3), why);
                continue;
            }
            const QString path = m_shell.assignmentValue(redirection.target);
            const QString* content = m_shell.file(path);
            if (!content) {
                if (why)
                    *why = tr("input from '%1', a file only known on the node").arg(path);
                return std::nullopt;
            }
            input = *content;
        } else if (op == QLatin1String("<&") && (redirection.fd < 0 || redirection.fd == 0)) {
            // <&N: standard input from a descriptor the script opened (exec {FD}< file, exec 3<
            // file), not followed; <&0 is standard input itself.
            const QString descriptor = m_shell.assignmentValue(redirection.target);
            if (descriptor == QLatin1String("0"))
                continue;
            if (why)
                *why = tr("input from file descriptor %1, which the interpreter does not follow").arg(descriptor);
            return std::nullopt;
        } else if (op.startsWith(u'<') && op != QLatin1String("<&")) {
            if (why)
                *why = tr("redirection '%1' is not evaluated").arg(op);
            return std::nullopt;
        }
    }
    return input;
}

// The input of a compound command around `command` (`{ IFS=, read -r M _; } <<< "$HOSTS"`,
// `( read -r A B; ... ) < file`): the first command of a group or subshell reads it from its
// start; for the others the input is not known (what the commands before them left is not
// followed). nullopt where no block around the command redirects its input.
std::optional<std::optional<QString>> ScriptInterpreter::blockInput(const ShellCommand& command, QString* why)
{
    if (!m_script)
        return std::nullopt;
    const qsizetype index = &command - m_script->commands.constData();
    if (index < 0 || index >= m_script->commands.size())
        return std::nullopt;
    for (int b = command.block; b >= 0 && b < m_script->blocks.size(); b = m_script->blocks.at(b).parent) {
        const ShellBlock& block = m_script->blocks.at(b);
        if (!redirectsInput(block.redirections))
            continue;
        const bool first = (block.kind == ShellBlock::Kind::Group || block.kind == ShellBlock::Kind::Subshell) &&
                           !block.parts.isEmpty() && block.parts.constFirst().firstCommand == index;
        // Any other command reads what the commands before it left of that input (a loop's
        // condition, each time round): not followed, so not known, and not the empty input of a
        // command with no redirection either.
        if (!first) {
            if (why)
                *why = tr("input of the compound command at %1, part of it read before").arg(where(block.range));
            return std::optional<std::optional<QString>>(std::optional<QString>());
        }
        ShellCommand source;
        source.redirections = block.redirections;
        return standardInput(source, why);
    }
    return std::nullopt;
}

// < <(cmd): what cmd writes, all of it (trailing newlines included), from a subshell.
std::optional<QString> ScriptInterpreter::processSubstitution(const QString& body, QString* why)
{
    if (!m_shell.budget().spend(8 * body.size())) {
        if (why)
            *why = EvaluationBudget::reason();
        return std::nullopt;
    }
    const ShellScript script = ShellReader().read(body);
    if (!script.diagnostics.isEmpty() && !script.diagnostics.constFirst().warning) {
        if (why)
            *why = script.diagnostics.constFirst().message;
        return std::nullopt;
    }
    ScriptInterpreter nested(m_state.subshell(), m_shell, 0, m_callDepth);
    QString failure;
    std::optional<QString> output = nested.capture(script, &failure);
    if (!output && why)
        *why = !failure.isEmpty() ? failure : nested.m_captureNotes.join(QStringLiteral("; "));
    return output;
}

// Where the standard output goes after the command's redirections (stderr is never part of it:
// the simulated tools write none).
ScriptInterpreter::Output ScriptInterpreter::standardOutput(const ShellCommand& command)
{
    // Inside a compound command whose output goes to a file (`for ...; done > hostfile`): the
    // file the block opened, written on by each command in turn.
    Output out = m_blockOutputs.isEmpty() ? Output() : m_blockOutputs.constLast();
    for (const ShellRedirection& redirection : command.redirections) {
        const QString& op = redirection.op;
        if (op.startsWith(u'<'))
            continue;
        const bool both = op.startsWith(u'&'); // &> and &>>: stdout and stderr
        const int fd = redirection.fd < 0 ? 1 : redirection.fd;
        if (!both && fd != 1)
            continue;
        const QString& raw = redirection.target.raw;
        if (op == QLatin1String(">&") && (raw == QLatin1String("1") || raw == QLatin1String("-"))) {
            continue;
        }
        if (op == QLatin1String(">&") && raw == QLatin1String("2")) {
            out = {Output::Discarded, {}, false, {}};
            continue;
        }
        m_shell.takeNotes();
        const QString target = m_shell.assignmentValue(redirection.target);
        if (m_shell.hasNotes() || (op == QLatin1String(">&") && !raw.isEmpty() && raw.front().isDigit())) {
            m_shell.takeNotes();
            out = {Output::Unknown, {}, false, tr("redirection '%1%2' is not evaluated").arg(op, raw)};
            continue;
        }
        if (target == QLatin1String("/dev/null"))
            out = {Output::Discarded, {}, false, {}};
        else
            out = {Output::File, target, op.endsWith(QLatin1String(">>")), {}};
    }
    return out;
}

std::optional<QString> ScriptInterpreter::output(const ShellCommand& command, const QStringList& argv, QString* why)
{
    std::optional<QString> input = standardInput(command, why);
    if (!input)
        return std::nullopt;
    if (argv.isEmpty())
        return command.words.isEmpty() ? input : QString(); // $(< file)
    qint64 work = input->size() + 1;
    for (const QString& argument : argv)
        work += argument.size();
    if (!m_shell.budget().spend(work * 4)) {
        *why = EvaluationBudget::reason();
        return std::nullopt;
    }
    if (const auto function = m_state.functions().constFind(argv.constFirst());
        function != m_state.functions().constEnd()) {
        // In a pipeline or with its output redirected: a subshell whose output is captured.
        if (m_callDepth >= kMaxCallDepth) {
            *why = tr("functions call each other too deeply to evaluate");
            return std::nullopt;
        }
        const ShellFunction called = *function;
        ScriptInterpreter nested(m_state.subshell(), m_shell, 0, m_callDepth);
        std::optional<QString> out = nested.call(called, argv, why);
        if (!out && why->isEmpty())
            *why = nested.m_captureNotes.join(QStringLiteral("; "));
        return out;
    }
    SimulatedNode node = m_shell.node();
    withPrefixAssignments(command, node);
    int exitStatus = -1;
    std::optional<QString> text = CommandSimulator::run(argv, *input, why, &node, &exitStatus);
    if (text && exitStatus >= 0)
        m_toolSucceeded = exitStatus == 0;
    return text;
}

// `NODES=5 python3 -c ...`: the prefix assignments are in that command's environment, exported
// whatever the shell's own variables are (a value not known statically is not known there).
void ScriptInterpreter::withPrefixAssignments(const ShellCommand& command, SimulatedNode& node)
{
    QHash<QString, std::optional<QString>> prefixed;
    // The notes of the command's own words stay for the caller: these values are read apart.
    const ShellEvaluator::Pending before = m_shell.pending();
    for (const ShellAssignment& assignment : command.assignments) {
        if (assignment.compound)
            continue;
        m_shell.takeNotes();
        const QString value = m_shell.assignmentValue(assignment.value);
        prefixed.insert(assignment.name, m_shell.hasNotes() ? std::nullopt : std::optional<QString>(value));
    }
    m_shell.setPending(before);
    if (prefixed.isEmpty())
        return;
    node.variable = [prefixed, shell = node.variable](const QString& name) -> std::optional<QString> {
        if (const auto it = prefixed.constFind(name); it != prefixed.cend())
            return *it;
        return shell ? shell(name) : std::nullopt;
    };
    node.unexported = [prefixed, shell = node.unexported](const QString& name) {
        return !prefixed.contains(name) && shell && shell(name);
    };
}

// A tool whose exit status the simulation knows (grep), writing to the terminal: its status is
// what `if` and `set -e` act on. Its input must be known: a pipe, a redirection, a file of the
// node as its last operand (what Volcano mounts, what the snippet wrote); never the start
// command's own standard input.
bool ScriptInterpreter::statusMatters(const ShellCommand& command, const QString& program,
                                      const QStringList& argv) const
{
    if (!CommandSimulator::knowsExitStatus(program))
        return false;
    if (pipedIn(command) || (argv.size() >= 3 && m_shell.file(argv.constLast())))
        return true;
    return std::any_of(command.redirections.cbegin(), command.redirections.cend(),
                       [](const ShellRedirection& redirection) { return redirection.op.startsWith(u'<'); });
}

// Runs the tool for its exit status alone; what it writes goes to the terminal.
void ScriptInterpreter::runForStatus(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                     const QStringList& argv)
{
    for (const EvaluatedWord& word : words) {
        if (!word.notes.isEmpty())
            return;
    }
    QString why;
    output(command, argv, &why);
}

void ScriptInterpreter::deliver(const ShellCommand& command, const Output& target, std::optional<QString> text,
                                QString why)
{
    const bool toPipe = pipedOut(command);
    if (text && RuntimeValue::contains(*text, RuntimeValue::Kind::GpuList) &&
        !(toPipe && target.kind == Output::Standard)) {
        // nvidia-smi's lines are the node's: only a count of them down a pipe is known.
        text = std::nullopt;
        why = tr("the list of the node's GPUs is only known on the node");
    }
    if (target.kind == Output::Discarded || target.kind == Output::File) {
        if (target.kind == Output::File)
            m_shell.writeFile(target.path, text, target.append);
        if (toPipe)
            m_pipe = QString();
        return;
    }
    if (target.kind == Output::Unknown) {
        text = std::nullopt;
        why = target.why;
    }
    if (toPipe) {
        m_pipe = text;
        m_pipeWhy = why;
        return;
    }
    if (!m_capture)
        return; // the terminal
    if (!text) {
        failCapture(why);
        return;
    }
    if (!m_shell.budget().fits(m_output.size() + text->size()) || !m_shell.budget().charge(text->size())) {
        failCapture(EvaluationBudget::reason());
        return;
    }
    m_output += *text;
}

// What a command that is not a builtin writes, sent where it goes: inside $( ) the captured
// output, at the top a pipe or a file the snippet reads later.
void ScriptInterpreter::captureOutput(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                      const QStringList& argv, const Status& status)
{
    if (m_captureFailed)
        return;
    const Output target = standardOutput(command);
    if (status.kind == Status::Maybe || command.background) {
        const QString why = command.background
                                ? tr("a command run in the background is not evaluated")
                                : tr("the output depends on a command that may not run: %1").arg(status.reason);
        if (m_capture && target.kind == Output::Standard && !pipedOut(command))
            failCapture(why);
        else
            deliver(command, target, std::nullopt, why);
        return;
    }
    QStringList notes;
    for (const EvaluatedWord& word : words)
        notes += word.notes;
    if (!notes.isEmpty()) {
        if (m_capture && target.kind == Output::Standard && !pipedOut(command))
            failCapture(QString(), notes);
        else
            deliver(command, target, std::nullopt, notes.constFirst());
        return;
    }
    QString why;
    const std::optional<QString> text = output(command, argv, &why);
    deliver(command, target, text, why);
}

void ScriptInterpreter::failCapture(const QString& why, const QStringList& notes)
{
    if (m_captureFailed)
        return;
    m_captureFailed = true;
    m_captureWhy = why;
    m_captureNotes = notes;
    m_exited = true; // ends the walk
}

// The state a path through an if starts from and ends in.
ScriptInterpreter::Snapshot ScriptInterpreter::snapshot() const
{
    return {std::make_shared<const ShellState>(m_state.alternative()),
            m_shell.pending(),
            m_lastStatus,
            m_exited,
            m_exitedAt,
            m_stop,
            m_caveats,
            m_notes,
            m_dependsOn};
}

void ScriptInterpreter::restore(const Snapshot& state)
{
    // The functions stay as every path followed defined them: a call after the if finds a
    // function that any of its paths defined.
    ShellState::Functions functions = std::move(m_state.functions());
    m_state = state.state->alternative();
    m_state.functions() = std::move(functions);
    m_shell.setPending(state.pending);
    m_lastStatus = state.lastStatus;
    m_exited = state.exited;
    m_exitedAt = state.exitedAt;
    m_stop = state.stop;
    m_caveats = state.caveats;
    m_notes = state.notes;
    m_dependsOn = state.dependsOn;
}

// From the if's condition at part `first`, which only the node can decide: every branch is
// followed on its own copy of the shell (the conditions after it too, each as far as it is
// known), and the shells at the end merged: a variable with the same value on every path keeps
// it, another one is "one of" its values (Merged). Launcher: a branch reaches the launcher,
// and `result` is what it receives on that path (followed once, never again as "maybe", so
// that nested ifs cost one walk). NotFollowed (state as before): a break inside a branch, too
// many paths; the caller goes on as before.
ScriptInterpreter::Paths ScriptInterpreter::alternatives(const ShellBlock& b, int index, qsizetype first,
                                                         StaticExpansion& result)
{
    if (m_capture || m_shell.budget().exhausted())
        return Paths::NotFollowed;
    const Snapshot base = snapshot();
    Snapshot chain = base;
    QList<Snapshot> ends;
    QStringList exits;
    QList<std::optional<ShellStop>> stops;
    int paths = 0;
    std::optional<bool> condition = std::nullopt;
    bool launcherReached = false;
    const auto follow = [&](const ShellBlockPart& part) {
        restore(chain);
        StaticExpansion scratch;
        const bool found = walk(part.firstCommand, part.endCommand, index, {}, scratch);
        if (scratch.launcherFound) {
            result = scratch;
            launcherReached = true;
            return false;
        }
        if (found || m_broken || m_continued || m_returned || ++paths > kMaxPaths)
            return false;
        if (m_exited) {
            exits.append(m_exitedAt);
            stops.append(m_stop);
        } else
            ends.append(snapshot());
        return true;
    };
    bool followed = true;
    for (qsizetype q = first;;) {
        if (condition != false && q + 1 < b.parts.size() && !(followed = follow(b.parts.at(q + 1))))
            break;
        if (condition == true)
            break;
        q += 2;
        if (q >= b.parts.size()) {
            ends.append(chain); // no branch taken
            break;
        }
        const ShellBlockPart& part = b.parts.at(q);
        if (part.role == ShellBlockPart::Role::Else) {
            followed = follow(part);
            break;
        }
        restore(chain);
        m_lastStatus = true;
        ++m_conditionDepth;
        StaticExpansion scratch;
        const bool found = walk(part.firstCommand, part.endCommand, index, {}, scratch);
        --m_conditionDepth;
        if (scratch.launcherFound) {
            result = scratch; // the launcher in a condition of the chain
            return Paths::Launcher;
        }
        if (found || m_exited) {
            followed = false;
            break;
        }
        condition = m_lastStatus;
        chain = snapshot();
    }
    if (launcherReached)
        return Paths::Launcher;
    if (!followed || m_shell.budget().exhausted()) {
        m_broken = m_continued = m_returned = false;
        restore(base);
        return Paths::NotFollowed;
    }
    const QString why = tr("the if at %1 decides on a condition only the node knows").arg(where(b.range));
    if (ends.isEmpty()) {
        restore(base);
        m_exited = true;
        m_exitedAt = exits.constFirst();
        m_stop = stops.constFirst(); // every path stops: the launcher is not reached
        return Paths::Merged;
    }
    restore(ends.constFirst());
    for (const QString& at : std::as_const(exits))
        m_caveats.append(tr("%1: the snippet may exit here before the launcher: %2").arg(at, why));
    for (qsizetype k = 1; k < ends.size(); ++k) {
        m_caveats += ends.at(k).caveats;
        m_notes += ends.at(k).notes;
        m_dependsOn += ends.at(k).dependsOn;
    }
    m_caveats.removeDuplicates();
    m_notes.removeDuplicates();
    mergeVariables(ends, why);
    m_lastStatus = std::nullopt;
    return Paths::Merged;
}

void ScriptInterpreter::mergeVariables(const QList<Snapshot>& ends, const QString& why)
{
    QSet<QString> names;
    for (const Snapshot& end : ends) {
        for (auto it = end.state->variables().cbegin(); it != end.state->variables().cend(); ++it)
            names.insert(it.key());
    }
    QHash<QString, ShellVariable>& variables = m_shell.variables();
    for (const QString& name : std::as_const(names)) {
        const QHash<QString, ShellVariable>& firstVariables = ends.constFirst().state->variables();
        const auto found = firstVariables.constFind(name);
        const ShellVariable* first = found == firstVariables.cend() ? nullptr : &*found;
        QStringList values{shown(first)};
        // What $NAME expands to on each path, where every path knows it (unset: nothing).
        const auto known = [](const ShellVariable* v) -> std::optional<QString> {
            if (!v || !v->set)
                return QString();
            if (!v->value.isResolved() || v->value.isArray())
                return std::nullopt;
            return v->value.text();
        };
        std::optional<QStringList> texts =
            known(first) ? std::optional<QStringList>(QStringList{*known(first)}) : std::nullopt;
        bool same = true;
        bool exported = first && first->exported;
        for (qsizetype k = 1; k < ends.size(); ++k) {
            const QHash<QString, ShellVariable>& other = ends.at(k).state->variables();
            const auto there = other.constFind(name);
            const ShellVariable* value = there == other.cend() ? nullptr : &*there;
            same = same && ((!first && !value) || (first && value && sameVariable(*first, *value)));
            exported = exported || (value && value->exported);
            values.append(shown(value));
            if (texts && known(value))
                texts->append(*known(value));
            else
                texts.reset();
        }
        if (same)
            continue;
        values.removeDuplicates();
        ShellVariable merged;
        merged.exported = exported;
        merged.value = ShellValue::unresolved(QStringLiteral("$%1").arg(name),
                                              tr("one of: %1 (%2)").arg(values.join(QStringLiteral(", ")), why));
        if (texts) {
            texts->removeDuplicates();
            merged.value.setAlternatives(*texts);
        }
        variables[name] = merged;
    }
    for (qsizetype k = 1; k < ends.size(); ++k)
        m_state.files().merge(ends.at(k).state->files());
}

// while read ...; do ...; done < file / <<< "$X" / < <(cmd): one iteration per record of the
// input, as bash reads it (a last line without its newline ends the loop), up to
// kMaxIterations. false: not a loop that can be followed (nothing changed).
bool ScriptInterpreter::readLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result,
                                 bool& done)
{
    if (b.parts.size() != 2 || b.redirections.isEmpty() || b.parts.at(0).endCommand - b.parts.at(0).firstCommand != 1)
        return false;
    const ShellCommand& reader = m_script->commands.at(b.parts.at(0).firstCommand);
    if (reader.words.isEmpty() || reader.words.constFirst().raw != QLatin1String("read") || reader.negated ||
        redirectsInput(reader.redirections))
        return false;
    ShellCommand source;
    source.redirections = b.redirections;
    QString why;
    const std::optional<QString> input = standardInput(source, &why);
    if (!input || input->count(u'\n') > kMaxIterations)
        return false;
    const std::optional<QStringList> known = knownFields(evaluateWords(reader));
    if (!known)
        return false;
    const QStringList& argv = *known;
    const QString ifs = m_shell.ifsFor(reader);
    ShellState trial = m_state.alternative();
    ShellEvaluator probe(trial, m_shell, this, 0);
    if (!ReadBuiltin::run(probe, argv, *input, ifs, &why))
        return false; // options not simulated
    ++m_loops;
    qsizetype at = 0;
    for (int iteration = 0; iteration <= kMaxIterations; ++iteration) {
        qsizetype consumed = 0;
        bool complete = false;
        ReadBuiltin::run(m_shell, argv, input->mid(at), ifs, &why, &consumed, &complete);
        if (!complete)
            break;
        at += consumed;
        if (bodyEndsLoop(b, 1, index, status, result, done))
            break;
    }
    return loopEnded(done);
}

// while getopts OPTSTRING NAME [ARG...]; do ...; done over known words (the positional
// parameters without ARG): one iteration per option, with NAME, OPTARG and OPTIND as bash's
// getopts sets them. false: not such a loop, or its words are not known (nothing changed).
bool ScriptInterpreter::getoptsLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result,
                                    bool& done)
{
    if (b.parts.size() != 2 || b.parts.at(0).endCommand - b.parts.at(0).firstCommand != 1)
        return false;
    const ShellCommand& test = m_script->commands.at(b.parts.at(0).firstCommand);
    if (test.words.isEmpty() || test.words.constFirst().raw != QLatin1String("getopts") || test.negated ||
        test.inPipeline || !test.assignments.isEmpty())
        return false;
    const std::optional<QStringList> known = knownFields(evaluateWords(test));
    if (!known)
        return false;
    const QStringList& argv = *known;
    if (argv.size() < 3 || !ShellScanner::isName(argv.at(2)))
        return false;
    QStringList args = argv.mid(3);
    if (argv.size() == 3) {
        const ShellValue& positional = m_state.positional().values;
        if (!positional.isResolved())
            return false;
        m_shell.assumeNoArguments();
        args = positional.elements();
    }
    if (std::accumulate(args.cbegin(), args.cend(), qsizetype(0),
                        [](qsizetype sum, const QString& arg) { return sum + arg.size(); }) > kMaxIterations)
        return false;
    const QString optstring = argv.at(1);
    const QString name = argv.at(2);
    const QString optarg = QStringLiteral("OPTARG");
    GetoptsBuiltin getopts;
    ++m_loops;
    for (int iteration = 0; iteration <= kMaxIterations; ++iteration) {
        const auto optind = m_shell.variables().constFind(m_state.resolvedName(QStringLiteral("OPTIND")));
        const bool optindSet = optind != m_shell.variables().constEnd() && optind->set;
        if (optindSet && !optind->value.isResolved())
            break; // ends the loop here; what follows reads OPTIND as unknown
        const GetoptsBuiltin::Call call = getopts.next(optstring, args, optindSet ? optind->value.text() : QString());
        m_shell.assign(QStringLiteral("OPTIND"), QString::number(call.optind));
        m_shell.assign(name, call.name);
        if (call.optarg) {
            m_shell.assign(optarg, *call.optarg);
        } else {
            // Unset, and known to be: OPTARG is not left to the node.
            ShellVariable& variable = m_shell.variables()[m_state.resolvedName(optarg)];
            variable.value = ShellValue::string(QString());
            variable.set = false;
        }
        if (!call.found)
            break;
        if (bodyEndsLoop(b, 1, index, status, result, done))
            break;
    }
    return loopEnded(done);
}

// After a followed loop: its status is its last body command's (taken as success).
bool ScriptInterpreter::loopEnded(bool launched)
{
    --m_loops;
    if (!launched) {
        m_broken = false;
        m_lastStatus = true;
    }
    return true;
}

// One pass of a followed loop's body. true: the loop ends here (break, exit, return, an abandoned
// line, or the launcher, which sets done).
bool ScriptInterpreter::bodyEndsLoop(const ShellBlock& b, qsizetype firstPart, int index, const Status& status,
                                     StaticExpansion& result, bool& done)
{
    const LoopPass pass = loopPass(b, firstPart, index, status, result);
    done = pass == LoopPass::Launcher;
    return pass != LoopPass::Next;
}

ScriptInterpreter::LoopPass ScriptInterpreter::loopPass(const ShellBlock& b, qsizetype firstPart, int index,
                                                        const Status& status, StaticExpansion& result)
{
    for (qsizetype p = firstPart; p < b.parts.size(); ++p) {
        const ShellBlockPart& part = b.parts.at(p);
        if (walk(part.firstCommand, part.endCommand, index, status, result) && !m_broken && !m_continued)
            return LoopPass::Launcher;
        if (m_broken || m_continued)
            break;
    }
    m_continued = false;
    return m_broken || m_exited || m_returned || m_discarding ? LoopPass::Stop : LoopPass::Next;
}

QString ScriptInterpreter::functionName(const ShellCommand& header)
{
    if (header.words.isEmpty())
        return QString();
    QString name = header.words.constFirst().raw;
    if (name == QLatin1String("function") && header.words.size() > 1)
        name = header.words.at(1).raw;
    if (name.endsWith(QLatin1String("()")))
        name.chop(2);
    return name;
}

} // namespace ddpw
