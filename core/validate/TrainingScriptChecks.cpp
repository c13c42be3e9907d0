#include "validate/TrainingScriptChecks.h"

#include "expand/RuntimeValue.h"
#include "launcher/LauncherOptionTable.h"
#include "util/VisibleText.h"
#include "validate/PlatformSimulation.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

// A character typed by a word processor or a chat where bash and argparse need ASCII, and the
// ASCII a user meant by it: "--" was turned into an en or em dash, '"' into curly quotes.
struct Pasted
{
    char16_t character;
    const char* name;
    const char* ascii;
};

constexpr Pasted kPasted[] = {
    {u'\u2010', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a hyphen (U+2010)"), "-"},
    {u'\u2011', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a non-breaking hyphen (U+2011)"), "-"},
    {u'\u2012', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a figure dash (U+2012)"), "-"},
    {u'\u2013', QT_TRANSLATE_NOOP("TrainingScriptChecks", "an en dash (U+2013)"), "--"},
    {u'\u2014', QT_TRANSLATE_NOOP("TrainingScriptChecks", "an em dash (U+2014)"), "--"},
    {u'\u2015', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a horizontal bar (U+2015)"), "--"},
    {u'\u2212', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a minus sign (U+2212)"), "-"},
    {u'\u2018', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a left single quote (U+2018)"), "'"},
    {u'\u2019', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a right single quote (U+2019)"), "'"},
    {u'\u201C', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a left double quote (U+201C)"), "\""},
    {u'\u201D', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a right double quote (U+201D)"), "\""},
    {u'\u00A0', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a no-break space (U+00A0)"), " "},
    // A Chinese input method's full-width forms of ASCII.
    {u'\uFF0D', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a full-width hyphen-minus (U+FF0D)"), "-"},
    {u'\uFF0E', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a full-width full stop (U+FF0E)"), "."},
    {u'\uFF0F', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a full-width slash (U+FF0F)"), "/"},
    {u'\uFF1A', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a full-width colon (U+FF1A)"), ":"},
    {u'\uFF1D', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a full-width equals sign (U+FF1D)"), "="},
    {u'\uFF3F', QT_TRANSLATE_NOOP("TrainingScriptChecks", "a full-width low line (U+FF3F)"), "_"},
    {u'\u3000', QT_TRANSLATE_NOOP("TrainingScriptChecks", "an ideographic space (U+3000)"), " "},
};

const Pasted* pasted(QChar c)
{
    for (const Pasted& p : kPasted) {
        if (c.unicode() == p.character)
            return &p;
    }
    return nullptr;
}

bool isDash(QChar c)
{
    const Pasted* p = pasted(c);
    return c == u'-' || (p && p->ascii[0] == '-');
}

// How many ASCII dashes a pasted or typed dash stands for: an en or em dash is what a word
// processor made of "--".
int dashWidth(QChar c)
{
    const Pasted* p = pasted(c);
    return p ? int(qstrlen(p->ascii)) : 1;
}

// The ASCII for each pasted dash of a run of dashes [begin, end), so that the run becomes the
// "-" or "--" the user meant: the dashes typed in ASCII stay, and a pasted one adds only what
// they lack ("\u2013-nnodes" is "--nnodes", not "---nnodes"). One entry per pasted dash, in order.
QStringList dashRunAscii(QStringView text, int begin, int end)
{
    int width = 0;
    int typed = 0;
    int pastedCount = 0;
    for (int at = begin; at < end; ++at) {
        width += dashWidth(text[at]);
        text[at] == u'-' ? ++typed : ++pastedCount;
    }
    int missing = std::max(0, std::min(2, width) - typed);
    // Each pasted dash gives one while dashes are missing, the wide ones a second after that.
    QList<int> given(pastedCount, 0);
    for (int k = 0; k < pastedCount && missing > 0; ++k, --missing)
        given[k] = 1;
    for (int k = 0, at = begin; at < end && missing > 0; ++at) {
        if (text[at] == u'-')
            continue;
        if (dashWidth(text[at]) > given[k]) {
            ++given[k];
            --missing;
        }
        ++k;
    }
    QStringList ascii;
    for (int count : given)
        ascii.append(QString(count, u'-'));
    return ascii;
}

// The ASCII that belongs in place of the pasted character at `at` of the text, with the dashes
// beside it.
QString asciiInPlaceOf(QStringView text, int at)
{
    if (!isDash(text[at]))
        return QString::fromUtf8(pasted(text[at])->ascii);
    int begin = at;
    while (begin > 0 && isDash(text[begin - 1]))
        --begin;
    int end = at;
    while (end < text.size() && isDash(text[end]))
        ++end;
    int index = 0; // among the pasted dashes of the run
    for (int i = begin; i < at; ++i)
        index += text[i] == u'-' ? 0 : 1;
    return dashRunAscii(text, begin, end).at(index);
}

// Fixes that put ASCII in place of every pasted character of [begin, end) of the text (the
// command), each where it stands: nothing moves.
QList<DiagnosticFix> asciiFixes(const ValidationContext& context, int begin, int end)
{
    QList<DiagnosticFix> fixes;
    const QStringView text = context.text();
    for (int at = begin; at < end;) {
        if (isDash(text[at])) {
            int runEnd = at;
            while (runEnd < end && isDash(text[runEnd]))
                ++runEnd;
            const QStringList ascii = dashRunAscii(text, at, runEnd);
            for (int k = 0; at < runEnd; ++at) {
                if (text[at] != u'-')
                    fixes.append({context.range(at, at + 1), ascii.at(k++)});
            }
        } else {
            if (const Pasted* p = pasted(text[at]))
                fixes.append({context.range(at, at + 1), QString::fromUtf8(p->ascii)});
            ++at;
        }
    }
    return fixes;
}

// The carriage returns of the whole text, each removed: Windows line endings converted.
QList<DiagnosticFix> crlfFixes(const ValidationContext& context)
{
    QList<DiagnosticFix> fixes;
    const QStringView text = context.text();
    for (int at = 0; at < text.size(); ++at) {
        if (text[at] == u'\r')
            fixes.append({context.range(at, at + 1), QString()});
    }
    return fixes;
}

// `"--nnodes 2 --nproc_per_node 8"` written as one literal double- or single-quoted word: the
// same words without the quotes.
std::optional<QString> unquoted(const ShellWord& word)
{
    const QString& raw = word.raw;
    if (raw.size() < 2 || (raw.front() != u'"' && raw.front() != u'\'') || raw.back() != raw.front())
        return std::nullopt;
    const QString inner = raw.mid(1, raw.size() - 2);
    if (inner.contains(u'"') || inner.contains(u'\'') || inner.contains(u'\\'))
        return std::nullopt;
    return inner;
}

QString shortened(const QString& word)
{
    const QString visible = VisibleText::escaped(word);
    return visible.size() <= 80 ? visible : visible.left(77) + QStringLiteral("...");
}

// The findings that follow from the script word: argparse's view of the words after it (DDP209)
// and of the options it then lacks (rendezvous, ranks, counts), in the same launcher command.
void dropConsequences(ValidationContext& context, const SourceRange& command, const CommandDiagnostic* kept)
{
    QList<CommandDiagnostic>& diagnostics = context.diagnostics();
    const auto consequence = [&](const CommandDiagnostic& d) {
        if (d.range.begin.offset < command.begin.offset || d.range.end.offset > command.end.offset)
            return false;
        return d.code.startsWith(QLatin1String("DDP2")) || d.code.startsWith(QLatin1String("DDP4")) ||
               d.code.startsWith(QLatin1String("DDP5"));
    };
    const QString keptCode = kept ? kept->code : QString();
    const int keptOffset = kept ? kept->range.begin.offset : -1;
    diagnostics.erase(std::remove_if(diagnostics.begin(), diagnostics.end(),
                                     [&](const CommandDiagnostic& d) {
                                         if (d.code == keptCode && d.range.begin.offset == keptOffset)
                                             return false;
                                         return consequence(d);
                                     }),
                      diagnostics.end());
}

// The script word as bash gives it on node 0 where it is written with an expansion
// ("${ARGS[*]}"): the parse keeps the written words where bash makes as many of them.
QString evaluated(const ValidationContext& context, const ValidatedInvocation& invocation, const ShellWord& script)
{
    if (!script.hasExpansion)
        return script.value;
    const StaticExpansion* node = context.platform().firstNode(invocation.command);
    if (!node || node->argvWords.count(invocation.result.trainingScriptWord) != 1)
        return script.value;
    const qsizetype entry = node->argvWords.indexOf(invocation.result.trainingScriptWord);
    const QString& value = node->markedArgv.at(entry);
    // A value only the node knows inside it is shown as such (<the address of NAME>): the word's
    // shape (its dashes, blanks, line endings) is bash's all the same.
    return RuntimeValue::contains(value) ? RuntimeValue::readable(value) : value;
}

// The word torch takes as the training script, where argparse accepted the launcher's words.
const ShellWord* scriptWord(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    const LauncherParseResult& parsed = invocation.result;
    const QList<ShellWord>& words = context.words(invocation);
    if (parsed.trainingScriptWord < 0 || !parsed.errors.isEmpty() || parsed.trainingScriptWord >= words.size())
        return nullptr;
    return &words.at(parsed.trainingScriptWord);
}

} // namespace

void TrainingScriptChecks::run(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const ShellWord* found = scriptWord(context, invocation);
        if (!found)
            continue;
        const ShellWord& script = *found;
        const QString value = evaluated(context, invocation, script);
        const SourceRange commandText = context.commandOf(invocation).range;
        CommandDiagnostic* added = nullptr;
        const qsizetype cr = value.indexOf(u'\r');
        const auto typed = std::find_if(value.cbegin(), value.cend(), [](QChar c) { return pasted(c) != nullptr; });
        if (typed != value.cend()) {
            const Pasted* p = pasted(*typed);
            const int at = int(typed - value.cbegin());
            QList<DiagnosticFix> fixes = asciiFixes(context, commandText.begin.offset, commandText.end.offset);
            const QString ascii = asciiInPlaceOf(value, at);
            const QString what =
                tr("the training script is '%1': character %2 of it is %3, pasted from a web page or a chat; bash "
                   "and torch only know the ASCII '%4', so torch takes this word for the script and python cannot "
                   "open it.")
                    .arg(shortened(value))
                    .arg(at + 1)
                    .arg(tr(p->name), QString::fromUtf8(p->ascii));
            added = context.add("DDP314", script.range,
                                what + u' ' +
                                    (ascii.isEmpty() ? tr("Delete it: the ASCII dashes beside it are already there")
                                                     : tr("Type '%1' there").arg(ascii)),
                                fixes.isEmpty() ? std::nullopt : std::optional<DiagnosticFix>(fixes.takeFirst()));
            if (added)
                added->moreFixes = fixes;
        } else if (cr >= 0) {
            QList<DiagnosticFix> fixes = crlfFixes(context);
            added = context.add("DDP314", script.range,
                                tr("the training script is '%1': the line ends in Windows line endings (\\r), and bash "
                                   "keeps the carriage return in the word, so python cannot open the file. Convert "
                                   "the text to Unix line endings")
                                    .arg(shortened(value)),
                                fixes.isEmpty() ? std::nullopt : std::optional<DiagnosticFix>(fixes.takeFirst()));
            if (added)
                added->moreFixes = fixes;
        } else if (value.isEmpty() && script.hasExpansion) {
            // "$ARGS" with ARGS empty: bash still passes a word, an empty one, and argparse takes
            // it for the script. Unquoted, an empty variable gives no word at all.
            const std::optional<QString> bare = unquoted(script);
            added = context.add(
                "DDP314", script.range,
                tr("the training script is an empty word: %1 is empty on the nodes, and quoted it still gives "
                   "bash's argv a word, ''; argparse takes it for the script (the first word that is no option), "
                   "the options after it go to the script, and python cannot open ''. Leave the quotes off a "
                   "variable of options that may be empty, or use an array (\"${ARGS[@]}\" gives no word when it "
                   "is empty)")
                    .arg(script.raw),
                bare ? std::optional<DiagnosticFix>(DiagnosticFix{script.range, *bare}) : std::nullopt);
        } else if (value.startsWith(u'-') && (value.contains(u' ') || value.contains(u'\t'))) {
            const std::optional<QString> bare = unquoted(script);
            added = context.add(
                "DDP314", script.range,
                tr("the training script is the one word '%1': quoted, the options reach torch as one word, and "
                   "argparse never reads a word with blanks as an option, so it takes it for the script. Remove the "
                   "quotes (or pass the options in an array, \"${ARGS[@]}\")")
                    .arg(shortened(value)),
                bare ? std::optional<DiagnosticFix>(DiagnosticFix{script.range, *bare}) : std::nullopt);
        }
        if (!added)
            added = interpreterAsScript(context, invocation, script, value);
        if (!added)
            added = secondValueAsScript(context, invocation, script, value);
        if (!added)
            added = pathAsModule(context, invocation, script, value);
        if (added)
            dropConsequences(context, commandText, added);
    }
}

// "--rdzv-conf join_timeout=1800 read_timeout=300 train.py": an option takes one word, so the
// second setting is the first word that is no option, the training script, and python cannot open
// a file named so. A word of the shape NAME=VALUE right after an option's value is such a setting;
// after --rdzv_conf the fix joins the two with a comma, as torch reads its settings.
CommandDiagnostic* TrainingScriptChecks::secondValueAsScript(ValidationContext& context,
                                                             const ValidatedInvocation& invocation,
                                                             const ShellWord& script, const QString& value)
{
    static const QRegularExpression setting(QStringLiteral(R"(^[A-Za-z_][A-Za-z0-9_]*=[^/]*$)"));
    const int index = invocation.result.trainingScriptWord;
    if (!setting.match(value).hasMatch() || value.endsWith(QLatin1String(".py")) || noPython(context, invocation) ||
        context.flag(invocation, QStringLiteral("module")) || index < 1)
        return nullptr;
    const QList<ShellWord>& words = context.words(invocation);
    const ShellWord& before = words.at(index - 1);
    // --opt=VALUE, or --opt VALUE: the option the word before the script is the value of.
    const bool attached = before.value.startsWith(u'-') && before.value.contains(u'=');
    if (!attached && (index < 2 || before.value.startsWith(u'-')))
        return nullptr;
    const QString shownOption = attached ? before.value.section(u'=', 0, 0) : words.at(index - 2).value;
    const LauncherOptionTable& table = LauncherOptionTable::forVersion(TorchVersion(), invocation.result.kind);
    const int known = shownOption.startsWith(u'-') ? table.findExact(shownOption) : -1;
    if (known < 0 || table.options().at(known).isFlag())
        return nullptr;
    const bool conf = shownOption == QLatin1String("--rdzv_conf") || shownOption == QLatin1String("--rdzv-conf");
    std::optional<DiagnosticFix> fix;
    if (conf && before.range.end.offset < script.range.begin.offset)
        fix = DiagnosticFix{context.range(before.range.end.offset, script.range.begin.offset), QStringLiteral(",")};
    return context.add("DDP314", script.range,
                       (conf ? tr("the training script is '%1': %2 takes one word, so this second setting is the first "
                                  "word that is no option, torch takes it for the script and python cannot open it. "
                                  "Join the settings with a comma, as torch reads them (key=value,key=value)")
                             : tr("the training script is '%1': %2 takes one word, so this second value is the first "
                                  "word that is no option, torch takes it for the script and python cannot open it. "
                                  "Pass one value, or join the values as the option expects"))
                           .arg(shortened(value), shownOption),
                       fix);
}

// "torchrun -m tools/train.py": with -m torch starts `python -u -m WORD`, and python takes a
// module's dotted name: a path or a name ending in .py stops it on every node ("Error while
// finding module specification for 'tools/train.py' (ModuleNotFoundError: No module named
// 'tools/train')"; train.py in the working folder is imported, then fails the same way).
CommandDiagnostic* TrainingScriptChecks::pathAsModule(ValidationContext& context, const ValidatedInvocation& invocation,
                                                      const ShellWord& script, const QString& value)
{
    if (!context.flag(invocation, QStringLiteral("module")) || noPython(context, invocation) ||
        RuntimeValue::contains(value) || (!value.contains(u'/') && !value.endsWith(QLatin1String(".py"))))
        return nullptr;
    QString dotted = value;
    if (dotted.startsWith(QLatin1String("./")))
        dotted = dotted.mid(2);
    if (dotted.endsWith(QLatin1String(".py")))
        dotted.chop(3);
    dotted.replace(u'/', u'.');
    const bool plain = !dotted.isEmpty() && !dotted.contains(QLatin1String("..")) && !dotted.startsWith(u'.');
    return context.add(
        "DDP314", script.range,
        tr("the module is '%1': with -m python takes a module's dotted name, not a file's path, and "
           "stops on every node (No module named ...)%2")
            .arg(shortened(value), plain ? tr("; write '%1' (and start where the package is)").arg(dotted) : QString()),
        plain && script.raw == script.value ? std::optional<DiagnosticFix>(DiagnosticFix{script.range, dotted})
                                            : std::nullopt);
}

// "torchrun ... python train.py": torch runs the script with python itself (python -u SCRIPT), so
// the word python is the script, python cannot open a file of that name, and train.py is an
// argument of it. With --no_python it is the program torch starts: right.
CommandDiagnostic* TrainingScriptChecks::interpreterAsScript(ValidationContext& context,
                                                             const ValidatedInvocation& invocation,
                                                             const ShellWord& script, const QString& value)
{
    static const QRegularExpression interpreter(QStringLiteral(R"(^(?:\S*/)?python[0-9.]*$)"));
    if (!interpreter.match(value).hasMatch() || noPython(context, invocation) ||
        context.flag(invocation, QStringLiteral("module")))
        return nullptr;
    const int index = invocation.result.trainingScriptWord;
    return context.add("DDP314", script.range,
                       tr("the training script is '%1': torch runs the script with its own Python interpreter, so "
                          "it starts 'python -u %1 ...': Python cannot open a file named '%1' in the working folder, "
                          "and the real script becomes an argument of it. Remove '%1' before the script")
                           .arg(shortened(value)),
                       context.removeWord(script, context.wordBefore(invocation, index)));
}

// --no_python: torch starts the training script itself as a program (subprocess.Popen), and a
// name without a slash is looked up in PATH, never in the working folder: a Python file named so
// is no program there, and every worker fails to start.
void TrainingScriptChecks::programOnPath(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const ShellWord* found = scriptWord(context, invocation);
        if (!found || !noPython(context, invocation))
            continue;
        const ShellWord& script = *found;
        const QString value = evaluated(context, invocation, script);
        if (script.hasExpansion && value == script.value)
            continue; // only the node knows the name
        // A Python or shell file in the working folder (no program in PATH is named train.py or
        // run_worker.sh).
        const bool file = value.endsWith(QLatin1String(".py")) || value.endsWith(QLatin1String(".sh")) ||
                          value.endsWith(QLatin1String(".bash"));
        if (value.contains(u'/') || !file)
            continue;
        const LauncherOccurrence* option = context.occurrence(invocation, QStringLiteral("no_python"));
        const QString spelling = option ? option->written : QStringLiteral("--no_python");
        std::optional<DiagnosticFix> fix;
        if (option && option->wordIndex > 0 && !context.word(invocation, option->wordIndex).hasExpansion)
            fix = context.removeWord(context.word(invocation, option->wordIndex),
                                     &context.word(invocation, option->wordIndex - 1));
        context.add("DDP315", script.range,
                    tr("with %1 torch runs '%2' itself as a program, and a name without a slash is looked up in "
                       "PATH, not in the working folder: no program has that name there, so every worker fails to "
                       "start. Name the executable file with its folder (./%2)%3")
                        .arg(spelling, shortened(value),
                             value.endsWith(QLatin1String(".py"))
                                 ? tr(", or remove %1 (python then runs the file)").arg(spelling)
                                 : QString()),
                    value.endsWith(QLatin1String(".py")) ? fix : std::nullopt);
    }
}

bool TrainingScriptChecks::noPython(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    if (context.flag(invocation, QStringLiteral("no_python")))
        return true;
    // In a variable or an array: the value every node's launcher gets.
    return context.platform().commonValue(invocation.command, QStringLiteral("no_python")) == QLatin1String("True");
}

} // namespace ddpw
