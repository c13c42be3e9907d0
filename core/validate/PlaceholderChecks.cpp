#include "validate/PlaceholderChecks.h"

#include "launcher/LauncherOptionTable.h"
#include "shell/ShellScanner.h"
#include "validate/CommandDiagnosticCatalog.h"
#include "validate/MasterVariable.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

// Words that name what belongs in a <...>, besides anything with a blank, '-' or '_' in it.
bool isPlaceholderWord(const QString& inside)
{
    static const QStringList words{
        QStringLiteral("host"),   QStringLiteral("port"),     QStringLiteral("ip"),   QStringLiteral("rank"),
        QStringLiteral("path"),   QStringLiteral("dir"),      QStringLiteral("args"), QStringLiteral("script"),
        QStringLiteral("id"),     QStringLiteral("name"),     QStringLiteral("num"),  QStringLiteral("nodes"),
        QStringLiteral("gpus"),   QStringLiteral("user"),     QStringLiteral("addr"), QStringLiteral("address"),
        QStringLiteral("master"), QStringLiteral("populate"), QStringLiteral("value")};
    return inside.contains(u' ') || inside.contains(u'-') || inside.contains(u'_') || words.contains(inside.toLower());
}

// The end (one past the closing bracket) of a placeholder that opens at `i` with `open`, or -1:
// <master-ip>, <script args>, [number of GPUs], [ip_host_1]. A [...] must hold a word of three
// letters or more, so that glob classes ([a-z], [A-Za-z_], [Yy]) and lists ([0,1]) are no
// placeholders, and must end the word.
int placeholderEnd(QStringView text, int i, QChar open)
{
    const int n = int(text.size());
    const QChar close = open == u'<' ? u'>' : u']';
    if (i + 1 >= n || !(text[i + 1].isLetter() || text[i + 1] == u'_'))
        return -1;
    int j = i + 1;
    int letters = 0;
    int longest = 0;
    while (j < n && j - i < 60 && (text[j].isLetterOrNumber() || QStringView(u" _.:/-").contains(text[j]))) {
        letters = text[j].isLetter() ? letters + 1 : 0;
        longest = std::max(longest, letters);
        ++j;
    }
    if (j >= n || text[j] != close || text[j - 1] == u' ' || !isPlaceholderWord(text.mid(i + 1, j - i - 1).toString()))
        return -1;
    if (open == u'[' && (longest < 3 || (j + 1 < n && !ShellScanner::isMeta(text[j + 1]) && text[j + 1] != u'"' &&
                                         text[j + 1] != u'\'')))
        return -1;
    return j + 1;
}

// A finding at the placeholder, or at the word it is glued to (--master_addr=<master-ip>: bash
// reads --master_addr= alone, and the empty address is what the launcher then rejects).
bool overlaps(const SourceRange& range, const PlaceholderChecks::Placeholder& placeholder)
{
    const int begin = range.begin.offset;
    const int end = std::max(range.end.offset, begin + 1);
    return (begin < placeholder.end && end > placeholder.begin) || range.end.offset == placeholder.begin;
}

// The destinations whose value is a count, a rank or a port.
bool needsNumber(const LauncherOption& option)
{
    static const QStringList dests{QStringLiteral("nnodes"), QStringLiteral("nproc_per_node"),
                                   QStringLiteral("node_rank"), QStringLiteral("master_port"),
                                   QStringLiteral("max_restarts")};
    return option.type == LauncherOption::Type::Int || option.type == LauncherOption::Type::Float ||
           dests.contains(option.dest);
}

} // namespace

namespace {

bool isUpper(QChar c)
{
    return c >= u'A' && c <= u'Z';
}

bool isAsciiLetter(QChar c)
{
    return isUpper(c) || (c >= u'a' && c <= u'z');
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// What `$` matches without the multi-line option: the end, or just before a final newline.
QStringView beforeFinalNewline(QStringView text)
{
    return text.endsWith(u'\n') ? text.chopped(1) : text;
}

// The torch launcher command that holds `offset`, -1 when none does.
int launcherCommandAt(const ValidationContext& context, int offset)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const SourceRange& range = context.commandOf(invocation).range;
        if (range.begin.offset <= offset && offset < range.end.offset)
            return invocation.command;
    }
    return -1;
}

} // namespace

bool PlaceholderChecks::isYourWord(QStringView word)
{
    const auto matchesFrom = [&](qsizetype start, QStringView end) {
        const QStringView rest = word.mid(start, end.size() - start);
        if (!(rest.startsWith(u"YOUR") || rest.startsWith(u"Your") || rest.startsWith(u"your")) || rest.size() < 6)
            return false;
        if (rest[4] != u'_' && rest[4] != u'-')
            return false;
        return std::all_of(rest.begin() + 5, rest.end(), [](QChar c) {
            return isAsciiLetter(c) || isDigit(c) || c == u'_' || c == u'.' || c == u'-';
        });
    };
    // Both ends `$` accepts; every start `(^|/)` does.
    for (const QStringView end : {word, beforeFinalNewline(word)}) {
        if (matchesFrom(0, end))
            return true;
        for (qsizetype slash = word.indexOf(u'/'); slash >= 0 && slash < end.size();
             slash = word.indexOf(u'/', slash + 1)) {
            if (matchesFrom(slash + 1, end))
                return true;
        }
    }
    return false;
}

bool PlaceholderChecks::isPlaceholderName(QStringView value)
{
    const QStringView text = beforeFinalNewline(value);
    if (text.size() == 1)
        return isAsciiLetter(text[0]);
    return !text.isEmpty() && isUpper(text[0]) &&
           std::all_of(text.begin() + 1, text.end(), [](QChar c) { return isUpper(c) || isDigit(c) || c == u'_'; });
}

QStringList PlaceholderChecks::asciiWords(QStringView text)
{
    QStringList words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool inWord = i < text.size() && ((text[i] >= u'a' && text[i] <= u'z') || isDigit(text[i]));
        if (inWord && start < 0)
            start = i;
        if (!inWord && start >= 0) {
            words.append(text.mid(start, i - start).toString());
            start = -1;
        }
    }
    return words;
}

PlaceholderChecks::Description PlaceholderChecks::describe(const ValidationContext& context, const Placeholder& where)
{
    Description p;
    const QString& dest = where.dest;
    p.text = context.text().mid(where.begin, where.end - where.begin).toString();
    const QString key = p.text.toLower().remove(u'<').remove(u'>');
    const ValidationOptions& options = context.options();
    const bool hasMaster = MasterVariable::setBefore(context, where.begin);
    // The placeholder's words: "your_random_port" -> your, random, port.
    const QStringList tokens = asciiWords(key);
    const auto has = [&](std::initializer_list<const char*> parts) {
        return std::any_of(tokens.cbegin(), tokens.cend(), [&](const QString& token) {
            return std::any_of(parts.begin(), parts.end(),
                               [&](const char* part) { return token.startsWith(QLatin1String(part)); });
        });
    };
    if (p.text == QLatin1String("...")) {
        p.instead = tr("the options or arguments it stands for, or nothing");
    } else if (dest.isEmpty() && has({"arg"})) {
        p.instead = tr("your script's own arguments, or nothing");
        p.fix = QString();
    } else if (dest.isEmpty() && (has({"script"}) || key.endsWith(QLatin1String(".py")))) {
        p.instead = tr("the path of your training script, such as train.py");
    } else if (dest == QLatin1String("nproc_per_node") || (dest.isEmpty() && has({"gpu", "nproc"}))) {
        p.instead = tr("the number of processes per node (one per GPU)");
        if (options.gpusPerNode && *options.gpusPerNode > 0)
            p.fix = QString::number(*options.gpusPerNode);
    } else if (dest == QLatin1String("nnodes") || (dest.isEmpty() && has({"nodes", "nnode"}))) {
        p.instead = tr("the node count, ${%1} on the platform").arg(options.countVariable());
        p.fix = options.nodes ? QString::number(*options.nodes) : QStringLiteral("${%1}").arg(options.countVariable());
    } else if (dest == QLatin1String("node_rank") || (dest.isEmpty() && has({"rank"}))) {
        p.instead = tr("the node's index, ${VC_TASK_INDEX} on the platform");
        p.fix = QStringLiteral("${VC_TASK_INDEX}");
    } else if (dest.contains(QLatin1String("port")) || (dest.isEmpty() && has({"port"}))) {
        p.instead = tr("a port number, such as 29500");
        p.fix = QStringLiteral("29500");
    } else if (dest.isEmpty() && has({"master", "ip", "host", "addr"})) {
        p.instead = hasMaster ? tr("${MASTER}, the first host of ${%1}").arg(options.hostsVariable())
                              : tr("the master's host name, the first host of ${%1}").arg(options.hostsVariable());
        // In a launcher's command the fix also sets MASTER where nothing does (MasterVariable).
        if (hasMaster || launcherCommandAt(context, where.begin) >= 0)
            p.fix = MasterVariable::reference();
    } else {
        p.instead = dest.isEmpty() ? tr("the real value") : tr("a number");
    }
    return p;
}

void PlaceholderChecks::angleAndWordPlaceholders(const ValidationContext& context, QList<Placeholder>& out)
{
    const QStringView text = context.text();
    const int n = int(text.size());
    int wordStart = -1;
    const auto endWord = [&](int end) {
        if (wordStart < 0)
            return;
        const QString word = text.mid(wordStart, end - wordStart).toString();
        if (word == QLatin1String("...") || isYourWord(word))
            out.append(Placeholder{wordStart, end, QString()});
        wordStart = -1;
    };
    for (int i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c == u'\\') {
            endWord(i);
            ++i;
        } else if (c == u'\'' || c == u'"') {
            endWord(i);
            const ShellScanResult r = ShellScanner::skip(
                text, i + 1, c == u'\'' ? ShellConstruct::SingleQuote : ShellConstruct::DoubleQuote, i);
            // "<Master Port>", '[number of GPUs]': the quotes are part of what to replace.
            if (i + 1 < n && (text[i + 1] == u'<' || text[i + 1] == u'[')) {
                const int end = placeholderEnd(text, i + 1, text[i + 1]);
                if (end > 0 && end == r.end - 1 && r.end <= n && text[r.end - 1] == c)
                    out.append(Placeholder{i, r.end, QString()});
            }
            i = r.end - 1;
        } else if (c == u'#' && wordStart < 0) {
            const qsizetype newline = text.indexOf(u'\n', i);
            i = newline < 0 ? n : int(newline) - 1;
        } else if (c == u'<' || (c == u'[' && (wordStart < 0 || (i > 0 && text[i - 1] == u'=')))) {
            const int end = placeholderEnd(text, i, c);
            if (end > 0) {
                endWord(i);
                out.append(Placeholder{i, end, QString()});
                i = end - 1;
            } else if (c == u'<') {
                endWord(i);
            } else if (wordStart < 0) {
                wordStart = i;
            }
        } else if (ShellScanner::isMeta(c)) {
            endWord(i);
        } else if (wordStart < 0) {
            wordStart = i;
        }
    }
    endWord(n);
}

void PlaceholderChecks::numericPlaceholders(const ValidationContext& context, QList<Placeholder>& out)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherOptionTable& table =
            LauncherOptionTable::forVersion(invocation.result.version, invocation.result.kind);
        for (const LauncherOccurrence& occurrence : invocation.result.occurrences) {
            if (occurrence.option < 0 || occurrence.option >= table.options().size() || occurrence.unresolved)
                continue;
            const LauncherOption& option = table.options().at(occurrence.option);
            if (option.isFlag() || !needsNumber(option) || !isPlaceholderName(occurrence.valueText))
                continue;
            if (option.dest == QLatin1String("nproc_per_node") &&
                LauncherOptionTable::isNprocKeyword(invocation.result.version, occurrence.valueText))
                continue;
            const SourceRange where = context.valueRange(invocation, occurrence);
            out.append(Placeholder{where.begin.offset, where.end.offset, option.dest});
        }
    }
}

// "[master]" written by echo or printf into a file: an INI section's header (a hostfile, an
// inventory), which is what the file needs, not a value left to fill in.
bool PlaceholderChecks::isSectionHeader(const ValidationContext& context, const Placeholder& placeholder)
{
    static const QRegularExpression header(QStringLiteral(R"(^(["']?)\[[A-Za-z_][\w.-]*\]\1$)"));
    const QStringView text = context.text().mid(placeholder.begin, placeholder.end - placeholder.begin);
    if (!header.match(text).hasMatch())
        return false;
    for (const ShellCommand& command : context.script().commands) {
        if (command.range.begin.offset > placeholder.begin || command.range.end.offset < placeholder.end)
            continue;
        const QString program = command.words.isEmpty() ? QString() : command.words.constFirst().value;
        const auto toFile = [](const QList<ShellRedirection>& redirections) {
            return std::any_of(redirections.cbegin(), redirections.cend(), [](const ShellRedirection& redirection) {
                return redirection.op == u'>' || redirection.op == QLatin1String(">>");
            });
        };
        // Its own redirection, or that of a group around it ({ echo ...; } > file).
        bool writes = toFile(command.redirections);
        for (int b = command.block; b >= 0 && !writes; b = context.script().blocks.at(b).parent)
            writes = toFile(context.script().blocks.at(b).redirections);
        if ((program == QLatin1String("echo") || program == QLatin1String("printf")) && writes)
            return true;
    }
    return false;
}

QList<PlaceholderChecks::Placeholder> PlaceholderChecks::find(const ValidationContext& context)
{
    QList<Placeholder> found;
    angleAndWordPlaceholders(context, found);
    found.removeIf([&context](const Placeholder& placeholder) { return isSectionHeader(context, placeholder); });
    const qsizetype words = found.size();
    numericPlaceholders(context, found);
    // In text order and disjoint: where both ways find the same word (--nproc_per_node
    // YOUR_GPUS), the option's reading, found second, says better what belongs there.
    const auto before = [](const Placeholder& a, const Placeholder& b) { return a.begin < b.begin; };
    std::stable_sort(found.begin() + words, found.end(), before);
    std::inplace_merge(found.begin(), found.begin() + words, found.end(), before);
    QList<Placeholder> out;
    out.reserve(found.size());
    for (const Placeholder& p : found) {
        if (!out.isEmpty() && p.begin < out.last().end)
            out.last() = p;
        else
            out.append(p);
    }
    return out;
}

void PlaceholderChecks::run(ValidationContext& context)
{
    const QList<Placeholder> placeholders = find(context);
    // Which findings each placeholder causes: the launcher's and the reader's complaints whose
    // range touches it. Placeholders are disjoint and in text order, so each earlier finding
    // finds its placeholders by binary search; the findings added here are not looked at again.
    QList<CommandDiagnostic>& diagnostics = context.diagnostics();
    const qsizetype before = diagnostics.size();
    QList<QList<qsizetype>> caused(placeholders.size());
    for (qsizetype k = 0; k < before; ++k) {
        const CommandDiagnostic& diagnostic = diagnostics.at(k);
        const bool syntax = diagnostic.code == QLatin1String("DDP100");
        const bool launcher =
            diagnostic.code.startsWith(QLatin1String("DDP2")) || diagnostic.code.startsWith(QLatin1String("DDP3"));
        if (!syntax && !launcher && diagnostic.code != QLatin1String("DDP108"))
            continue;
        const int begin = diagnostic.range.begin.offset;
        const auto first = std::upper_bound(placeholders.cbegin(), placeholders.cend(), begin,
                                            [](int offset, const Placeholder& p) { return offset < p.end; });
        for (auto it = first; it != placeholders.cend(); ++it) {
            if (!overlaps(diagnostic.range, *it))
                break;
            caused[it - placeholders.cbegin()].append(k);
        }
    }
    QList<bool> remove(before, false);
    QList<bool> taken(before, false);
    for (qsizetype j = 0; j < placeholders.size(); ++j) {
        const Placeholder& where = placeholders.at(j);
        if (caused.at(j).isEmpty() && !context.listed("DDP108")) {
            context.add("DDP108", context.range(where.begin, where.end), QString()); // only counted
            continue;
        }
        const Description placeholder = describe(context, where);
        const QString message =
            tr("'%1' is a placeholder from the guide or the documentation, not a value: replace it with %2")
                .arg(placeholder.text.size() <= 80 ? placeholder.text
                                                   : placeholder.text.left(77) + QStringLiteral("..."),
                     placeholder.instead);
        const SourceRange range = context.range(where.begin, where.end);
        std::optional<DiagnosticFix> fix;
        if (placeholder.fix) {
            // Removing a placeholder takes the blank (and continuation) before it too.
            int begin = where.begin;
            const QStringView text = context.text();
            while (placeholder.fix->isEmpty() && begin > 0) {
                if (text[begin - 1] == u' ' || text[begin - 1] == u'\t')
                    --begin;
                else if (text[begin - 1] == u'\n' && begin >= 2 && text[begin - 2] == u'\\')
                    begin -= 2;
                else
                    break;
            }
            fix = DiagnosticFix{context.range(begin, where.end), *placeholder.fix};
        }
        // What the placeholder causes is said at the placeholder: bash's syntax error stays
        // DDP100 (bash does stop there), argparse's complaints become this finding.
        const int command = launcherCommandAt(context, where.begin);
        bool replaced = false;
        for (const qsizetype k : caused.at(j)) {
            if (taken.at(k))
                continue;
            taken[k] = true;
            if (replaced) {
                remove[k] = true;
                continue;
            }
            CommandDiagnostic& diagnostic = diagnostics[k];
            if (diagnostic.code != QLatin1String("DDP100")) {
                diagnostic.code = QStringLiteral("DDP108");
                diagnostic.severity = CommandDiagnosticCatalog::severity(diagnostic.code);
            }
            diagnostic.range = range;
            diagnostic.message = message;
            diagnostic.fix = fix;
            diagnostic.moreFixes.clear();
            MasterVariable::complete(context, &diagnostic, command);
            replaced = true;
        }
        if (!replaced)
            MasterVariable::complete(context, context.add("DDP108", range, message, fix), command);
    }
    qsizetype kept = 0;
    for (qsizetype k = 0; k < diagnostics.size(); ++k) {
        if (k < before && remove.at(k))
            continue;
        if (kept != k)
            diagnostics[kept] = std::move(diagnostics[k]);
        ++kept;
    }
    diagnostics.resize(kept);
}

} // namespace ddpw
