#include "validate/WrittenLauncher.h"

#include "expand/RuntimeValue.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "validate/PlatformSimulation.h"

#include <memory>

namespace ddpw {

// The first evaluated node that surely starts a launcher of a script the command writes and runs.
const StaticExpansion* WrittenLauncher::firstReaching(const PlatformSimulation& platform)
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
ShellCommand WrittenLauncher::placed(const PlatformSimulation& platform, const StaticExpansion& first)
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
void WrittenLauncher::add(const PlatformSimulation& platform, const ValidationOptions& options,
                          ValidationResult& result)
{
    const StaticExpansion* first = firstReaching(platform);
    if (!first)
        return;
    auto command = std::make_shared<const ShellCommand>(placed(platform, *first));
    const std::optional<LauncherLocation> location = LauncherLocator::locate(command->words);
    if (!location)
        return;
    ValidatedInvocation invocation;
    invocation.command = first->commandIndex;
    invocation.location = *location;
    invocation.written = command;
    invocation.writtenScript = first->writtenScript;
    invocation.writtenClearedBy = first->writtenClearedBy;
    invocation.writtenLine = first->writtenRange.begin.line;
    invocation.writtenSource = first->writtenSource;
    LauncherParser parser(options.torch, location->kind);
    if (isTorchLauncher(location->kind)) {
        // The PET_* defaults the script's shell exports there, and the command's own prefix.
        invocation.petEnvironment = PlatformSimulation::exportedPet(*first);
        for (const ShellAssignment& assignment : command->assignments) {
            if (assignment.name.startsWith(QLatin1String("PET_")))
                invocation.petEnvironment.insert(assignment.name, assignment.value.value);
        }
        parser.setEnvironment(invocation.petEnvironment);
    }
    invocation.result = parser.parse(command->words, location->argumentsBegin);
    (isTorchLauncher(location->kind) ? result.invocations : result.wrappers).append(std::move(invocation));
}

// Every range of a parse of a written script's launcher is the command that runs the script: the
// parser places values and fixes inside words, which are not in the text there.
void WrittenLauncher::placeAt(LauncherParseResult& parsed, const SourceRange& runs)
{
    for (LauncherOccurrence& occurrence : parsed.occurrences)
        occurrence.range = runs;
    for (LauncherParseError& error : parsed.errors) {
        error.range = runs;
        error.fix.reset();
        error.moreFixes.clear();
    }
}

void WrittenLauncher::placeParses(ValidatedInvocation& invocation)
{
    if (!invocation.written)
        return;
    placeAt(invocation.result, invocation.written->range);
    if (invocation.firstNode)
        placeAt(*invocation.firstNode, invocation.written->range);
}

} // namespace ddpw
