#include "validate/EvaluatedArguments.h"

#include "expand/RuntimeValue.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "validate/ParserErrorChecks.h"
#include "validate/PlatformSimulation.h"

#include <algorithm>

namespace ddpw {

namespace {

// The launcher command's words as node 0's bash makes them: the words before the program as
// written, then one word per argv entry.
struct NodeWords
{
    QList<ShellWord> words;
    QList<bool> split;
    bool oneToOne = true; // each written word gave exactly one entry, in order
};

// An argv entry as a word for the parser: its value is what bash passes; what only the node knows
// (a marker, a part kept as written, a value that differs between the nodes) is unresolved.
ShellWord entryWord(const QString& field, const ShellWord& source, bool varies, bool split)
{
    ShellWord word;
    const bool marked = RuntimeValue::contains(field);
    word.value = marked ? RuntimeValue::readable(field) : field;
    // Inside a split word the text has no place for the entry: its raw is itself.
    word.raw = split ? word.value : source.raw;
    word.range = source.range;
    word.hasExpansion = varies || marked || field.contains(u'$') || field.contains(u'`');
    return word;
}

std::optional<NodeWords> nodeWords(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    const PlatformSimulation& platform = context.platform();
    const StaticExpansion* node = platform.firstNode(invocation.command);
    if (!node || node->argvWords.isEmpty())
        return std::nullopt;
    const QList<bool> varying = platform.varying(invocation.command);
    if (varying.size() != node->markedArgv.size())
        return std::nullopt;
    const ShellCommand& command = context.commandOf(invocation);
    const int program = invocation.location.programIndex;
    // The program must be the written one (not a launcher that only a variable names).
    if (node->argvWords.constFirst() != program)
        return std::nullopt;
    QList<int> count(command.words.size(), 0);
    for (int w : node->argvWords) {
        if (w < program || w >= command.words.size())
            return std::nullopt;
        ++count[w];
    }
    NodeWords result;
    for (int w = 0; w < program; ++w) {
        result.words.append(command.words.at(w));
        result.split.append(false);
    }
    result.oneToOne = node->argvWords.size() == command.words.size() - program;
    for (qsizetype k = 0; k < node->argvWords.size(); ++k) {
        const int w = node->argvWords.at(k);
        const bool split = count.at(w) != 1;
        if (split || w != program + k)
            result.oneToOne = false;
        result.words.append(entryWord(node->markedArgv.at(k), command.words.at(w), varying.at(k), split));
        result.split.append(split);
    }
    return result;
}

// Whether a fix's range edits the inside of word (an insertion counts strictly inside it).
bool overlaps(const SourceRange& fix, const SourceRange& word)
{
    if (fix.end.offset <= fix.begin.offset)
        return word.begin.offset < fix.begin.offset && fix.begin.offset < word.end.offset;
    return fix.begin.offset < word.end.offset && word.begin.offset < fix.end.offset;
}

// The variables of a written word that neither the snippet nor the platform sets on node 0.
QStringList unsetIn(const ShellWord& word, const StaticExpansion& node, const QMap<QString, QString>& environment)
{
    QStringList names;
    for (const QString& name : ValidationContext::variablesIn(word.raw)) {
        if (!node.setVariables.contains(name) && !environment.contains(name) && !names.contains(name))
            names.append(name);
    }
    return names;
}

} // namespace

void EvaluatedArguments::reparse(const ValidationContext& context, ValidatedInvocation& invocation,
                                 const QHash<QString, QString>& petEnvironment)
{
    if (!isTorchLauncher(invocation.location.kind))
        return;
    const std::optional<NodeWords> node = nodeWords(context, invocation);
    if (!node)
        return;
    const std::optional<LauncherLocation> location = LauncherLocator::locate(node->words);
    if (!location || location->kind != invocation.location.kind)
        return;
    // What explain shows: node 0's argv, with the PET_* defaults its shell exports there.
    invocation.firstNodeEnvironment = context.platform().firstNode(invocation.command)->environment;
    QHash<QString, QString> nodePet;
    for (auto it = invocation.firstNodeEnvironment.cbegin(); it != invocation.firstNodeEnvironment.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("PET_")))
            nodePet.insert(it.key(), it.value());
    }
    LauncherParser nodeParser(context.options().torch, location->kind);
    nodeParser.setEnvironment(nodePet);
    invocation.firstNode = nodeParser.parse(node->words, location->argumentsBegin);
    if (node->oneToOne) {
        // `export PET_NODE_RANK=$VC_TASK_INDEX`: torch reads the value bash exported, not the text.
        if (nodePet != petEnvironment)
            invocation.result = *invocation.firstNode;
        return;
    }
    LauncherParser parser(context.options().torch, location->kind);
    parser.setEnvironment(petEnvironment);
    LauncherParseResult parsed = parser.parse(node->words, location->argumentsBegin);
    const ShellCommand& command = context.commandOf(invocation);
    for (LauncherParseError& error : parsed.errors) {
        // Say where the word torch rejects comes from: the text shows another one.
        QStringList sources;
        for (int index : std::as_const(error.words)) {
            if (index < 0 || index >= node->split.size() || !node->split.at(index))
                continue;
            for (const ShellWord& written : command.words) {
                if (written.range == node->words.at(index).range && !sources.contains(written.raw))
                    sources.append(written.raw);
            }
        }
        if (!sources.isEmpty())
            error.message = tr("%1 (bash makes it of %2)").arg(error.message, sources.join(QStringLiteral(", ")));
    }
    invocation.location = *location;
    invocation.result = std::move(parsed);
    invocation.evaluatedWords = node->words;
    invocation.split = node->split;
}

void EvaluatedArguments::parserErrors(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!invocation.evaluatedWords.isEmpty())
            continue; // already parsed as bash makes it: ParserErrorChecks reports it
        const std::optional<NodeWords> node = nodeWords(context, invocation);
        if (!node || !node->oneToOne)
            continue;
        LauncherParser parser(context.options().torch, invocation.location.kind);
        const LauncherParseResult parsed = parser.parse(node->words, invocation.location.argumentsBegin);
        const ShellCommand& command = context.commandOf(invocation);
        const StaticExpansion& first = *context.platform().firstNode(invocation.command);
        const QMap<QString, QString> environment = context.platform().environment(0);
        for (const LauncherParseError& error : parsed.errors) {
            // Only what the written parse could not see: an error on a word bash substitutes.
            bool known = false;
            for (const LauncherParseError& written : invocation.result.errors)
                known = known || (written.code == error.code && written.dest == error.dest);
            QStringList substituted;
            QStringList unset;
            QList<SourceRange> ranges;
            for (int index : error.words) {
                if (index < 0 || index >= command.words.size() || !command.words.at(index).hasExpansion)
                    continue;
                substituted.append(node->words.at(index).value);
                ranges.append(command.words.at(index).range);
                for (const QString& name : unsetIn(command.words.at(index), first, environment))
                    unset.append(name);
            }
            if (known || substituted.isEmpty())
                continue;
            QString message = tr("on the nodes bash passes '%1', and torch stops: %2")
                                  .arg(substituted.join(QStringLiteral("' '")), error.message);
            unset.removeDuplicates();
            if (!unset.isEmpty())
                message += tr(" (%1 is set neither by the snippet nor by the platform; if your platform sets it, "
                              "declare it with a sample value)")
                               .arg(unset.join(QStringLiteral(", ")));
            context.add(ParserErrorChecks::codeOf(error, invocation, context), error.range, message, std::nullopt,
                        Severity::Error);
            // One verdict per cause: the unset variable is this error, not a warning beside it.
            QList<CommandDiagnostic>& all = context.diagnostics();
            all.erase(std::remove_if(all.begin(), all.end(),
                                     [&](const CommandDiagnostic& d) {
                                         return d.code == QLatin1String("DDP106") && ranges.contains(d.range);
                                     }),
                      all.end());
        }
    }
}

void EvaluatedArguments::dropSplitFixes(ValidationContext& context)
{
    QList<SourceRange> splitWords;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        for (qsizetype k = 0; k < invocation.split.size(); ++k) {
            if (invocation.split.at(k) && !splitWords.contains(invocation.evaluatedWords.at(k).range))
                splitWords.append(invocation.evaluatedWords.at(k).range);
        }
    }
    if (splitWords.isEmpty())
        return;
    for (CommandDiagnostic& diagnostic : context.diagnostics()) {
        bool inside = false;
        for (const DiagnosticFix& fix : diagnostic.fixes()) {
            for (const SourceRange& word : std::as_const(splitWords))
                inside = inside || overlaps(fix.range, word);
        }
        if (inside) {
            diagnostic.fix.reset();
            diagnostic.moreFixes.clear();
        }
    }
}

} // namespace ddpw
