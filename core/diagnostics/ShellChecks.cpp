#include "diagnostics/ShellChecks.h"

#include "generate/CommandGenerator.h"

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

} // namespace

void ShellChecks::syntax(ValidationContext& context)
{
    for (const ShellDiagnostic& problem : context.script().diagnostics)
        context.add(problem.warning ? "DDP109" : "DDP100", problem.range, problem.message);
}

void ShellChecks::noLauncher(ValidationContext& context)
{
    if (!context.invocations().isEmpty() || !context.wrappers().isEmpty())
        return;
    context.add(
        "DDP105", context.range(0, 0),
        tr("no command starts torchrun, python -m torch.distributed.run or python -m torch.distributed.launch"));
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
                        tr("nohup is useless here (there is no terminal to hang up) and sends the training log to "
                           "nohup.out; remove it"),
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
        if (site.name != QLatin1String("MASTER") || !site.value.hasExpansion || site.command < guard)
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
        const ShellCommand& command = context.commandOf(invocation);
        for (int w = invocation.location.programIndex; w < command.words.size(); ++w) {
            const ShellWord& word = command.words.at(w);
            if (!word.hasExpansion)
                continue;
            for (const QString& name : ValidationContext::variablesIn(word.raw)) {
                if (set.contains(name) || isKnownVariable(name) || reported.contains(name))
                    continue;
                reported.insert(name);
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
