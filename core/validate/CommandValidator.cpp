#include "validate/CommandValidator.h"

#include "expand/RuntimeValue.h"
#include "launcher/LauncherParser.h"
#include "shell/ShellReader.h"
#include "validate/EvaluatedArguments.h"
#include "validate/FormChecks.h"
#include "validate/LaunchChecks.h"
#include "validate/ParserErrorChecks.h"
#include "validate/PlaceholderChecks.h"
#include "validate/PlatformSimulation.h"
#include "validate/PortChecks.h"
#include "validate/ScriptArgumentChecks.h"
#include "validate/ShellChecks.h"
#include "validate/TopologyChecks.h"
#include "validate/TrainingScriptChecks.h"
#include "validate/ValidationContext.h"
#include "validate/WrapperChecks.h"

#include <algorithm>

namespace ddpw {

namespace {

// PET_* variables exported before a command: torch reads them as defaults of its options.
// Kept up to date command by command, so the whole snippet costs one pass.
void notePetExports(const ShellCommand& command, QHash<QString, QString>& exported)
{
    if (command.words.isEmpty()) {
        for (const ShellAssignment& assignment : command.assignments) {
            if (assignment.name.startsWith(QLatin1String("PET_")))
                exported.insert(assignment.name, assignment.value.value);
        }
    }
    if (command.kind != ShellCommandKind::Export)
        return;
    for (const ShellWord& word : command.words) {
        const qsizetype equals = word.value.indexOf(u'=');
        if (word.value.startsWith(QLatin1String("PET_")) && equals > 0)
            exported.insert(word.value.left(equals), word.value.mid(equals + 1));
    }
}

// The PET_* variables the launcher of `command` sees: the exported ones and its own prefix.
QHash<QString, QString> petEnvironment(const ShellCommand& command, QHash<QString, QString> environment)
{
    for (const ShellAssignment& assignment : command.assignments) {
        if (assignment.name.startsWith(QLatin1String("PET_")))
            environment.insert(assignment.name, assignment.value.value);
    }
    return environment;
}

// The first evaluated node that surely starts a launcher of a script the command writes and runs.
const StaticExpansion* firstWrittenLauncher(const PlatformSimulation& platform)
{
    for (int k = 0; k < platform.evaluatedNodes(); ++k) {
        const StaticExpansion* node = platform.evaluation(k);
        if (node && node->launcherFound && node->writtenLauncher && !node->launcherMayNotRun)
            return node;
    }
    return nullptr;
}

// The written launcher's words, placed at the command that runs the script (the text holds no
// word of them, so no fix can edit them there). A word that another node's script holds
// otherwise (`$VC_TASK_INDEX` expanded as the script was written) is only known on the node,
// as a variable of the text is.
ShellCommand placedLauncher(const PlatformSimulation& platform, const StaticExpansion& first)
{
    ShellCommand command = *first.writtenLauncher;
    command.range = first.range;
    command.operatorRange = SourceRange{first.range.end, first.range.end};
    // How the written script runs it (in the background, in a pipeline) is its text's, not the
    // command's: the checks of the command line judge the command that runs the script.
    command.background = false;
    command.inPipeline = false;
    command.negated = false;
    for (ShellWord& word : command.words) {
        word.range = first.range;
        // A value only the node knows, written into the script (`echo "... $MASTER" > run.sh`
        // with MASTER from getent): known on the node only, as its $MASTER would be.
        if (RuntimeValue::contains(word.raw)) {
            word.raw = RuntimeValue::readable(word.raw);
            word.value = RuntimeValue::readable(word.value);
            word.hasExpansion = true;
        }
    }
    for (ShellAssignment& assignment : command.assignments) {
        assignment.range = first.range;
        assignment.value.range = first.range;
    }
    for (int k = 0; k < platform.evaluatedNodes(); ++k) {
        const StaticExpansion* node = platform.evaluation(k);
        if (!node || !node->writtenLauncher || node->commandIndex != first.commandIndex)
            continue;
        const QList<ShellWord>& theirs = node->writtenLauncher->words;
        for (qsizetype w = 0; w < command.words.size(); ++w) {
            if (theirs.size() != command.words.size() || theirs.at(w).raw != command.words.at(w).raw)
                command.words[w].hasExpansion = true;
        }
    }
    return command;
}

// A launcher only a script the command writes holds becomes an invocation of its own, parsed as
// the first node that runs it has it: every check judges it as one written in the text.
void addWrittenLauncher(const PlatformSimulation& platform, const ValidationOptions& options, ValidationResult& result)
{
    const StaticExpansion* first = firstWrittenLauncher(platform);
    if (!first)
        return;
    auto command = std::make_shared<const ShellCommand>(placedLauncher(platform, *first));
    const std::optional<LauncherLocation> location = LauncherLocator::locate(command->words);
    if (!location)
        return;
    ValidatedInvocation invocation;
    invocation.command = first->commandIndex;
    invocation.location = *location;
    invocation.written = command;
    invocation.writtenScript = first->writtenScript;
    invocation.writtenLine = first->writtenRange.begin.line;
    LauncherParser parser(options.torch, location->kind);
    if (isTorchLauncher(location->kind)) {
        invocation.petEnvironment = petEnvironment(*command, PlatformSimulation::exportedPet(*first));
        parser.setEnvironment(invocation.petEnvironment);
    }
    invocation.result = parser.parse(command->words, location->argumentsBegin);
    (isTorchLauncher(location->kind) ? result.invocations : result.wrappers).append(std::move(invocation));
}

// Every range of a parse of a written script's launcher is the command that runs the script: the
// parser places values and fixes inside words, which are not in the text there.
void placeAt(LauncherParseResult& parsed, const SourceRange& runs)
{
    for (LauncherOccurrence& occurrence : parsed.occurrences)
        occurrence.range = runs;
    for (LauncherParseError& error : parsed.errors) {
        error.range = runs;
        error.fix.reset();
        error.moreFixes.clear();
    }
}

} // namespace

CommandValidator::CommandValidator(ValidationOptions options) : m_options(std::move(options)) {}

const QList<CommandValidator::Check>& CommandValidator::checks()
{
    static const QList<Check> table{
        {"shell-syntax", &ShellChecks::syntax},
        {"no-launcher", &ShellChecks::noLauncher},
        {"background", &ShellChecks::background},
        {"blank-after-backslash", &ShellChecks::blankAfterBackslash},
        {"pipeline", &ShellChecks::pipeline},
        {"nohup", &ShellChecks::nohup},
        {"master-without-errexit", &ShellChecks::masterWithoutErrexit},
        {"unset-variables", &ShellChecks::unsetVariables},
        {"bash-stops", &ShellChecks::stops},
        {"parser-errors", &ParserErrorChecks::run},
        {"evaluated-parser-errors", &EvaluatedArguments::parserErrors},
        {"ports", &PortChecks::run},
        {"standalone", &TopologyChecks::standalone},
        {"static-rendezvous", &TopologyChecks::staticRendezvous},
        {"dynamic-rendezvous", &TopologyChecks::dynamicRendezvous},
        {"ignored-static-options", &TopologyChecks::ignoredStaticOptions},
        {"unknown-backend", &TopologyChecks::unknownBackend},
        {"form-node-count", &FormChecks::nodeCount},
        {"form-processes-per-node", &FormChecks::processesPerNode},
        {"form-master-line", &FormChecks::masterLine},
        {"form-node-rank", &FormChecks::nodeRankSource},
        {"form-rendezvous-address", &FormChecks::rendezvousAddress},
        {"form-job-master", &FormChecks::jobMaster},
        {"form-unresolvable-host", &FormChecks::unresolvableHost},
        {"form-python", &FormChecks::python},
        {"launch-deprecated", &LaunchChecks::deprecated},
        {"launch-local-rank", &LaunchChecks::localRankArgument},
        {"option-after-script", &ScriptArgumentChecks::launcherOptionAfterScript},
        {"hand-written-local-rank", &ScriptArgumentChecks::handWrittenLocalRank},
        // After the checks whose findings a wrong script word causes (it drops them).
        {"training-script", &TrainingScriptChecks::run},
        {"no-python-script", &TrainingScriptChecks::notAProgram},
        // Last: it rewrites the findings a placeholder causes.
        {"wrapper-parser-errors", &WrapperChecks::parserErrors},
        {"wrapper-topology", &WrapperChecks::topology},
        {"placeholders", &PlaceholderChecks::run},
    };
    return table;
}

ValidationResult CommandValidator::validate(QStringView text) const
{
    ValidationResult result;
    result.script = ShellReader().read(text);
    QHash<QString, QString> exported;
    int skipped = -1; // the first launcher not checked
    for (int c = 0; c < result.script.commands.size(); ++c) {
        const ShellCommand& command = result.script.commands.at(c);
        notePetExports(command, exported);
        if (command.kind == ShellCommandKind::Compound)
            continue;
        const std::optional<LauncherLocation> location = LauncherLocator::locate(command.words);
        if (!location)
            continue;
        // A start command has one launcher, a script a few; thousands are generated text, and
        // checking each would cost time and memory for nothing (bounded on any input).
        if (result.invocations.size() + result.wrappers.size() >= kMaxInvocations) {
            if (skipped < 0)
                skipped = c;
            continue;
        }
        ValidatedInvocation invocation;
        invocation.command = c;
        invocation.location = *location;
        LauncherParser parser(m_options.torch, location->kind);
        if (isTorchLauncher(location->kind)) {
            invocation.petEnvironment = petEnvironment(command, exported);
            parser.setEnvironment(invocation.petEnvironment);
        }
        invocation.result = parser.parse(command.words, location->argumentsBegin);
        // accelerate launch and deepspeed have checks of their own (WrapperChecks).
        (isTorchLauncher(location->kind) ? result.invocations : result.wrappers).append(std::move(invocation));
    }
    ValidationContext context(text, m_options, result);
    if (result.invocations.isEmpty() && result.wrappers.isEmpty())
        addWrittenLauncher(context.platform(), m_options, result);
    // Where bash makes other words than the text has, the checks judge what the launcher
    // receives (torch's, and accelerate's or deepspeed's).
    for (ValidatedInvocation& invocation : result.invocations)
        EvaluatedArguments::reparse(context, invocation);
    for (ValidatedInvocation& invocation : result.wrappers)
        EvaluatedArguments::reparse(context, invocation);
    for (QList<ValidatedInvocation>* list : {&result.invocations, &result.wrappers}) {
        for (ValidatedInvocation& invocation : *list) {
            if (!invocation.written)
                continue;
            placeAt(invocation.result, invocation.written->range);
            if (invocation.firstNode)
                placeAt(*invocation.firstNode, invocation.written->range);
        }
    }
    for (const Check& check : checks())
        check.run(context);
    EvaluatedArguments::dropSplitFixes(context);
    if (skipped >= 0)
        context.add("DDP191", result.script.commands.at(skipped).range,
                    tr("only the first %1 launcher commands are checked; this one and those after it are not")
                        .arg(kMaxInvocations));
    // The evaluation's budget ran out: what the nodes' values would have shown is not checked
    // after that point, and the user is told so, never left with silence.
    if (const EvaluationBudget& budget = *context.evaluationBudget(); budget.exhausted())
        context.add("DDP193", budget.stoppedAt().value_or(context.range(0, 0)),
                    tr("the static evaluation stopped here: the snippet needs more work or memory than a start "
                       "command does (%1 MiB of strings built), so what bash makes of this command and those "
                       "after it is not checked on the nodes")
                        .arg(budget.bytes() / (1024 * 1024)));
    for (auto it = context.dropped().cbegin(); it != context.dropped().cend(); ++it)
        context.add("DDP192", it->first,
                    tr("%n more finding(s) of %1 from here on are not listed: only the first %2 of each code are",
                       nullptr, it->count)
                        .arg(it.key())
                        .arg(ValidationContext::kMaxFindingsPerCode));
    sortDiagnostics(result.diagnostics);
    return result;
}

} // namespace ddpw
