#include "validate/CommandExplainer.h"

#include "launcher/LauncherOptionTable.h"
#include "model/Topology.h"
#include "shell/ShellReader.h"
#include "shell/ShellSubstitutions.h"
#include "util/LineIndex.h"
#include "util/VisibleText.h"
#include "validate/CommandValidator.h"
#include "validate/InvocationTopology.h"
#include "validate/WrapperExplanation.h"

#include <QSet>

#include <algorithm>

namespace ddpw {

namespace {

constexpr int kMaxSubstitutionDepth = 4;

bool isNameChar(QChar c)
{
    return c == u'_' || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
}

} // namespace

// "1.13", or "any version" for the parser of every release.
QString CommandExplainer::versionName(const TorchVersion& version)
{
    return version.isKnown() ? version.toString() : tr("any version");
}

CommandExplainer::CommandExplainer(ValidationOptions options) : m_options(std::move(options)) {}

void CommandExplainer::add(const SourceRange& range, const QString& token, const QString& title, const QString& meaning,
                           const QString& defaultValue, const QString& effect)
{
    if (m_explanations.size() >= kMaxExplanations) {
        if (m_dropped++ == 0 || range.begin.offset < m_firstDropped.begin.offset)
            m_firstDropped = range;
        return;
    }
    // Control characters from the input are shown escaped, as validate shows them.
    m_explanations.append({range, VisibleText::escapedKeepingLines(token), VisibleText::escaped(title),
                           VisibleText::escaped(meaning), VisibleText::escaped(defaultValue),
                           VisibleText::escaped(effect)});
}

void CommandExplainer::addUncapped(const SourceRange& range, const QString& token, const QString& title,
                                   const QString& meaning)
{
    m_explanations.append({range, VisibleText::escapedKeepingLines(token), VisibleText::escaped(title),
                           VisibleText::escaped(meaning), QString(), QString()});
}

// Where the limit cut the explanation short, said at the first token left out.
void CommandExplainer::noteCutShort()
{
    if (m_dropped == 0)
        return;
    const SourceRange& range = m_firstDropped;
    addUncapped(range, m_text.mid(range.begin.offset, range.end.offset - range.begin.offset),
                tr("explanation cut short"),
                tr("only the first %1 tokens are explained; this one and %n more after it are not (validate still "
                   "checks the whole text)",
                   nullptr, m_dropped - 1)
                    .arg(kMaxExplanations));
}

void CommandExplainer::setText(const QString& text)
{
    m_text = text;
    m_explanations.clear();
    m_dropped = 0;
    m_result = CommandValidator(m_options).validate(m_text);
    const LineIndex lines(m_text);
    for (int c = 0; c < m_result.script.commands.size(); ++c) {
        const ShellCommand& command = m_result.script.commands.at(c);
        const auto invocation = std::find_if(m_result.invocations.cbegin(), m_result.invocations.cend(),
                                             [c](const ValidatedInvocation& v) { return v.command == c; });
        const auto wrapper = std::find_if(m_result.wrappers.cbegin(), m_result.wrappers.cend(),
                                          [c](const ValidatedInvocation& v) { return v.command == c; });
        const ValidatedInvocation* launcher = invocation != m_result.invocations.cend() ? &*invocation
                                              : wrapper != m_result.wrappers.cend()     ? &*wrapper
                                                                                        : nullptr;
        // The command that runs a written script is explained too: the launcher is not its words.
        if (!launcher || launcher->written)
            explainCommand(command, c, 0, lines);
        if (launcher)
            explainInvocation(*launcher, m_result.commandOf(*launcher));
        for (const ShellAssignment& assignment : command.assignments) {
            explainVariables(assignment.value, lines);
            explainSubstitutions(assignment.value, lines, 0);
        }
        for (const ShellWord& word : command.words) {
            explainVariables(word, lines);
            explainSubstitutions(word, lines, 0);
        }
    }
    explainStops();
    explainWrittenLauncher();
    noteCutShort();
    std::stable_sort(m_explanations.begin(), m_explanations.end(),
                     [](const TokenExplanation& a, const TokenExplanation& b) {
                         return a.range.begin.offset < b.range.begin.offset;
                     });
}

// A launcher in a script the command writes and runs (validate's DDP112): where torch rejects
// what node 0's launcher receives there (validate's parser findings at the same command), torch
// stops at the command that runs the script.
void CommandExplainer::explainWrittenLauncher()
{
    const auto written = std::find_if(m_result.diagnostics.cbegin(), m_result.diagnostics.cend(),
                                      [](const CommandDiagnostic& d) { return d.code == QLatin1String("DDP112"); });
    if (written == m_result.diagnostics.cend())
        return;
    const SourceRange range = written->range;
    const QString version = versionName(m_options.torch);
    for (const CommandDiagnostic& diagnostic : std::as_const(m_result.diagnostics)) {
        // The codes ParserErrorChecks gives what torch's parser and its checks after it reject.
        const bool parser = diagnostic.code.startsWith(QLatin1String("DDP2")) ||
                            diagnostic.code.startsWith(QLatin1String("DDP3")) ||
                            diagnostic.code == QLatin1String("DDP601") || diagnostic.code == QLatin1String("DDP604");
        if (!parser || diagnostic.severity != Severity::Error || !(diagnostic.range == range))
            continue;
        addUncapped(range, m_text.mid(range.begin.offset, range.end.offset - range.begin.offset),
                    tr("torch %1 stops here").arg(version), diagnostic.message);
    }
}

// Where bash stops before the launcher (validate's DDP111, from the nodes' evaluation): at the
// command where it stops, and at each launcher, which is not reached there.
void CommandExplainer::explainStops()
{
    QStringList stops;
    for (const CommandDiagnostic& diagnostic : std::as_const(m_result.diagnostics)) {
        if (diagnostic.code != QLatin1String("DDP111"))
            continue;
        const SourceRange& range = diagnostic.range;
        addUncapped(range, m_text.mid(range.begin.offset, range.end.offset - range.begin.offset), tr("bash stops here"),
                    diagnostic.message);
        stops.append(tr("line %1: %2").arg(range.begin.line).arg(diagnostic.message));
    }
    if (stops.isEmpty())
        return;
    for (const QList<ValidatedInvocation>* list : {&m_result.invocations, &m_result.wrappers}) {
        for (const ValidatedInvocation& invocation : *list) {
            const ShellCommand& command = m_result.commandOf(invocation);
            const ShellWord& program = command.words.at(invocation.location.programIndex);
            addUncapped(program.range, program.raw, tr("launcher not reached"),
                        tr("bash stops before this launcher runs: %1").arg(stops.join(QStringLiteral("; "))));
        }
    }
}

QString CommandExplainer::variableMeaning(const QString& name) const
{
    if (name == m_options.hostsVariable())
        return tr("set by the platform (Volcano's svc plugin): the addresses of all nodes of the '%1' role, "
                  "comma-separated, the same on every node; the first one is the master")
            .arg(m_options.roleName);
    if (name == m_options.countVariable())
        return tr("set by the platform: the number of nodes of the '%1' role, the same on every node")
            .arg(m_options.roleName);
    if (name == QLatin1String("VC_TASK_INDEX") || name == QLatin1String("VK_TASK_INDEX"))
        return tr("set by the platform: this node's index within its role, from 0; differs on every node");
    if (name == QLatin1String("HOSTNAME"))
        return tr("this node's host name: on the platform its pod's name, <job>-%1-<index>").arg(m_options.roleName);
    for (const EnvVar& var : m_options.platformVariables) {
        if (var.name == name)
            return tr("set by your platform on every node (declared with the sample value '%1')").arg(var.value);
    }
    if (name == QLatin1String("MASTER"))
        return tr("set by the snippet: the first host of %1, where the rendezvous (or master) runs")
            .arg(m_options.hostsVariable());
    if (name.startsWith(QLatin1String("VC_")) && name.endsWith(QLatin1String("_HOSTS")))
        return tr("set by the platform: the addresses of the nodes of another role");
    if (name.startsWith(QLatin1String("VC_")) && name.endsWith(QLatin1String("_NUM")))
        return tr("set by the platform: the node count of another role");
    if (name.startsWith(QLatin1String("PET_")))
        return tr("read by torchrun as the default of the option %1")
            .arg(LauncherOptionTable::forVersion(m_options.torch, LauncherKind::TorchRun)
                     .spelling(name.mid(4).toLower()));
    if (name.startsWith(QLatin1String("NCCL_")))
        return tr("read by NCCL in every worker (communication settings)");
    return QString();
}

void CommandExplainer::explainVariables(const ShellWord& word, const LineIndex& lines)
{
    if (!word.hasExpansion)
        return;
    const QString& raw = word.raw;
    for (int i = 0; i + 1 < raw.size(); ++i) {
        if (raw.at(i) != u'$')
            continue;
        int j = i + 1;
        const bool braced = raw.at(j) == u'{';
        if (braced)
            ++j;
        const int nameBegin = j;
        while (j < raw.size() && isNameChar(raw.at(j)))
            ++j;
        if (j == nameBegin)
            continue;
        const QString name = raw.mid(nameBegin, j - nameBegin);
        if (braced) {
            const qsizetype close = raw.indexOf(u'}', j);
            j = close < 0 ? int(raw.size()) : int(close) + 1;
        }
        const QString meaning = variableMeaning(name);
        if (!meaning.isEmpty()) {
            const int begin = word.range.begin.offset + i;
            const QString token = raw.mid(i, j - i);
            QString effect;
            if (braced && token.contains(QLatin1String("%%,")))
                effect = tr("${NAME%%,*} removes everything from the first comma: the first host");
            add(lines.range(begin, begin + int(token.size())), token, tr("variable %1").arg(name), meaning, QString(),
                effect);
        }
        i = j - 1;
    }
}

void CommandExplainer::explainSubstitutions(const ShellWord& word, const LineIndex& lines, int depth)
{
    if (!word.hasExpansion || depth >= kMaxSubstitutionDepth)
        return;
    for (const QPair<int, int>& body : ShellSubstitutions::bodies(word.raw)) {
        const int begin = word.range.begin.offset + body.first;
        const int end = word.range.begin.offset + body.second;
        add(lines.range(begin - 1, end + 1), word.raw.mid(body.first, body.second - body.first),
            tr("command substitution"),
            tr("runs the command inside on the node when this line runs and puts its output here (trailing newlines "
               "removed)"));
        const ShellScript inner = ShellReader().read(QStringView(word.raw).mid(body.first, body.second - body.first));
        for (const ShellCommand& command : inner.commands) {
            explainCommand(command, -1, begin, lines);
            for (const ShellWord& innerWord : command.words) {
                ShellWord shifted = innerWord;
                shifted.range = lines.range(innerWord.range.begin.offset + begin, innerWord.range.end.offset + begin);
                explainVariables(shifted, lines);
                explainSubstitutions(shifted, lines, depth + 1);
            }
        }
    }
}

void CommandExplainer::explainProgram(const QString& program, const ShellWord& word)
{
    const QString base = program.mid(program.lastIndexOf(u'/') + 1);
    QString meaning;
    if (base == QLatin1String("export"))
        meaning = tr("marks the variables for export: the launcher and every worker it starts see them");
    else if (base == QLatin1String("echo"))
        meaning = tr("prints its arguments; here it feeds a value into the pipe");
    else if (base == QLatin1String("awk"))
        meaning = tr("text processing: -F , splits each line at commas and '{print $1}' prints the first field");
    else if (base == QLatin1String("cut"))
        meaning = tr("cuts fields: -d, splits at commas and -f1 keeps the first field");
    else if (base == QLatin1String("head"))
        meaning = tr("keeps the first lines of its input");
    else if (base == QLatin1String("tr"))
        meaning = tr("replaces characters, e.g. tr , '\\n' puts each host on its own line");
    else if (base == QLatin1String("set"))
        meaning = tr("changes shell options: -e stops at the first failing command, -o pipefail makes a pipeline fail "
                     "when any part fails, -x prints each command");
    else if (base == QLatin1String("cd"))
        meaning = tr("changes the working directory of the following commands");
    else if (base == QLatin1String("exec"))
        meaning = tr("replaces the shell by the command: its exit status becomes the task's and signals reach it "
                     "directly");
    else if (base == QLatin1String("nohup"))
        meaning = tr("ignores hangups (and writes to nohup.out where its output is a terminal); not needed on the "
                     "platform, which gives the command no terminal");
    else if (base == QLatin1String("env"))
        meaning = tr("runs the command with the NAME=VALUE variables added to its environment");
    else if (base == QLatin1String("source") || base == QLatin1String("."))
        meaning = tr("runs a file's commands in this shell (its variables stay set)");
    else if (base == QLatin1String("pip") || base == QLatin1String("pip3"))
        meaning = tr("installs Python packages on the node before training (every node, every start)");
    else if (base == QLatin1String("nvidia-smi"))
        meaning = tr("shows the node's GPUs");
    else
        meaning = tr("runs the program %1 on every node").arg(base);
    add(word.range, word.raw, tr("command %1").arg(base), meaning);
}

void CommandExplainer::explainCommand(const ShellCommand& command, int commandIndex, int shift, const LineIndex& lines)
{
    Q_UNUSED(commandIndex);
    for (const ShellAssignment& assignment : command.assignments) {
        const SourceRange range =
            lines.range(assignment.range.begin.offset + shift, assignment.range.end.offset + shift);
        const QString meaning = variableMeaning(assignment.name);
        add(range, m_text.mid(range.begin.offset, range.end.offset - range.begin.offset),
            tr("assignment %1").arg(assignment.name),
            meaning.isEmpty() ? tr("sets the shell variable %1").arg(assignment.name) : meaning, QString(),
            command.words.isEmpty() ? tr("visible to later commands of this shell; exported only if marked with export")
                                    : tr("only in the environment of this one command"));
    }
    if (command.words.isEmpty())
        return;
    ShellWord first = command.words.constFirst();
    first.range = lines.range(first.range.begin.offset + shift, first.range.end.offset + shift);
    explainProgram(first.value, first);
    if (command.kind == ShellCommandKind::Export) {
        bool functions = false;
        bool unexport = false;
        bool options = true;
        for (int w = 1; w < command.words.size(); ++w) {
            const ShellWord& word = command.words.at(w);
            const SourceRange range = lines.range(word.range.begin.offset + shift, word.range.end.offset + shift);
            if (options && word.value.startsWith(u'-') && word.value.size() > 1) {
                // -f: the names are functions; -n takes the export back; -p lists.
                functions = functions || word.value.contains(u'f');
                unexport = unexport || word.value.contains(u'n');
                add(range, word.raw, tr("export option %1").arg(word.value),
                    word.value.contains(u'n') ? tr("takes the export of the names that follow back")
                    : word.value.contains(u'f')
                        ? tr("the names that follow are functions: a child bash (bash -c, bash FILE) can call them")
                        : tr("an option of export"));
                continue;
            }
            options = false;
            const QString name = word.value.section(u'=', 0, 0);
            if (functions && unexport) {
                add(range, word.raw, tr("export -fn %1").arg(name),
                    tr("the function %1 is no longer exported: a child bash does not know it").arg(name));
                continue;
            }
            if (unexport && !functions) {
                add(range, word.raw, tr("export -n %1").arg(name),
                    tr("%1 is no longer exported: the launcher and its workers do not see it").arg(name));
                continue;
            }
            if (functions) {
                add(range, word.raw, tr("export -f %1").arg(name),
                    tr("exports the function %1: a child bash defines it too (as BASH_FUNC_%1%% in the "
                       "environment)")
                        .arg(name));
                continue;
            }
            const QString meaning = variableMeaning(name);
            add(range, word.raw, tr("export %1").arg(name),
                meaning.isEmpty() ? tr("sets %1 and exports it to the programs started later").arg(name) : meaning,
                QString(), tr("every worker process inherits %1").arg(name));
        }
    }
}

QString CommandExplainer::workerEnvironment(const ValidatedInvocation& invocation) const
{
    // What torch gets on node 0, as bash evaluates the command there, else the words as written.
    const LauncherParseResult& parsed = invocation.firstNode ? *invocation.firstNode : invocation.result;
    const QString version = versionName(parsed.version);
    if (!parsed.errors.isEmpty())
        return tr("torch %1 stops before it starts a worker: %2").arg(version, parsed.errors.constFirst().message);
    const InvocationTopology shape(parsed, m_options, invocation.firstNodeEnvironment);
    QStringList lines;
    for (const WorkerVariable& variable : shape.firstWorkerEnvironment()) {
        lines.append(variable.note.isEmpty()
                         ? QStringLiteral("%1=%2").arg(variable.name, variable.value)
                         : QStringLiteral("%1=%2 (%3)").arg(variable.name, variable.value, variable.note));
    }
    if (lines.isEmpty())
        return tr("torchrun starts %1").arg(shape.summary());
    if (invocation.localRunBeforeJob)
        return tr("each node runs this launcher alone before the job's own one (a smoke test that ends): torchrun "
                  "starts %1 there and gives each worker: %2")
            .arg(shape.summary(), lines.join(QLatin1String("; ")));
    if (!invocation.firstNode && invocation.evaluatedNodes > 0 && invocation.reachingNodes.isEmpty())
        return tr("torchrun starts %1 and gives each worker (as written: no evaluated node surely runs this "
                  "launcher): %2")
            .arg(shape.summary(), lines.join(QLatin1String("; ")));
    return tr("torchrun starts %1 and gives each worker (shown: node %2, local rank 0): %3")
        .arg(shape.summary())
        .arg(invocation.shownNode)
        .arg(lines.join(QLatin1String("; ")));
}

// What bash makes of an option's value on the nodes, from the shown node's evaluation.
QString CommandExplainer::evaluatedValue(const ValidatedInvocation& invocation, const LauncherOccurrence& occurrence,
                                         const LauncherOption& option) const
{
    const LauncherArgument* evaluated = invocation.firstNode ? invocation.firstNode->argument(option.dest) : nullptr;
    if (!evaluated || !evaluated->given)
        return tr("the value '%1' is expanded by bash on each node").arg(occurrence.valueText);
    const QString value = evaluated->value.toString();
    if (!evaluated->unresolved)
        return tr("bash makes it '%1' on every node").arg(value);
    return tr("bash makes it '%1' on node %2; each node has its own").arg(value).arg(invocation.shownNode);
}

// Where a written script's launcher really is, and which node's values explain shows; empty for
// a launcher of the text.
QString CommandExplainer::writtenPlace(const ValidatedInvocation& invocation)
{
    if (!invocation.written)
        return QString();
    using Source = StaticExpansion::WrittenSource;
    const QString place =
        invocation.writtenSource == Source::Words
            ? tr("is named by %1, which bash expands there (line %2); its values are those bash gives node %3")
        : invocation.writtenSource == Source::Text
            ? tr("runs inside the text that %1 runs as commands (its line %2); its values are those bash gives node %3 "
                 "there")
            : tr("runs inside %1 (line %2), which this command writes and runs; its values are those bash gives node "
                 "%3 "
                 "there");
    return place.arg(invocation.writtenScript).arg(invocation.writtenLine).arg(invocation.shownNode);
}

QString CommandExplainer::joined(const QString& first, const QString& second)
{
    if (first.isEmpty() || second.isEmpty())
        return first + second;
    return first + QStringLiteral("; ") + second;
}

// The option as written: the text at its range, or for a written script's launcher (whose words
// all stand at the command that runs it) the words themselves.
QString CommandExplainer::occurrenceText(const ValidatedInvocation& invocation, const QList<ShellWord>& words,
                                         const LauncherOccurrence& occurrence) const
{
    if (!invocation.written)
        return m_text.mid(occurrence.range.begin.offset, occurrence.range.end.offset - occurrence.range.begin.offset);
    QStringList parts;
    if (occurrence.wordIndex >= 0 && occurrence.wordIndex < words.size())
        parts.append(words.at(occurrence.wordIndex).raw);
    if (occurrence.valueWordIndex > occurrence.wordIndex && occurrence.valueWordIndex < words.size())
        parts.append(words.at(occurrence.valueWordIndex).raw);
    return parts.join(u' ');
}

// "only nodes 1, 3-5 run this launcher (...)" where a branch sends the other nodes elsewhere;
// empty where every evaluated node runs it, or where no node surely does.
QString CommandExplainer::nodesRunning(const ValidatedInvocation& invocation)
{
    const QList<int>& nodes = invocation.reachingNodes;
    if (nodes.isEmpty() || nodes.size() == invocation.evaluatedNodes)
        return QString();
    QStringList spans;
    for (qsizetype i = 0; i < nodes.size();) {
        qsizetype j = i;
        while (j + 1 < nodes.size() && nodes.at(j + 1) == nodes.at(j) + 1)
            ++j;
        spans.append(i == j ? QString::number(nodes.at(i)) : QStringLiteral("%1-%2").arg(nodes.at(i)).arg(nodes.at(j)));
        i = j + 1;
    }
    const QString evaluated = QStringLiteral("0-%1").arg(invocation.evaluatedNodes - 1);
    if (nodes.size() == 1)
        return tr("only node %1 runs this launcher (of nodes %2 evaluated); the others take another branch")
            .arg(spans.constFirst(), evaluated);
    return tr("only nodes %1 run this launcher (of nodes %2 evaluated); the others take another branch")
        .arg(spans.join(QStringLiteral(", ")), evaluated);
}

void CommandExplainer::explainInvocation(const ValidatedInvocation& invocation, const ShellCommand& command)
{
    const LauncherParseResult& result = invocation.result;
    const LauncherOptionTable& table = LauncherOptionTable::forVersion(result.version, result.kind);
    const QString version = versionName(result.version);
    // The words the parse indexes: as bash makes them where it splits one ("${ARGS[@]}").
    const QList<ShellWord>& words = invocation.evaluatedWords.isEmpty() ? command.words : invocation.evaluatedWords;
    for (int w = 0; w < invocation.location.programIndex; ++w)
        explainProgram(words.at(w).value, words.at(w));
    const ShellWord& program = words.at(invocation.location.programIndex);
    const QString running = joined(writtenPlace(invocation), nodesRunning(invocation));
    if (!isTorchLauncher(result.kind)) {
        bool first = true;
        for (const TokenExplanation& e : WrapperExplanation::program(invocation, command)) {
            add(e.range, e.token, e.title, e.meaning, e.defaultValue, first ? running : e.effect);
            first = false;
        }
    } else if (result.kind == LauncherKind::TorchRun) {
        add(program.range, program.raw, tr("torchrun"),
            tr("PyTorch's elastic launcher (torch.distributed.run), torch %1: starts one agent per node that meets the "
               "other nodes at the rendezvous and starts the worker processes")
                .arg(version),
            QString(), running);
    } else {
        add(program.range, program.raw, tr("python interpreter %1").arg(program.value),
            tr("the Python that runs the launcher module; it must be the image's python with torch installed"),
            QString(), running);
        for (int w = invocation.location.pythonOptionsBegin; w < invocation.location.pythonOptionsEnd; ++w) {
            const ShellWord& option = words.at(w);
            add(option.range, option.raw, tr("python option %1").arg(option.value),
                option.value == QLatin1String("-u") ? tr("unbuffered output: log lines appear at once")
                                                    : tr("an option of the Python interpreter"));
        }
        if (invocation.location.moduleIndex >= 0) {
            const ShellWord& module = words.at(invocation.location.moduleIndex);
            add(module.range, module.raw, launcherKindName(result.kind),
                result.kind == LauncherKind::TorchDistributedLaunch
                    ? tr("the legacy launcher (deprecated): like torchrun, but passes %1 to the script unless %2")
                          .arg(result.version.hasDashSpellings() ? QStringLiteral("--local-rank")
                                                                 : QStringLiteral("--local_rank"),
                               table.spelling(QStringLiteral("use_env")))
                    : tr("the module behind torchrun: the same launcher, started with this python"));
        }
    }
    for (const LauncherOccurrence& occurrence : result.occurrences) {
        if (occurrence.option < 0 || occurrence.option >= table.options().size())
            continue;
        const LauncherOption& option = table.options().at(occurrence.option);
        QString effect;
        if (occurrence.unresolved)
            effect = evaluatedValue(invocation, occurrence, option);
        if (occurrence.abbreviated())
            effect += (effect.isEmpty() ? QString() : QStringLiteral("; ")) +
                      tr("'%1' is an abbreviation of %2").arg(occurrence.written, occurrence.resolved);
        const QString token = occurrenceText(invocation, words, occurrence);
        QString meaning = table.helpText(option);
        if (!option.sinceText.isEmpty()) // accelerate / DeepSpeed: the release that added it
            meaning += u' ' + tr("(since %1 %2)").arg(table.release().section(u' ', 0, 0), option.sinceText);
        add(occurrence.range, token, option.displayName(), meaning, option.defaultValue.pythonRepr(), effect);
    }
    if (isTorchLauncher(result.kind))
        explainRejected(invocation, words);
    if (result.hasTrainingScript && result.trainingScriptWord >= 0 && result.trainingScriptWord < words.size()) {
        const ShellWord& script = words.at(result.trainingScriptWord);
        add(script.range, script.raw, tr("training script %1").arg(script.value),
            tr("the program every worker process runs (with python, unless %1)")
                .arg(table.spelling(QStringLiteral("no_python"))),
            QString(),
            isTorchLauncher(result.kind) ? workerEnvironment(invocation) : WrapperExplanation::implied(invocation));
        for (int w = result.trainingScriptArgsBegin; w >= 0 && w < words.size(); ++w) {
            const ShellWord& argument = words.at(w);
            add(argument.range, argument.raw, tr("script argument"),
                tr("passed unchanged to every worker's script (the launcher does not read it)"));
        }
    }
}

// An option (or value) the chosen torch rejects is explained as what torch prints, with the
// spelling it knows: never left out of the explanation.
void CommandExplainer::explainRejected(const ValidatedInvocation& invocation, const QList<ShellWord>& words)
{
    const LauncherParseResult& result = invocation.result;
    const QString version = versionName(result.version);
    for (const LauncherParseError& error : result.errors) {
        if (error.stage != LauncherParseError::Stage::Argparse)
            continue;
        if (error.code == LauncherParseError::Code::RequiredMissing) {
            // No word is rejected: the script is missing (an empty value took it, say), and torch
            // stops before any worker; said where validate says it.
            add(error.range, m_text.mid(error.range.begin.offset, error.range.end.offset - error.range.begin.offset),
                tr("torch %1 stops here").arg(version),
                tr("torch %1 stops with \"error: %2\" before it starts a worker.").arg(version, error.message));
            continue;
        }
        QList<SourceRange> ranges;
        QSet<int> seen; // word offsets: one explanation per word, in linear time
        for (int index : error.words) {
            if (index >= 0 && index < words.size() && !seen.contains(words.at(index).range.begin.offset)) {
                seen.insert(words.at(index).range.begin.offset);
                ranges.append(words.at(index).range);
            }
        }
        if (ranges.isEmpty())
            ranges.append(error.range);
        // torch's message names every word it rejects; each word's explanation quotes it
        // shortened, so that thousands of rejected words cost their own size, not the square.
        QString message = error.message;
        if (message.size() > kMaxQuotedMessage)
            message = message.left(kMaxQuotedMessage) + QStringLiteral(" …");
        // "unrecognized arguments: a b c" names every word it rejects: each is explained.
        QList<LauncherFix> fixes = error.moreFixes;
        if (error.fix)
            fixes.prepend(*error.fix);
        // A written script's words all stand at the command that runs it: one explanation there;
        // a fix would edit the script's text, which validate does not offer.
        if (invocation.written) {
            ranges = {error.range};
            fixes.clear();
        }
        for (const SourceRange& range : std::as_const(ranges)) {
            QString meaning = tr("torch %1 does not accept this and stops with \"error: %2\".").arg(version, message);
            for (const LauncherFix& fix : std::as_const(fixes)) {
                if (fix.range.begin.offset >= range.begin.offset && fix.range.end.offset <= range.end.offset &&
                    !fix.replacement.isEmpty()) {
                    meaning += u' ' + tr("The fix writes '%1' here.").arg(fix.replacement);
                    break;
                }
            }
            // The hint is about the error's first word.
            if (!error.hint.isEmpty() && range == ranges.constFirst())
                meaning += u' ' + error.hint;
            add(range, m_text.mid(range.begin.offset, range.end.offset - range.begin.offset),
                tr("rejected by torch %1").arg(version), meaning);
        }
    }
}

std::optional<TokenExplanation> CommandExplainer::explainAt(int offset) const
{
    std::optional<TokenExplanation> best;
    for (const TokenExplanation& explanation : m_explanations) {
        const int begin = explanation.range.begin.offset;
        const int end = explanation.range.end.offset;
        if (offset < begin || offset >= end)
            continue;
        if (!best || end - begin <= best->range.end.offset - best->range.begin.offset)
            best = explanation;
    }
    return best;
}

QString CommandExplainer::text() const
{
    QString out;
    QTextStream stream(&out);
    writeText(stream);
    stream.flush();
    return out;
}

void CommandExplainer::writeText(QTextStream& out) const
{
    for (const TokenExplanation& explanation : m_explanations) {
        QString token = explanation.token;
        token.replace(QLatin1String("\\\n"), QLatin1String(" "));
        token.replace(u'\n', u' ');
        out << QStringLiteral("%1:%2: %3  [%4]\n")
                   .arg(explanation.range.begin.line)
                   .arg(explanation.range.begin.column)
                   .arg(token, explanation.title);
        out << QStringLiteral("    %1\n").arg(explanation.meaning);
        if (!explanation.defaultValue.isEmpty())
            out << tr("    default: %1\n").arg(explanation.defaultValue);
        if (!explanation.effect.isEmpty())
            out << tr("    on the nodes: %1\n").arg(explanation.effect);
    }
}

} // namespace ddpw
