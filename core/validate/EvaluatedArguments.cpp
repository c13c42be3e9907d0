#include "validate/EvaluatedArguments.h"

#include "expand/RuntimeValue.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "shell/ShellScanner.h"
#include "validate/LostAssignment.h"
#include "validate/ParserErrorChecks.h"
#include "validate/PlatformSimulation.h"
#include "validate/WrapperNodeValues.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>

namespace ddpw {

namespace {

// The launcher command's words as one node's bash makes them: the words before the program as
// written, then one word per argv entry.
struct NodeWords
{
    QList<ShellWord> words;
    QList<int> written; // for each word, the written word of the command it comes from
    QList<bool> split;
    bool oneToOne = true; // each written word gave exactly one entry, in order
    // The same words with each value only the node knows replaced by one it could give, twice
    // (RuntimeValue::withStandIns); empty when no entry holds such a value alone.
    std::array<QList<ShellWord>, 2> standIns;
    QList<std::pair<QString, QString>> standInsShown; // the first list's stand-ins, for messages
};

// The entry with each value only the node knows replaced by a stand-in, when that is all it
// leaves unresolved (not a value another node gets otherwise, not a part kept as written).
std::optional<ShellWord> standInWord(const ShellWord& word, const QString& field, int variant, int& serial,
                                     QList<std::pair<QString, QString>>& shown)
{
    const std::optional<QString> value = RuntimeValue::withStandIns(field, variant, serial, shown);
    if (!value)
        return std::nullopt;
    ShellWord standIn = word;
    standIn.value = *value;
    if (word.raw == word.value)
        standIn.raw = *value;
    standIn.hasExpansion = false;
    standIn.passesBlank.reset();
    return standIn;
}

// Whether text kept as written holds a blank outside its $(...), ${...} and `...`: the blanks
// inside them are the command's text, not the value bash passes ("--local_addr=$(date +%s)" is
// one word that starts with "--", an option to argparse whatever date prints).
bool blankOutsideExpansions(QStringView text)
{
    int depth = 0;
    bool backquoted = false;
    for (qsizetype at = 0; at < text.size(); ++at) {
        const QChar c = text.at(at);
        if (c == u'`') {
            backquoted = !backquoted;
        } else if (c == u'$' && at + 1 < text.size() && (text.at(at + 1) == u'(' || text.at(at + 1) == u'{')) {
            ++depth;
            ++at;
        } else if (depth > 0 && (c == u'(' || c == u'{')) {
            ++depth;
        } else if (depth > 0 && (c == u')' || c == u'}')) {
            --depth;
        } else if (depth == 0 && !backquoted && (c == u' ' || c == u'\t')) {
            return true;
        }
    }
    return false;
}

// An argv entry as a word for the parser: its value is what bash passes; what only the node knows
// (a marker, a part kept as written, a value that differs between the nodes) is unresolved.
// `keptAsWritten`: the entry holds text the node's evaluation kept as written ($X, `...`);
// otherwise a '$' in an entry is bash's literal one (single quotes, an escape).
ShellWord entryWord(const QString& field, const ShellWord& source, bool varies, bool split, bool keptAsWritten)
{
    ShellWord word;
    const bool marked = RuntimeValue::contains(field);
    word.value = marked ? RuntimeValue::readable(field) : field;
    // Inside a split word the text has no place for the entry: its raw is itself.
    word.raw = split ? word.value : source.raw;
    word.range = source.range;
    word.hasExpansion = varies || marked || keptAsWritten;
    // What only the node knows is an address, a name or a count: its blanks are the readable
    // text's, not the word's, so argparse's "a word with a blank is no option" reads the field.
    if (marked) {
        const QList<RuntimeValue::Part> parts = RuntimeValue::parts(field);
        QString known = field;
        for (qsizetype p = parts.size() - 1; p >= 0; --p)
            known.remove(parts.at(p).begin, parts.at(p).end - parts.at(p).begin);
        word.passesBlank = known.contains(u' ');
    } else if (keptAsWritten) {
        word.passesBlank = blankOutsideExpansions(field);
    }
    return word;
}

// `varying`: which entries another node gets otherwise (left unresolved); empty for none.
std::optional<NodeWords> nodeWords(const ShellCommand& command, int program, const StaticExpansion& node,
                                   const QList<bool>& varying)
{
    if (node.argvWords.isEmpty() || (!varying.isEmpty() && varying.size() != node.markedArgv.size()))
        return std::nullopt;
    // The program must be the written one (not a launcher that only a variable names).
    if (node.argvWords.constFirst() != program)
        return std::nullopt;
    QList<int> count(command.words.size(), 0);
    for (int w : node.argvWords) {
        if (w < program || w >= command.words.size())
            return std::nullopt;
        ++count[w];
    }
    NodeWords result;
    for (int w = 0; w < program; ++w) {
        result.words.append(command.words.at(w));
        result.written.append(w);
        result.split.append(false);
    }
    result.oneToOne = node.argvWords.size() == command.words.size() - program;
    std::array<int, 2> serials{0, 0};
    std::array<QList<std::pair<QString, QString>>, 2> shown;
    bool standingIn = false; // the stand-in lists exist (made at the first entry that needs them)
    for (qsizetype k = 0; k < node.argvWords.size(); ++k) {
        const int w = node.argvWords.at(k);
        const bool split = count.at(w) != 1;
        if (split || w != program + k)
            result.oneToOne = false;
        const bool varies = !varying.isEmpty() && varying.at(k);
        const QString& field = node.markedArgv.at(k);
        // A '$' or '`' is text kept as written only where the evaluation left something unresolved.
        const bool keptAsWritten = !node.unresolved.isEmpty() && (field.contains(u'$') || field.contains(u'`'));
        result.words.append(entryWord(field, command.words.at(w), varies, split, keptAsWritten));
        result.written.append(w);
        result.split.append(split);
        std::array<std::optional<ShellWord>, 2> standIns;
        if (!varies && !keptAsWritten && RuntimeValue::contains(field)) {
            for (int variant = 0; variant < 2; ++variant)
                standIns[variant] =
                    standInWord(result.words.constLast(), field, variant, serials[variant], shown[variant]);
        }
        if (!standingIn && !standIns[0] && !standIns[1])
            continue;
        for (int variant = 0; variant < 2; ++variant) {
            if (!standingIn)
                result.standIns[variant] = result.words.mid(0, result.words.size() - 1);
            result.standIns[variant].append(standIns[variant].value_or(result.words.constLast()));
        }
        standingIn = true;
    }
    result.standInsShown = shown[0];
    return result;
}

// Adds to `parsed` the errors the launcher stops with whatever value the node gives where only
// the node knows it: those of both stand-in parses (`--rdzv_endpoint=$(getent ...)` with the
// static backend lacks a port at any address). The messages show the values as markers.
void addStandInErrors(const LauncherParser& parser, const NodeWords& argv, int argumentsBegin,
                      LauncherParseResult& parsed)
{
    if (argv.standIns[0].isEmpty())
        return;
    const LauncherParseResult first = parser.parse(argv.standIns[0], argumentsBegin);
    const LauncherParseResult second = parser.parse(argv.standIns[1], argumentsBegin);
    const auto sameError = [](const LauncherParseError& a, const LauncherParseError& b) {
        return a.code == b.code && a.dest == b.dest && a.words == b.words;
    };
    for (LauncherParseError error : first.errors) {
        const bool everyValue = std::any_of(second.errors.cbegin(), second.errors.cend(),
                                            [&](const LauncherParseError& other) { return sameError(error, other); });
        const bool seen = std::any_of(parsed.errors.cbegin(), parsed.errors.cend(), [&](const LauncherParseError& had) {
            return had.code == error.code && had.dest == error.dest;
        });
        if (!everyValue || seen)
            continue;
        error.message = RuntimeValue::showStandIns(error.message, argv.standInsShown);
        error.hint = RuntimeValue::showStandIns(error.hint, argv.standInsShown);
        parsed.errors.append(error);
    }
}

// One evaluated node's parse of the launcher, on the words its bash makes.
struct NodeParse
{
    int node = -1;
    NodeWords argv;
    LauncherLocation location;
    LauncherParseResult parsed;
};

// The PET_* defaults torch reads on the node: what its shell exports there (`export
// PET_NODE_RANK=$VC_TASK_INDEX` is 0 on node 0), over the ones written before the command.
QHash<QString, QString> nodePetEnvironment(const ValidatedInvocation& invocation, const StaticExpansion& node)
{
    QHash<QString, QString> pet = invocation.petEnvironment;
    pet.insert(PlatformSimulation::exportedPet(node));
    return pet;
}

// `markVarying`: the values another node gets otherwise are left unresolved (node 0's parse that
// every check judges by must not take one node's value for the job's).
std::optional<NodeParse> parseOn(const ValidationContext& context, const ValidatedInvocation& invocation, int k,
                                 bool markVarying)
{
    const PlatformSimulation& platform = context.platform();
    const StaticExpansion* node = platform.node(k, invocation.command);
    if (!node)
        return std::nullopt;
    const ShellCommand& command = context.commandOf(invocation);
    std::optional<NodeWords> argv = nodeWords(command, invocation.location.programIndex, *node,
                                              markVarying ? platform.varying(invocation.command) : QList<bool>());
    if (!argv)
        return std::nullopt;
    const std::optional<LauncherLocation> location = LauncherLocator::locate(argv->words);
    if (!location || location->kind != invocation.location.kind)
        return std::nullopt;
    LauncherParser parser(context.options().torch, location->kind);
    if (isTorchLauncher(location->kind))
        parser.setEnvironment(nodePetEnvironment(invocation, *node));
    NodeParse result{k, std::move(*argv), *location, {}};
    result.parsed = parser.parse(result.argv.words, location->argumentsBegin);
    addStandInErrors(parser, result.argv, location->argumentsBegin, result.parsed);
    for (LauncherParseError& error : result.parsed.errors) {
        // Say where the word the launcher rejects comes from: the text shows another one.
        QStringList sources;
        for (int index : std::as_const(error.words)) {
            if (index < 0 || index >= result.argv.split.size() || !result.argv.split.at(index))
                continue;
            const QString& raw = command.words.at(result.argv.written.at(index)).raw;
            if (!sources.contains(raw))
                sources.append(raw);
        }
        if (!sources.isEmpty())
            error.message = EvaluatedArguments::tr("%1 (bash makes it of %2)")
                                .arg(error.message, sources.join(QStringLiteral(", ")));
    }
    return result;
}

// argparse reads both word lists the same way: the same options at the same words, the same
// script. Where it does, the parse as written (with each value's provenance) is kept.
bool sameStructure(const LauncherParseResult& a, const LauncherParseResult& b)
{
    if (a.argumentsBegin != b.argumentsBegin || a.occurrences.size() != b.occurrences.size() ||
        a.trainingScriptWord != b.trainingScriptWord || a.trainingScriptArgsBegin != b.trainingScriptArgsBegin ||
        a.helpRequested != b.helpRequested)
        return false;
    for (qsizetype k = 0; k < a.occurrences.size(); ++k) {
        const LauncherOccurrence& x = a.occurrences.at(k);
        const LauncherOccurrence& y = b.occurrences.at(k);
        if (x.option != y.option || x.wordIndex != y.wordIndex || x.valueWordIndex != y.valueWordIndex)
            return false;
    }
    return true;
}

// Whether a fix's range edits the inside of word (an insertion counts strictly inside it).
bool overlaps(const SourceRange& fix, const SourceRange& word)
{
    if (fix.end.offset <= fix.begin.offset)
        return word.begin.offset < fix.begin.offset && fix.begin.offset < word.end.offset;
    return fix.begin.offset < word.end.offset && word.begin.offset < fix.end.offset;
}

// The variables of a written word that neither the snippet nor the platform sets on the node.
QStringList unsetIn(const ShellWord& word, const StaticExpansion& node, const QMap<QString, QString>& environment)
{
    QStringList names;
    for (const QString& name : ValidationContext::variablesIn(word.raw)) {
        // $@, $1, $#: the start command's or a function's arguments, never the platform's.
        if (!ShellScanner::isName(name))
            continue;
        // sudo without -E, env -i: the platform's variables do not reach a launcher behind them.
        const bool fromPlatform = environment.contains(name) && node.writtenClearedBy.isEmpty();
        if (!node.setVariables.contains(name) && !fromPlatform && !names.contains(name))
            names.append(name);
    }
    return names;
}

// One cause the launcher stops with (the same error at the same written words), on the nodes
// where it does.
struct Verdict
{
    QString code;
    LauncherParseError::Code kind = LauncherParseError::Code::UnrecognizedArguments;
    QString dest;
    QList<int> written;       // the written words of the error, sorted
    LauncherParseError error; // as the first of the nodes has it
    bool substituted = false; // said as "bash passes '...'": the written parse could not see it
    QList<int> nodes;
    QStringList values;        // node by node: what bash passes in the substituted words
    QStringList messages;      // node by node: what the launcher says
    QList<SourceRange> ranges; // the written words bash substitutes
    QStringList unset;
};

QString nodeList(const QList<int>& nodes)
{
    QStringList numbers;
    for (int node : nodes)
        numbers.append(QString::number(node));
    return numbers.join(QStringLiteral(", "));
}

// The program that stops, as the messages name it.
QString stopper(LauncherKind kind)
{
    switch (kind) {
    case LauncherKind::Accelerate: return QStringLiteral("accelerate");
    case LauncherKind::DeepSpeed: return QStringLiteral("deepspeed");
    default: return QStringLiteral("torch");
    }
}

// The finding's text: one sentence when every node stops the same way, else each node's, named.
QString verdictMessage(const Verdict& verdict, LauncherKind kind, int evaluated, int nodeCount)
{
    QList<qsizetype> firstOf; // the first node of each distinct (values, message)
    QList<QList<int>> nodesOf;
    for (qsizetype k = 0; k < verdict.nodes.size(); ++k) {
        qsizetype at = -1;
        for (qsizetype d = 0; d < firstOf.size() && at < 0; ++d) {
            if (verdict.values.at(firstOf.at(d)) == verdict.values.at(k) &&
                verdict.messages.at(firstOf.at(d)) == verdict.messages.at(k))
                at = d;
        }
        if (at >= 0) {
            nodesOf[at].append(verdict.nodes.at(k));
        } else {
            firstOf.append(k);
            nodesOf.append(QList<int>{verdict.nodes.at(k)});
        }
    }
    const QString program = stopper(kind);
    const bool everywhere = verdict.nodes.size() == evaluated;
    if (everywhere && firstOf.size() == 1)
        return verdict.substituted ? EvaluatedArguments::tr("on the nodes bash passes '%1', and %2 stops: %3")
                                         .arg(verdict.values.constFirst(), program, verdict.messages.constFirst())
                                   : verdict.messages.constFirst();
    QStringList parts;
    for (qsizetype d = 0; d < firstOf.size(); ++d) {
        const int count = int(nodesOf.at(d).size());
        const QString nodes = nodeList(nodesOf.at(d));
        const QString& values = verdict.values.at(firstOf.at(d));
        const QString& said = verdict.messages.at(firstOf.at(d));
        if (verdict.substituted)
            parts.append(
                everywhere
                    ? EvaluatedArguments::tr("on node(s) %1, bash passes '%2', and %3 stops: %4", nullptr, count)
                          .arg(nodes, values, program, said)
                    : EvaluatedArguments::tr("on node(s) %1 only, bash passes '%2', and %3 stops: %4", nullptr, count)
                          .arg(nodes, values, program, said));
        else
            parts.append(everywhere
                             ? EvaluatedArguments::tr("on node(s) %1: %2", nullptr, count).arg(nodes, said)
                             : EvaluatedArguments::tr("on node(s) %1 only: %2", nullptr, count).arg(nodes, said));
    }
    QString message = parts.join(QStringLiteral("; "));
    if (!everywhere && evaluated < nodeCount)
        message += EvaluatedArguments::tr(" (validate evaluates the first %n nodes)", nullptr, evaluated);
    return message;
}

// What the launcher stops with: argparse exits at its first error (none of the parse's errors
// after it are ever met); torchrun's own checks come after a parse that succeeded.
QList<LauncherParseError> whatStops(const LauncherParseResult& parsed)
{
    for (const LauncherParseError& error : parsed.errors) {
        if (error.stage == LauncherParseError::Stage::Argparse ||
            error.code == LauncherParseError::Code::PetFlagNotInteger)
            return parsed.argparseAccepts() ? parsed.errors : QList<LauncherParseError>{error};
    }
    return parsed.errors;
}

// The written words that gave no word at all on the node between an option and the value the
// error is about (`--master_port $PORT train.py` with PORT unset: the option takes train.py):
// the cause of the error, not a warning beside it.
QList<int> vanishedBefore(const LauncherParseError& error, const NodeParse& node, const ShellCommand& command)
{
    QList<int> vanished;
    for (const LauncherOccurrence& occurrence : node.parsed.occurrences) {
        if (occurrence.valueWordIndex < 0 || !error.words.contains(occurrence.valueWordIndex) ||
            occurrence.wordIndex < 0 || occurrence.valueWordIndex >= node.argv.written.size())
            continue;
        const int from = node.argv.written.at(occurrence.wordIndex);
        const int to = node.argv.written.at(occurrence.valueWordIndex);
        for (int w = from + 1; w < to; ++w) {
            if (!node.argv.written.contains(w) && command.words.at(w).hasExpansion && !vanished.contains(w))
                vanished.append(w);
        }
    }
    return vanished;
}

// Adds one node's errors to the verdicts: a cause already met on another node gets this node.
void collect(const ValidationContext& context, const ValidatedInvocation& invocation, const NodeParse& node,
             QList<Verdict>& verdicts)
{
    const bool reparsed = !invocation.evaluatedWords.isEmpty();
    const ShellCommand& command = context.commandOf(invocation);
    const PlatformSimulation& platform = context.platform();
    const StaticExpansion& expansion = *platform.node(node.node, invocation.command);
    for (const LauncherParseError& error : whatStops(node.parsed)) {
        QList<int> written;
        QStringList values;
        QList<SourceRange> ranges;
        for (int index : error.words) {
            if (index < 0 || index >= node.argv.written.size())
                continue;
            const int w = node.argv.written.at(index);
            if (!written.contains(w))
                written.append(w);
            if (command.words.at(w).hasExpansion) {
                values.append(node.argv.words.at(index).value);
                ranges.append(command.words.at(w).range);
            }
        }
        std::sort(written.begin(), written.end());
        const QList<int> dropped = vanishedBefore(error, node, command);
        for (int w : dropped)
            ranges.append(command.words.at(w).range);
        if (!reparsed) {
            // Only what the written parse could not see: an error on a word bash substitutes, on
            // words bash makes other than written on this node, or one torchrun's checks find
            // only with the values bash gives (a literal host with a port from $((...))).
            bool known = false;
            for (const LauncherParseError& same : invocation.result.errors)
                known = known || (same.code == error.code && same.dest == error.dest);
            if (known || (values.isEmpty() && node.argv.oneToOne && !invocation.result.errors.isEmpty()))
                continue;
        }
        const QString code = QLatin1String(ParserErrorChecks::codeOf(error, node.parsed, node.argv.words));
        auto verdict = std::find_if(verdicts.begin(), verdicts.end(), [&](const Verdict& v) {
            return v.code == code && v.kind == error.code && v.dest == error.dest && v.written == written;
        });
        if (verdict == verdicts.end()) {
            Verdict added;
            added.code = code;
            added.kind = error.code;
            added.dest = error.dest;
            added.written = written;
            added.error = error;
            added.substituted = !reparsed && !values.isEmpty();
            verdicts.append(std::move(added));
            verdict = verdicts.end() - 1;
        }
        verdict->nodes.append(node.node);
        verdict->values.append(values.join(QStringLiteral("' '")));
        verdict->messages.append(error.message);
        for (const SourceRange& range : std::as_const(ranges)) {
            if (!verdict->ranges.contains(range))
                verdict->ranges.append(range);
        }
        for (int w : written + dropped) {
            if (!command.words.at(w).hasExpansion)
                continue;
            for (const QString& name : unsetIn(command.words.at(w), expansion, platform.environment(node.node))) {
                if (!verdict->unset.contains(name))
                    verdict->unset.append(name);
            }
        }
    }
}

// The shown node's parse leaves a value another node gets otherwise unresolved, and torchrun's
// checks skip what is unresolved: whether torch stops on that node is judged on the words its
// own bash gives ("--nproc_per_node=4 --node_rank 0" quoted as one value stops every node).
void takeShownNodeStops(const ValidationContext& context, const ValidatedInvocation& invocation, int k,
                        LauncherParseResult& shown)
{
    const QList<bool> varying = context.platform().varying(invocation.command);
    if (!shown.errors.isEmpty() || !varying.contains(true))
        return;
    if (const std::optional<NodeParse> own = parseOn(context, invocation, k, false))
        shown.errors = own->parsed.errors;
}

} // namespace

// The nodes that run the launcher; where node 0 takes another branch, explain shows the first of
// them, so that what it states is bash's for a node that gets there. For accelerate launch and
// deepspeed also the torchrun settings there, as expand works them out.
void EvaluatedArguments::showFirstReachingNode(const ValidationContext& context, ValidatedInvocation& invocation)
{
    const PlatformSimulation& platform = context.platform();
    invocation.evaluatedNodes = platform.evaluatedNodes();
    for (int k = 0; k < platform.evaluatedNodes(); ++k) {
        if (platform.node(k, invocation.command))
            invocation.reachingNodes.append(k);
    }
    if (invocation.reachingNodes.isEmpty()) {
        bool everywhere = platform.evaluatedNodes() > 0;
        for (int k = 0; k < platform.evaluatedNodes() && everywhere; ++k) {
            const StaticExpansion* evaluation = platform.evaluation(k);
            everywhere = evaluation && evaluation->localRuns.contains(invocation.command);
        }
        invocation.localRunBeforeJob = everywhere;
        return;
    }
    const int k = invocation.reachingNodes.constFirst();
    const StaticExpansion* expansion = platform.node(k, invocation.command);
    if (!isTorchLauncher(invocation.location.kind)) {
        const WrapperNode node =
            WrapperNodeValues::fromExpansion(context.text(), context.script(), *expansion, platform.environment(k));
        if (node.reached) {
            invocation.shownTorchrun = node.torchrun;
            invocation.shownNode = k;
        }
    }
    if (k == 0)
        return;
    if (std::optional<NodeParse> node = parseOn(context, invocation, k, true)) {
        takeShownNodeStops(context, invocation, k, node->parsed);
        invocation.firstNode = std::move(node->parsed);
        invocation.firstNodeEnvironment = expansion->environment;
        invocation.shownNode = k;
    }
}

void EvaluatedArguments::reparse(const ValidationContext& context, ValidatedInvocation& invocation)
{
    showFirstReachingNode(context, invocation);
    // A launcher in a branch node 0 does not take ("else torchrun $COMMON ...") is read with the
    // words bash gives the first node that runs it, as node 0's are for the others.
    const int shown = invocation.reachingNodes.isEmpty() ? 0 : invocation.reachingNodes.constFirst();
    std::optional<NodeParse> node = parseOn(context, invocation, shown, true);
    if (!node)
        return;
    // What explain shows: that node's parse and the environment its launcher starts in.
    const StaticExpansion& first = *context.platform().node(shown, invocation.command);
    invocation.firstNode = node->parsed;
    takeShownNodeStops(context, invocation, 0, *invocation.firstNode);
    invocation.firstNodeEnvironment = first.environment;
    // `export PET_NODE_RANK=$VC_TASK_INDEX`: torch reads the value bash exported, not the text.
    const bool petDiffers =
        isTorchLauncher(invocation.location.kind) && nodePetEnvironment(invocation, first) != invocation.petEnvironment;
    if (node->argv.oneToOne && sameStructure(node->parsed, invocation.result) && !petDiffers)
        return;
    invocation.location = node->location;
    invocation.result = std::move(node->parsed);
    invocation.evaluatedWords = std::move(node->argv.words);
    invocation.split = std::move(node->argv.split);
}

// Whether a line of the text assigns NAME (NAME=, after a blank or an operator), as written.
bool EvaluatedArguments::assignsIn(QStringView text, const QString& name)
{
    return QRegularExpression(QStringLiteral(R"((?:^|[\s;&|(])%1=)").arg(QRegularExpression::escape(name)),
                              QRegularExpression::MultilineOption)
        .match(text)
        .hasMatch();
}

// A line that sets one of the variables, which bash abandoned at an expansion error on some node
// before the assignment was made: the note that says so, with bash's message.
std::optional<QString> EvaluatedArguments::abandonedAssignment(const ValidationContext& context,
                                                               const QStringList& unset)
{
    const QStringView text = context.text();
    const PlatformSimulation& platform = context.platform();
    for (int k = 0; k < platform.evaluatedNodes(); ++k) {
        const StaticExpansion* node = platform.evaluation(k);
        if (!node)
            continue;
        for (const StaticExpansion::AbandonedLine& line : node->abandonedLines) {
            const qsizetype begin = text.lastIndexOf(u'\n', std::max<qsizetype>(line.range.begin.offset - 1, 0)) + 1;
            const qsizetype end = text.indexOf(u'\n', line.range.begin.offset);
            const QString lineText = text.mid(begin, end < 0 ? -1 : end - begin).toString();
            for (const QString& name : unset) {
                if (assignsIn(lineText, name))
                    return tr(" (%1 is empty there: bash abandons line %2, which sets it, at an expansion error (%3), "
                              "and goes on with the next line)")
                        .arg(name)
                        .arg(line.range.begin.line)
                        .arg(line.message);
            }
        }
    }
    return std::nullopt;
}

// Why the variables are empty where the launcher reads them: a line that looks like an assignment
// bash does not make, or no assignment on those nodes' path.
QString EvaluatedArguments::unsetNote(const ValidationContext& context, const ValidatedInvocation& invocation,
                                      const QStringList& unset)
{
    if (unset.size() == 1) {
        if (const std::optional<QString> lost = LostAssignment::explain(context.script(), unset.constFirst()))
            return tr(" (%1 is empty there; %2)").arg(unset.constFirst(), *lost);
    }
    if (const std::optional<QString> abandoned = abandonedAssignment(context, unset))
        return *abandoned;
    // The launcher in a child shell that starts with an empty environment: not even the
    // platform's variables reach it.
    if (invocation.written && invocation.writtenClearedBy == QLatin1String("sudo"))
        return tr(" (%1 is empty there: sudo starts %2 with an emptied environment, so neither the platform's "
                  "variables nor the snippet's exports reach the launcher: use sudo -E or "
                  "--preserve-env=%1, or set them inside)")
            .arg(unset.join(u','), invocation.writtenScript);
    if (invocation.written && invocation.writtenClearedBy == QLatin1String("su -"))
        return tr(" (%1 is empty there: su - starts a login shell, which begins with an emptied environment, so "
                  "neither the platform's variables nor the snippet's exports reach the launcher: use su without "
                  "'-' (it keeps the environment), or name them in su's -w %2)")
            .arg(unset.join(QStringLiteral(", ")), unset.join(u','));
    if (invocation.written && !invocation.writtenClearedBy.isEmpty())
        return tr(" (%1 is empty there: %2 starts %3 with an emptied environment, so neither the platform's "
                  "variables nor the snippet's exports reach the launcher: pass them as env NAME=\"$NAME\", "
                  "or set them inside)")
            .arg(unset.join(QStringLiteral(", ")), invocation.writtenClearedBy, invocation.writtenScript);
    // The launcher in a child shell (bash -c TEXT, bash FILE, under conda run): it sees the
    // exported variables only.
    if (invocation.written && invocation.writtenScript != QLatin1String("eval")) {
        const QStringView text = context.text();
        const bool assigned =
            std::all_of(unset.cbegin(), unset.cend(), [&text](const QString& name) { return assignsIn(text, name); });
        if (assigned)
            return tr(" (%1 is empty there: the snippet sets it without export, and %2 runs the launcher in a child "
                      "shell, which sees exported variables only: export it, or set it inside)")
                .arg(unset.join(QStringLiteral(", ")), invocation.writtenScript);
    }
    return tr(" (%1 is empty there: the snippet sets it on no path those nodes take, and the platform does not "
              "set it; if your platform sets it, declare it with a sample value)")
        .arg(unset.join(QStringLiteral(", ")));
}

void EvaluatedArguments::parserErrors(ValidationContext& context)
{
    const PlatformSimulation& platform = context.platform();
    for (const ValidatedInvocation& invocation : context.launchers()) {
        QList<Verdict> verdicts;
        for (int k = 0; k < platform.evaluatedNodes(); ++k) {
            if (const std::optional<NodeParse> node = parseOn(context, invocation, k, false))
                collect(context, invocation, *node, verdicts);
        }
        for (Verdict& verdict : verdicts) {
            QString message =
                verdictMessage(verdict, invocation.location.kind, platform.evaluatedNodes(), platform.nodeCount());
            if (!verdict.unset.isEmpty())
                message += unsetNote(context, invocation, verdict.unset);
            // A substituted word's text is not what the launcher got: no fix edits it.
            if (verdict.substituted) {
                verdict.error.fix.reset();
                verdict.error.moreFixes.clear();
            }
            ParserErrorChecks::report(context, verdict.code.toLatin1().constData(), verdict.error, message);
            // One verdict per cause: the unset variable is this error, not a warning beside it.
            QList<CommandDiagnostic>& all = context.diagnostics();
            all.erase(std::remove_if(all.begin(), all.end(),
                                     [&](const CommandDiagnostic& d) {
                                         return d.code == QLatin1String("DDP106") && verdict.ranges.contains(d.range);
                                     }),
                      all.end());
        }
    }
}

void EvaluatedArguments::dropSplitFixes(ValidationContext& context)
{
    QList<SourceRange> splitWords;
    for (const ValidatedInvocation& invocation : context.launchers()) {
        // A written script's launcher: its words are not in the text, so a fix of the command
        // that runs the script would edit the wrong words.
        if (invocation.written) {
            const SourceRange& runs = invocation.written->range;
            for (CommandDiagnostic& diagnostic : context.diagnostics()) {
                if (diagnostic.range.begin.offset >= runs.begin.offset &&
                    diagnostic.range.end.offset <= runs.end.offset) {
                    diagnostic.fix.reset();
                    diagnostic.moreFixes.clear();
                }
            }
        }
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
