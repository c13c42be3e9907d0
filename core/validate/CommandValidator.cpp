#include "validate/CommandValidator.h"

#include "launcher/LauncherParser.h"
#include "shell/ShellReader.h"
#include "validate/EvaluatedArguments.h"
#include "validate/FormChecks.h"
#include "validate/HereDocumentChecks.h"
#include "validate/LaunchChecks.h"
#include "validate/ParserErrorChecks.h"
#include "validate/PlaceholderChecks.h"
#include "validate/PortChecks.h"
#include "validate/ScriptArgumentChecks.h"
#include "validate/ShellChecks.h"
#include "validate/TopologyChecks.h"
#include "validate/TrainingScriptChecks.h"
#include "validate/ValidationContext.h"
#include "validate/WrapperChecks.h"
#include "validate/WrittenLauncher.h"

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

} // namespace

CommandValidator::CommandValidator(ValidationOptions options) : m_options(std::move(options)) {}

const QList<CommandValidator::Check>& CommandValidator::checks()
{
    static const QList<Check> table{
        {"shell-syntax", &ShellChecks::syntax},
        {"no-launcher", &ShellChecks::noLauncher},
        {"background", &ShellChecks::background},
        {"blank-after-backslash", &ShellChecks::blankAfterBackslash},
        {"bracket-without-blank", &ShellChecks::bracketWithoutBlank},
        {"expr-glob", &ShellChecks::exprGlob},
        {"here-document-expanded-too-early", &HereDocumentChecks::expandedTooEarly},
        {"options-only-the-node-knows", &ShellChecks::optionsOnlyTheNodeKnows},
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
        {"empty-run-id", &TopologyChecks::emptyRunId},
        {"different-run-ids", &TopologyChecks::differentRunIds},
        {"etcd-without-server", &TopologyChecks::etcdWithoutServer},
        {"store-host-not-recognised", &TopologyChecks::storeHostNotRecognised},
        {"ignored-static-options", &TopologyChecks::ignoredStaticOptions},
        {"unknown-backend", &TopologyChecks::unknownBackend},
        {"form-node-count", &FormChecks::nodeCount},
        {"form-processes-per-node", &FormChecks::processesPerNode},
        {"visible-devices", &FormChecks::visibleDevices},
        {"form-master-line", &FormChecks::masterLine},
        {"form-node-rank", &FormChecks::nodeRankSource},
        {"form-rendezvous-address", &FormChecks::rendezvousAddress},
        {"form-job-master", &FormChecks::jobMaster},
        {"form-wait-for-own-port", &FormChecks::waitForOwnPort},
        {"form-wait-for-other-pods-file", &FormChecks::waitForOtherPodsFile},
        {"form-unresolvable-host", &FormChecks::unresolvableHost},
        {"form-python", &FormChecks::python},
        {"launch-deprecated", &LaunchChecks::deprecated},
        {"launch-local-rank", &LaunchChecks::localRankArgument},
        {"value-split-into-script", &ScriptArgumentChecks::valueSplitIntoScript},
        {"option-after-script", &ScriptArgumentChecks::launcherOptionAfterScript},
        {"hand-written-local-rank", &ScriptArgumentChecks::handWrittenLocalRank},
        // After the checks whose findings a wrong script word causes (it drops them).
        {"training-script", &TrainingScriptChecks::run},
        {"no-python-script", &TrainingScriptChecks::programOnPath},
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
        WrittenLauncher::add(context.platform(), m_options, result);
    // Where bash makes other words than the text has, the checks judge what the launcher
    // receives (torch's, and accelerate's or deepspeed's).
    for (ValidatedInvocation& invocation : result.invocations)
        EvaluatedArguments::reparse(context, invocation);
    for (ValidatedInvocation& invocation : result.wrappers)
        EvaluatedArguments::reparse(context, invocation);
    for (QList<ValidatedInvocation>* list : {&result.invocations, &result.wrappers}) {
        for (ValidatedInvocation& invocation : *list)
            WrittenLauncher::placeParses(invocation);
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
    if (result.script.unreadFrom)
        context.add("DDP193", *result.script.unreadFrom,
                    tr("the text is read up to here only (line %1 of %2): the commands before it take all the "
                       "memory a text of this size may, so this line and those after it are not checked")
                        .arg(result.script.unreadFrom->begin.line)
                        .arg(text.count(u'\n') + 1));
    else if (const EvaluationBudget& budget = *context.evaluationBudget(); budget.exhausted())
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
