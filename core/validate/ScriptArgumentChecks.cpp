#include "validate/ScriptArgumentChecks.h"

#include "launcher/LauncherOptionTable.h"
#include "validate/PlaceholderChecks.h"
#include "validate/PlatformSimulation.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace ddpw {

namespace {

QString optionPart(const QString& word)
{
    const qsizetype equals = word.indexOf(u'=');
    return equals > 0 ? word.left(equals) : word;
}

bool isLocalRank(const QString& option)
{
    return option == QLatin1String("--local_rank") || option == QLatin1String("--local-rank");
}

// The text before `end` without the blanks and line continuations that lead up to it.
int trimmedEnd(QStringView text, int begin, int end)
{
    while (end > begin) {
        const QChar c = text[end - 1];
        if (c == u' ' || c == u'\t') {
            --end;
        } else if (c == u'\n' && end - 2 >= begin && text[end - 2] == u'\\') {
            end -= 2;
        } else {
            break;
        }
    }
    return end;
}

// The findings a launcher option's absence causes (its dest: argparse's name of it), and the
// default the launcher then takes: where the option stands after the script, it runs without it.
struct MissingOption
{
    QStringList consequences;
    const char* defaultTaken;
};

std::optional<MissingOption> missingOption(const QString& dest)
{
    static const QHash<QString, MissingOption> table{
        {QStringLiteral("nnodes"),
         {{QStringLiteral("DDP501"), QStringLiteral("DDP502"), QStringLiteral("DDP409")},
          QT_TRANSLATE_NOOP("ScriptArgumentChecks", "1:1: each node starts a job of its own")}},
        {QStringLiteral("node_rank"),
         {{QStringLiteral("DDP404"), QStringLiteral("DDP505")},
          QT_TRANSLATE_NOOP("ScriptArgumentChecks", "0: the same rank on every node")}},
        {QStringLiteral("master_addr"),
         {{QStringLiteral("DDP403"), QStringLiteral("DDP504"), QStringLiteral("DDP506")},
          QT_TRANSLATE_NOOP("ScriptArgumentChecks", "127.0.0.1: each node looks for the master on itself")}},
        {QStringLiteral("nproc_per_node"),
         {{QStringLiteral("DDP503")}, QT_TRANSLATE_NOOP("ScriptArgumentChecks", "one process per node")}},
        {QStringLiteral("rdzv_endpoint"),
         {{QStringLiteral("DDP405"), QStringLiteral("DDP506")},
          QT_TRANSLATE_NOOP("ScriptArgumentChecks", "no endpoint: the nodes have none in common")}},
        {QStringLiteral("rdzv_backend"),
         {{QStringLiteral("DDP405"), QStringLiteral("DDP408"), QStringLiteral("DDP409")},
          QT_TRANSLATE_NOOP("ScriptArgumentChecks", "the static backend")}},
        {QStringLiteral("rdzv_id"),
         {{QStringLiteral("DDP406"), QStringLiteral("DDP407"), QStringLiteral("DDP411")},
          QT_TRANSLATE_NOOP("ScriptArgumentChecks", "the id \"none\"")}},
    };
    const auto found = table.constFind(dest);
    return found == table.cend() ? std::nullopt : std::optional<MissingOption>(*found);
}

// A word as a message quotes it: a script path of a megabyte is not repeated in every finding.
QString shortened(const QString& word)
{
    return word.size() <= 80 ? word : word.left(77) + QStringLiteral("...");
}

// A placeholder of several words ([number of GPUs]) makes argparse take one of them for the
// script: what the words after it are then said to do is a consequence of the placeholder
// (DDP108), not a finding of its own.
bool scriptInPlaceholder(const ValidationContext& context, const ShellWord& script,
                         std::optional<QList<PlaceholderChecks::Placeholder>>& placeholders)
{
    if (!placeholders)
        placeholders = PlaceholderChecks::find(context);
    const int offset = script.range.begin.offset;
    const auto it = std::upper_bound(placeholders->cbegin(), placeholders->cend(), offset,
                                     [](int o, const PlaceholderChecks::Placeholder& p) { return o < p.end; });
    return it != placeholders->cend() && it->begin <= offset;
}

// argparse took the value of an option it does not know for the script (`--nproc-per-node 8`
// on torch 1.13: "8" is the script, the options after it its arguments) and stops with
// "unrecognized arguments": the options are not after the real script, and the unknown option
// (DDP201/DDP601) is the one finding.
bool scriptIsValueOfUnknownOption(const LauncherParseResult& parsed)
{
    return std::any_of(parsed.errors.cbegin(), parsed.errors.cend(), [&](const LauncherParseError& error) {
        return error.stage == LauncherParseError::Stage::Argparse &&
               error.code == LauncherParseError::Code::UnrecognizedArguments &&
               error.words.contains(parsed.trainingScriptWord - 1);
    });
}

} // namespace

// An option's value that bash splits at its blanks on the nodes (`--master_addr=$MASTER_ADDR`
// where MASTER_ADDR caught a log line with the host, `--node_rank=$R` where R holds two lines):
// the option gets the first word, and torch takes the next one for the training script.
std::optional<ScriptArgumentChecks::SplitValue>
ScriptArgumentChecks::splitIntoScript(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    const LauncherParseResult& parsed = invocation.result;
    const int script = parsed.trainingScriptWord;
    if (script <= 0 || !context.isSplit(invocation, script))
        return std::nullopt;
    const QList<ShellWord>& words = context.words(invocation);
    SplitValue split;
    split.written = words.at(script).range;
    int first = script;
    while (first > 0 && words.at(first - 1).range == split.written)
        --first;
    if (first == script)
        return std::nullopt; // the script is the first word bash made of it ($CMD, "$@")
    const QStringView text =
        context.text().mid(split.written.begin.offset, split.written.end.offset - split.written.begin.offset);
    // --opt=$VALUE, or --opt $VALUE of an option that takes a value (not $OPTS of several).
    const bool attached = text.startsWith(u'-') && text.contains(u'=') && words.at(first).value.startsWith(u'-');
    bool separate = false;
    if (!attached && first > 0) {
        const QString& before = words.at(first - 1).value;
        const LauncherOptionTable& table = LauncherOptionTable::forVersion(TorchVersion(), parsed.kind);
        const int index = before.startsWith(u'-') && !before.contains(u'=') ? table.findExact(before) : -1;
        separate = index >= 0 && !table.options().at(index).isFlag();
    }
    if (!attached && !separate)
        return std::nullopt;
    for (int w = first; w < words.size() && words.at(w).range == split.written; ++w)
        split.fields.append(words.at(w).value);
    split.option = attached ? optionPart(words.at(first).value) : words.at(first - 1).value;
    split.fields.first() = attached ? words.at(first).value.mid(split.option.size() + 1) : words.at(first).value;
    split.script = words.at(script).value;
    return split;
}

bool ScriptArgumentChecks::optionsLost(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    return context.platform().gluesOptions(invocation.command) || splitIntoScript(context, invocation).has_value();
}

void ScriptArgumentChecks::valueSplitIntoScript(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const std::optional<SplitValue> split = splitIntoScript(context, invocation);
        if (!split)
            continue;
        context.add("DDP114", split->written,
                    tr("bash splits this value at its blanks on the nodes: %1 gets '%2', and torch takes '%3' as "
                       "the training script, so the job cannot start; the value holds %4 words (%5): a message "
                       "printed beside the value, or more than one line")
                        .arg(split->option.left(80), shortened(split->fields.constFirst()), shortened(split->script))
                        .arg(split->fields.size())
                        .arg(shortened(split->fields.join(u' '))));
    }
}

void ScriptArgumentChecks::launcherOptionAfterScript(ValidationContext& context)
{
    std::optional<QList<PlaceholderChecks::Placeholder>> placeholders;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherParseResult& parsed = invocation.result;
        if (parsed.trainingScriptArgsBegin < 0 || parsed.trainingScriptWord < 0 ||
            scriptIsValueOfUnknownOption(parsed) || splitIntoScript(context, invocation))
            continue; // DDP201/DDP601 or DDP114 says why the options are after the script
        // Every spelling some release knows: the dash forms on 1.13 are still meant for torchrun.
        const LauncherOptionTable& table = LauncherOptionTable::forVersion(TorchVersion(), parsed.kind);
        const QList<ShellWord>& words = context.words(invocation);
        const ShellWord& script = words.at(parsed.trainingScriptWord);
        if (scriptInPlaceholder(context, script, placeholders))
            continue;
        QList<std::pair<int, QString>> misplaced; // the DDP209 added (its index) and the option's dest
        for (int w = parsed.trainingScriptArgsBegin; w < words.size(); ++w) {
            const ShellWord& word = words.at(w);
            const QString option = optionPart(word.value);
            if (!option.startsWith(QLatin1String("--")) || option.size() < 4 || isLocalRank(option) ||
                option == QLatin1String("--help"))
                continue;
            const int index = table.findExact(option);
            if (index < 0)
                continue;
            const LauncherOption& known = table.options().at(index);
            int last = w;
            if (!known.isFlag() && !word.value.contains(u'=') && w + 1 < words.size() &&
                !words.at(w + 1).value.startsWith(u'-'))
                last = w + 1;
            // Move the option (and its value) in front of the script: insert it there and delete
            // it (with the blanks before it) where it is. Two small edits, so that a thousand
            // such options cost a thousand short fixes, not a thousand copies of the line.
            const QStringView text = context.text();
            const int end = words.at(last).range.end.offset;
            const QString moved = text.mid(word.range.begin.offset, end - word.range.begin.offset).toString();
            const int cut = trimmedEnd(text, script.range.end.offset, word.range.begin.offset);
            CommandDiagnostic* added = context.add(
                "DDP209", word.range,
                tr("'%1' comes after the script %2, so the launcher never sees it: it goes to the script as "
                   "one of its arguments. Move it before the script.")
                    .arg(option.left(80), shortened(script.value)),
                DiagnosticFix{context.range(script.range.begin.offset, script.range.begin.offset), moved + u' '});
            if (added) {
                added->moreFixes.append(DiagnosticFix{context.range(cut, end), QString()});
                misplaced.append({int(context.diagnostics().size()) - 1, known.dest});
            }
            w = last;
        }
        promoteNeededOptions(context, context.script().commands.at(invocation.command).range, misplaced);
    }
}

// An option after the script that the launcher needed (its absence is an error the earlier checks
// found in this command: no --master_addr, the same rank everywhere) is the cause: an error of its
// own, and those errors, its consequences, are dropped. One only a script would read stays a warning.
void ScriptArgumentChecks::promoteNeededOptions(ValidationContext& context, const SourceRange& command,
                                                const QList<std::pair<int, QString>>& misplaced)
{
    QList<CommandDiagnostic>& diagnostics = context.diagnostics();
    const auto inCommand = [&](const CommandDiagnostic& d) {
        return d.range.begin.offset >= command.begin.offset && d.range.end.offset <= command.end.offset;
    };
    QSet<QString> dropped;
    for (const auto& [index, dest] : misplaced) {
        if (index >= diagnostics.size() || diagnostics.at(index).code != QLatin1String("DDP209"))
            continue;
        const std::optional<MissingOption> missing = missingOption(dest);
        if (!missing)
            continue;
        const QStringList& codes = missing->consequences;
        const bool needed = std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const CommandDiagnostic& d) {
            return d.severity == Severity::Error && codes.contains(d.code) && inCommand(d);
        });
        if (!needed)
            continue;
        CommandDiagnostic& finding = diagnostics[index];
        finding.severity = Severity::Error;
        finding.message += u' ' + tr("Without it the launcher takes its default (%1), and the job cannot start "
                                     "as meant.")
                                      .arg(tr(missing->defaultTaken));
        for (const QString& code : codes)
            dropped.insert(code);
    }
    diagnostics.erase(std::remove_if(diagnostics.begin(), diagnostics.end(),
                                     [&](const CommandDiagnostic& d) {
                                         return d.severity == Severity::Error && dropped.contains(d.code) &&
                                                inCommand(d);
                                     }),
                      diagnostics.end());
}

void ScriptArgumentChecks::handWrittenLocalRank(ValidationContext& context)
{
    std::optional<QList<PlaceholderChecks::Placeholder>> placeholders;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherParseResult& parsed = invocation.result;
        if (parsed.trainingScriptArgsBegin < 0)
            continue;
        const bool setsEnvironment =
            parsed.kind != LauncherKind::TorchDistributedLaunch || context.flag(invocation, QStringLiteral("use_env"));
        // launch without --use_env passes --local_rank=N (--local-rank=N from 2.0) itself, before
        // the script's arguments: the same spelling written after it wins in the script's
        // argparse, so every worker gets the hand-written value (torch/distributed/run.py).
        const TorchVersion version = parsed.version;
        const QString passed = !version.isKnown()           ? QString()
                               : version.hasDashSpellings() ? QStringLiteral("--local-rank")
                                                            : QStringLiteral("--local_rank");
        const QList<ShellWord>& words = context.words(invocation);
        if (parsed.trainingScriptWord >= 0 &&
            scriptInPlaceholder(context, words.at(parsed.trainingScriptWord), placeholders))
            continue;
        for (int w = parsed.trainingScriptArgsBegin; w < words.size(); ++w) {
            const ShellWord& word = words.at(w);
            if (!isLocalRank(optionPart(word.value)))
                continue;
            if (!setsEnvironment && !passed.isEmpty() && optionPart(word.value) != passed)
                continue; // another spelling: the script's argparse may keep the launcher's
            const int last = !word.value.contains(u'=') && w + 1 < words.size() ? w + 1 : w;
            const ShellWord& previous = words.at(w - 1);
            const DiagnosticFix fix{context.range(previous.range.end.offset, words.at(last).range.end.offset),
                                    QString()};
            if (!setsEnvironment) {
                const QString written =
                    context.text()
                        .mid(word.range.begin.offset, words.at(last).range.end.offset - word.range.begin.offset)
                        .toString();
                context.add("DDP605", context.range(word.range.begin.offset, words.at(last).range.end.offset),
                            tr("'%1' is written by hand: without --use_env launch passes each worker its own "
                               "%2=N before the script's arguments, and this one after it wins in the "
                               "script's argparse, so every worker gets the same local rank and GPU. Remove it.")
                                .arg(written, passed.isEmpty() ? QStringLiteral("--local_rank") : passed),
                            fix, Severity::Error);
                w = last;
                continue;
            }
            context.add(
                "DDP605", context.range(word.range.begin.offset, words.at(last).range.end.offset),
                tr("'%1' is written by hand: %2 starts every worker with this same value, and a script that "
                   "uses it puts every rank on one GPU. Remove it; the script reads its own rank from "
                   "LOCAL_RANK.")
                    .arg(context.text()
                             .mid(word.range.begin.offset, words.at(last).range.end.offset - word.range.begin.offset)
                             .toString(),
                         parsed.kind == LauncherKind::TorchDistributedLaunch ? QStringLiteral("launch")
                                                                             : QStringLiteral("torchrun")),
                fix);
            w = last;
        }
    }
}

} // namespace ddpw
