#include "launcher/ArgparseRun.h"

#include "launcher/PythonText.h"
#include "launcher/WrapperOptionHints.h"

#include <QVarLengthArray>

namespace ddpw {

namespace {

// argparse's _negative_number_matcher: ^-\d+$|^-\d*\.\d+$ (re's `$` also matches before a final '\n').
bool looksLikeNegativeNumber(const QString& text)
{
    QStringView view(text);
    if (view.endsWith(u'\n'))
        view.chop(1);
    if (view.size() < 2 || view.at(0) != u'-')
        return false;
    view = view.mid(1);
    const qsizetype dot = view.indexOf(u'.');
    auto allDigits = [](QStringView part) {
        for (QChar c : part) {
            if (!PythonText::isDigit(c))
                return false;
        }
        return true;
    };
    if (dot < 0)
        return !view.isEmpty() && allDigits(view);
    return allDigits(view.left(dot)) && dot + 1 < view.size() && allDigits(view.mid(dot + 1));
}

SourceRange spanOf(const SourceRange& first, const SourceRange& last)
{
    return SourceRange{first.begin, last.end};
}

// The first `length` characters of a word, when its source starts with them literally.
std::optional<SourceRange> leadingRange(const ShellWord& word, const QString& text)
{
    if (!word.raw.startsWith(text) || word.range.begin.line != word.range.end.line)
        return std::nullopt;
    SourceRange range = word.range;
    range.end = range.begin;
    range.end.column += int(text.size());
    range.end.offset += int(text.size());
    return range;
}

} // namespace

void ArgparseRun::run()
{
    const QList<LauncherOption>& options = m_table.options();
    m_result.arguments.reserve(options.size());
    m_argumentOf.fill(-1, options.size());
    for (int index = 0; index < options.size(); ++index) {
        const LauncherOption& option = options.at(index);
        if (option.action == LauncherOption::Action::Help)
            continue;
        m_argumentOf[index] = int(m_result.arguments.size());
        LauncherArgument argument;
        argument.dest = option.dest;
        argument.option = index;
        argument.value = option.defaultValue;
        if (!m_environment.isEmpty() && option.action == LauncherOption::Action::Env &&
            m_environment.contains(option.envVar))
            argument.value = LauncherValue::string(m_environment.value(option.envVar));
        // Options sharing a dest: argparse sets the default of the first one only.
        for (const LauncherArgument& earlier : m_result.arguments) {
            if (earlier.dest == argument.dest) {
                argument.value = earlier.value;
                break;
            }
        }
        m_result.arguments.append(std::move(argument));
    }
    applyFlagEnvironment();
    classify();
    mainLoop();
    if (m_exited)
        return;
    convertDefaults();
    finish();
}

// check_env runs bool(int(os.environ["PET_X"])) while the parser is built: before any argument.
void ArgparseRun::applyFlagEnvironment()
{
    if (m_environment.isEmpty())
        return;
    for (LauncherArgument& argument : m_result.arguments) {
        const LauncherOption& option = m_table.options().at(argument.option);
        if (option.action != LauncherOption::Action::CheckEnv || !m_environment.contains(option.envVar))
            continue;
        const QString value = m_environment.value(option.envVar);
        const std::optional<PythonText::Integer> number = PythonText::toInt(value);
        if (!number) {
            LauncherParseError error;
            error.stage = Stage::Runtime;
            error.code = Code::PetFlagNotInteger;
            error.dest = option.dest;
            error.message = tr("%1=%2 is not an integer: torch fails with a ValueError before parsing (use 1 or 0)")
                                .arg(option.envVar, PythonText::repr(value));
            m_result.errors.append(error);
            continue;
        }
        argument.value = LauncherValue::boolean(number->value != 0);
    }
}

ArgparseRun::Classified ArgparseRun::parseOptional(int arg)
{
    const QString& s = text(arg);
    Classified result;
    if (s.isEmpty() || s.at(0) != u'-')
        return result;
    const qsizetype equals = s.indexOf(u'=');
    // No option string contains '=', so only a word without one can match exactly as a whole.
    const int exact = equals < 0 ? m_table.findExact(s) : -1;
    if (exact >= 0) {
        result.type = Classified::Type::Option;
        result.option = exact;
        result.optionString = s;
        return result;
    }
    if (s.size() == 1)
        return result;
    if (equals >= 0) {
        if (const LauncherOptionTable::OptionString* found = m_table.findExactString(QStringView(s).left(equals))) {
            result.type = Classified::Type::Option;
            result.option = found->option;
            result.optionString = found->text;
            result.hasExplicit = true;
            result.explicitArg = s.mid(equals + 1);
            return result;
        }
    }
    // _get_option_tuples: every option string that starts with the prefix is a candidate.
    QVarLengthArray<Classified, 4> tuples;
    QStringView prefix;
    if (s.at(1) == u'-') {
        prefix = equals >= 0 ? QStringView(s).left(equals) : QStringView(s);
        // allow_abbrev=False turns off prefixes of long options only (Python 3.11).
        for (const LauncherOptionTable::OptionString& candidate :
             m_table.allowAbbrev() ? m_table.optionStrings() : QList<LauncherOptionTable::OptionString>()) {
            if (candidate.text.startsWith(prefix)) {
                Classified tuple{Classified::Type::Option, candidate.option, candidate.text, equals >= 0,
                                 equals >= 0 ? s.mid(equals + 1) : QString()};
                tuples.append(std::move(tuple));
            }
        }
    } else {
        prefix = s;
        const QStringView shortPrefix = QStringView(s).left(2);
        for (const LauncherOptionTable::OptionString& candidate : m_table.optionStrings()) {
            if (candidate.text == shortPrefix)
                tuples.append(Classified{Classified::Type::Option, candidate.option, candidate.text, true, s.mid(2)});
            else if (candidate.text.startsWith(s))
                tuples.append(Classified{Classified::Type::Option, candidate.option, candidate.text, false, QString()});
        }
    }
    if (tuples.size() > 1) {
        QStringList matches;
        QList<int> matchOptions;
        for (const Classified& tuple : tuples) {
            matches.append(tuple.optionString);
            matchOptions.append(tuple.option);
        }
        LauncherParseError& error =
            addError(Stage::Argparse, Code::AmbiguousOption,
                     tr("ambiguous option: %1 could match %2").arg(s, matches.join(QLatin1String(", "))), arg);
        suggestForAmbiguous(error, arg, matchOptions, prefix.toString());
        result.type = Classified::Type::Unknown; // argparse stops here; we go on as if it were unknown
        m_ambiguous.append(arg);                 // (said once: never an unrecognized argument too)
        return result;
    }
    if (tuples.size() == 1)
        return std::move(tuples.front());
    if (looksLikeNegativeNumber(s))
        return result; // no option looks like a negative number, so this is a value
    // A word with a blank is never an option: the blanks bash passes, not those of a description.
    if (word(arg).passesBlank.value_or(s.contains(u' ')))
        return result;
    result.type = Classified::Type::Unknown;
    return result;
}

void ArgparseRun::classify()
{
    m_classified.reserve(m_count);
    // Not reserved for every argument: only options occur, and the result is kept (a million
    // script arguments would keep a million empty occurrences).
    m_pattern.reserve(m_count);
    bool afterSeparator = false;
    for (int arg = 0; arg < m_count; ++arg) {
        Classified classified;
        if (afterSeparator) {
            m_pattern.append('A');
        } else if (const QString& s = text(arg); s.size() == 2 && s.at(0) == u'-' && s.at(1) == u'-') {
            classified.type = Classified::Type::Separator;
            m_pattern.append('-');
            afterSeparator = true;
        } else {
            classified = parseOptional(arg);
            m_pattern.append(classified.type == Classified::Type::Positional ? 'A' : 'O');
        }
        m_classified.append(std::move(classified));
    }
}

void ArgparseRun::mainLoop()
{
    const int maxOption = int(m_pattern.lastIndexOf('O'));
    int start = 0;
    while (start <= maxOption && !m_exited) {
        const int next = int(m_pattern.indexOf('O', start));
        if (start != next) {
            const int end = consumePositionals(start);
            if (end > start) {
                start = end;
                continue;
            }
            start = end;
        }
        if (m_pattern.at(start) != 'O') {
            for (int arg = start; arg < next; ++arg)
                m_extras.append(arg);
            start = next;
        }
        start = consumeOptional(start);
    }
    if (m_exited)
        return;
    const int stop = consumePositionals(start);
    for (int arg = stop; arg < m_count; ++arg)
        m_extras.append(arg);
}

int ArgparseRun::consumeOptional(int start)
{
    const Classified& classified = m_classified.at(start);
    if (classified.type != Classified::Type::Option) {
        m_extras.append(start);
        return start + 1;
    }
    QVarLengthArray<Taken, 2> taken;
    int option = classified.option;
    QString optionString = classified.optionString;
    bool hasExplicit = classified.hasExplicit;
    QString explicitArg = classified.explicitArg;
    int stop = start + 1;
    while (true) {
        const LauncherOption& current = m_table.options().at(option);
        if (hasExplicit) {
            if (current.nargs == 0 && optionString.at(1) != u'-' && !explicitArg.isEmpty()) {
                // -mh: a single-dash flag followed by more single-letter options.
                taken.append({option, optionString, false, QString(), -1});
                const QString next = u'-' + explicitArg.left(1);
                const int nextOption = m_table.findExact(next);
                if (nextOption < 0) {
                    LauncherParseError& error = addError(Stage::Argparse, Code::IgnoredExplicitArgument,
                                                         tr("argument %1: ignored explicit argument %2")
                                                             .arg(current.displayName(), PythonText::repr(explicitArg)),
                                                         start, current.dest);
                    error.hint = tr("%1 is a flag and takes no value").arg(optionString);
                    break;
                }
                option = nextOption;
                optionString = next;
                explicitArg = explicitArg.mid(1);
                hasExplicit = !explicitArg.isEmpty();
                continue;
            }
            if (current.nargs == 1) {
                taken.append({option, optionString, true, explicitArg, -1});
                break;
            }
            LauncherParseError& error = addError(Stage::Argparse, Code::IgnoredExplicitArgument,
                                                 tr("argument %1: ignored explicit argument %2")
                                                     .arg(current.displayName(), PythonText::repr(explicitArg)),
                                                 start, current.dest);
            error.hint =
                tr("%1 is a flag: write it alone to turn it on, leave it out to turn it off").arg(optionString);
            if (const std::optional<SourceRange> range = leadingRange(word(start), word(start).raw))
                error.fix = LauncherFix{*range, optionString};
            taken.append({option, optionString, false, QString(), -1});
            break;
        }
        if (current.nargs == 1) {
            if (start + 1 < m_count && m_pattern.at(start + 1) == 'A') {
                taken.append({option, optionString, true, text(start + 1), start + 1});
                stop = start + 2;
            } else {
                LauncherParseError& error =
                    addError(Stage::Argparse, Code::ExpectedOneArgument,
                             tr("argument %1: expected one argument").arg(current.displayName()), start, current.dest);
                error.hint = tr("give %1 a value, e.g. %1=VALUE").arg(optionString);
            }
        } else {
            taken.append({option, optionString, false, QString(), -1});
        }
        break;
    }
    for (const Taken& one : taken) {
        takeOption(one, start);
        if (m_exited)
            break;
    }
    return stop;
}

std::optional<LauncherValue> ArgparseRun::convert(const LauncherOption& option, const QString& value, int arg,
                                                  bool unresolved)
{
    if (unresolved)
        return LauncherValue::string(value); // known only on the node: keep the text as written
    LauncherValue converted;
    switch (option.type) {
    case LauncherOption::Type::None:
    case LauncherOption::Type::Str: converted = LauncherValue::string(value); break;
    case LauncherOption::Type::Int: {
        const std::optional<PythonText::Integer> number = PythonText::toInt(value);
        if (!number) {
            addError(Stage::Argparse, Code::InvalidValue,
                     tr("argument %1: invalid int value: %2").arg(option.displayName(), PythonText::repr(value)), arg,
                     option.dest);
            return std::nullopt;
        }
        converted =
            number->overflow ? LauncherValue::bigInteger(number->digits) : LauncherValue::integer(number->value);
        break;
    }
    case LauncherOption::Type::Float: {
        const std::optional<double> number = PythonText::toFloat(value);
        if (!number) {
            addError(Stage::Argparse, Code::InvalidValue,
                     tr("argument %1: invalid float value: %2").arg(option.displayName(), PythonText::repr(value)), arg,
                     option.dest);
            return std::nullopt;
        }
        converted = LauncherValue::floating(*number);
        break;
    }
    case LauncherOption::Type::Bool: converted = LauncherValue::boolean(!value.isEmpty()); break; // bool(str)
    case LauncherOption::Type::StrToBool:
    case LauncherOption::Type::StrToBoolList: {
        // accelerate's str_to_bool gives 1 or 0 and raises ValueError on anything else; the list
        // type maps it over the comma-separated items, under the name argparse gives a lambda.
        const bool list = option.type == LauncherOption::Type::StrToBoolList;
        QStringList items;
        for (const QString& item : list ? value.split(u',') : QStringList{value}) {
            const std::optional<bool> truth = PythonText::strToBool(item);
            if (!truth) {
                addError(Stage::Argparse, Code::InvalidValue,
                         tr("argument %1: invalid %2 value: %3")
                             .arg(option.displayName(),
                                  list ? QStringLiteral("<lambda>") : QStringLiteral("str_to_bool"),
                                  PythonText::repr(value)),
                         arg, option.dest);
                return std::nullopt;
            }
            items.append(*truth ? QStringLiteral("1") : QStringLiteral("0"));
        }
        converted = list ? LauncherValue::stringList(items) : LauncherValue::integer(items.first() == u'1' ? 1 : 0);
        break;
    }
    case LauncherOption::Type::CommaList: {
        // comma_separated_list: ",," stands for a literal comma.
        QString escaped = value;
        escaped.replace(QLatin1String(",,"), QStringLiteral("\x01"));
        QStringList items = escaped.split(u',');
        for (QString& item : items)
            item.replace(u'\x01', u',');
        converted = LauncherValue::stringList(items);
        break;
    }
    }
    if (!option.choices.isEmpty() && !option.choices.contains(converted.toString())) {
        QStringList quoted;
        for (const QString& choice : option.choices)
            quoted.append(PythonText::repr(choice));
        LauncherParseError& error =
            addError(Stage::Argparse, Code::InvalidChoice,
                     tr("argument %1: invalid choice: %2 (choose from %3)")
                         .arg(option.displayName(), converted.pythonRepr(), quoted.join(QLatin1String(", "))),
                     arg, option.dest);
        for (const QString& choice : option.choices) {
            if (choice.compare(value, Qt::CaseInsensitive) == 0 && arg >= 0) {
                const ShellWord& valueWord = word(arg);
                if (valueWord.raw.endsWith(value) && valueWord.range.begin.line == valueWord.range.end.line) {
                    SourceRange range = valueWord.range;
                    range.begin = range.end;
                    range.begin.column -= int(value.size());
                    range.begin.offset -= int(value.size());
                    error.fix = LauncherFix{range, choice};
                }
            }
        }
        return std::nullopt;
    }
    return converted;
}

void ArgparseRun::takeOption(const Taken& taken, int optionArg)
{
    const LauncherOption& option = m_table.options().at(taken.option);
    if (option.action == LauncherOption::Action::Help) {
        m_result.helpRequested = true;
        m_exited = true;
        return;
    }
    const int valueArg = taken.valueArg >= 0 ? taken.valueArg : optionArg;
    LauncherOccurrence occurrence;
    occurrence.option = taken.option;
    occurrence.resolved = taken.optionString;
    const QString& optionText = text(optionArg);
    const qsizetype equals = optionText.indexOf(u'=');
    occurrence.written =
        optionText.startsWith(QLatin1String("--")) && equals > 0 ? optionText.left(equals) : optionText;
    if (!optionText.startsWith(QLatin1String("--")))
        occurrence.written = taken.optionString; // -r3, -mh: the letter is the option
    occurrence.wordIndex = m_begin + optionArg;
    occurrence.valueWordIndex = taken.valueArg >= 0 ? m_begin + taken.valueArg : -1;
    occurrence.attachedValue = taken.hasValue && taken.valueArg < 0;
    occurrence.valueText = taken.value;
    occurrence.unresolved = taken.hasValue && word(valueArg).hasExpansion;
    occurrence.range = spanOf(word(optionArg).range, word(valueArg).range);

    const bool unresolved = occurrence.unresolved;
    LauncherValue value;
    if (!taken.hasValue) {
        // store_true / check_env store const=True, store_false const=False
        value = LauncherValue::boolean(option.action != LauncherOption::Action::StoreFalse);
    } else if (taken.value == QLatin1String("--")) {
        value = LauncherValue::stringList({}); // argparse strips the '--' and is left with []
    } else {
        const std::optional<LauncherValue> converted = convert(option, taken.value, valueArg, unresolved);
        if (!converted) {
            m_result.occurrences.append(std::move(occurrence));
            return;
        }
        value = *converted;
    }
    m_result.occurrences.append(std::move(occurrence));
    if (option.action == LauncherOption::Action::PrintCompletion) {
        m_result.helpRequested = true;
        m_exited = true;
    }
    LauncherArgument& argument = m_result.arguments[m_argumentOf.at(taken.option)];
    if (option.action == LauncherOption::Action::Append) {
        // append: a copy of the list so far (None counts as empty) with this value added
        QStringList items =
            argument.value.kind() == LauncherValue::Kind::StringList ? argument.value.toStringList() : QStringList();
        items.append(value.kind() == LauncherValue::Kind::StringList ? QString() : value.toString());
        value = LauncherValue::stringList(items);
    }
    argument.value = std::move(value);
    argument.given = true;
    argument.occurrence = int(m_result.occurrences.size()) - 1;
    argument.unresolved = unresolved;
    // Two options may share one dest (accelerate's --tpu_cluster / --no_tpu_cluster): argparse
    // has a single attribute, so the last one written sets it for both.
    for (LauncherArgument& other : m_result.arguments) {
        if (&other != &argument && other.dest == argument.dest) {
            other.value = argument.value;
            other.given = true;
            other.occurrence = argument.occurrence;
            other.unresolved = unresolved;
        }
    }
}

int ArgparseRun::consumePositionals(int start)
{
    if (m_positionalsDone)
        return start;
    // training_script is '(-*A-*)', training_script_args (REMAINDER) is '([-AO]*)'.
    int end = start;
    while (end < m_count && m_pattern.at(end) == '-')
        ++end;
    if (end >= m_count || m_pattern.at(end) != 'A')
        return start;
    const int scriptArg = end;
    ++end;
    while (end < m_count && m_pattern.at(end) == '-')
        ++end;
    // _get_values strips the first '--' of the script's strings; what is left is the script.
    QList<int> scriptArgs;
    for (int arg = start; arg < end; ++arg)
        scriptArgs.append(arg);
    for (int i = 0; i < scriptArgs.size(); ++i) {
        if (text(scriptArgs.at(i)) == QLatin1String("--")) {
            scriptArgs.removeAt(i);
            break;
        }
    }
    const int chosen = scriptArgs.isEmpty() ? scriptArg : scriptArgs.first();
    m_result.hasTrainingScript = true;
    m_result.trainingScript = text(chosen);
    m_result.trainingScriptWord = m_begin + chosen;
    for (int arg = end; arg < m_count; ++arg)
        m_result.trainingScriptArgs.append(text(arg));
    m_result.trainingScriptArgsBegin = end < m_count ? m_begin + end : -1;
    m_positionalsDone = true;
    return m_count;
}

// argparse converts string defaults (here: PET_* values) with `type` at the end of parsing.
void ArgparseRun::convertDefaults()
{
    for (LauncherArgument& argument : m_result.arguments) {
        if (argument.given || argument.value.kind() != LauncherValue::Kind::String)
            continue;
        const LauncherOption& option = m_table.options().at(argument.option);
        if (option.type == LauncherOption::Type::Str || option.type == LauncherOption::Type::None)
            continue;
        const int errorsBefore = int(m_result.errors.size());
        const std::optional<LauncherValue> converted = convert(option, argument.value.toString(), -1, false);
        if (converted) {
            argument.value = *converted;
        } else if (m_result.errors.size() > errorsBefore) {
            m_result.errors.last().hint = tr("the value comes from the environment variable %1").arg(option.envVar);
        }
    }
}

void ArgparseRun::finish()
{
    m_extras.removeIf([this](int arg) { return m_ambiguous.contains(arg); });
    if (!m_positionalsDone) {
        addError(Stage::Argparse, Code::RequiredMissing,
                 tr("the following arguments are required: %1, %2").arg(m_table.scriptName(), m_table.scriptArgsName()),
                 -1)
            .hint = tr("the launcher needs the training script (or module with -m) after its options");
    }
    if (!m_extras.isEmpty()) {
        QStringList texts;
        for (int arg : m_extras)
            texts.append(text(arg));
        LauncherParseError& error = addError(Stage::Argparse, Code::UnrecognizedArguments,
                                             tr("unrecognized arguments: %1").arg(texts.join(u' ')), m_extras.first());
        error.words.clear();
        for (int arg : m_extras)
            error.words.append(m_begin + arg);
        error.range = spanOf(word(m_extras.first()).range, word(m_extras.last()).range);
        suggestForUnknown(error, m_extras.first());
        // The same respelling for the other unknown options of the list: one fix for all.
        for (qsizetype k = 1; error.fix && k < m_extras.size(); ++k) {
            if (const std::optional<LauncherFix> more = respelling(m_extras.at(k)))
                error.moreFixes.append(*more);
        }
    }
}

LauncherParseError& ArgparseRun::addError(Stage stage, Code code, const QString& message, int arg, const QString& dest)
{
    LauncherParseError error;
    error.stage = stage;
    error.code = code;
    error.message = message;
    error.dest = dest;
    if (arg >= 0 && arg < m_count) {
        error.range = word(arg).range;
        error.words.append(m_begin + arg);
    } else if (m_count > 0) {
        error.range = word(m_count - 1).range;
    } else if (m_begin > 0 && m_begin <= m_words.size()) {
        error.range = m_words.at(m_begin - 1).range;
    }
    m_result.errors.append(error);
    return m_result.errors.last();
}

// The option's other spelling (dash or underscore) when this version knows that one.
std::optional<LauncherFix> ArgparseRun::respelling(int arg) const
{
    const QString& s = text(arg);
    if (!s.startsWith(QLatin1String("--")))
        return std::nullopt;
    const qsizetype equals = s.indexOf(u'=');
    const QString written = equals > 0 ? s.left(equals) : s;
    QString underscore = written.mid(2);
    underscore.replace(u'-', u'_');
    QString dash = written.mid(2);
    dash.replace(u'_', u'-');
    for (const QString& candidate : {QStringLiteral("--") + underscore, QStringLiteral("--") + dash}) {
        if (candidate != written && m_table.findExact(candidate) >= 0) {
            if (const std::optional<SourceRange> range = leadingRange(word(arg), written))
                return LauncherFix{*range, candidate};
        }
    }
    return std::nullopt;
}

// An unknown option: a spelling of another release, the other separator, or not a launcher option.
void ArgparseRun::suggestForUnknown(LauncherParseError& error, int arg)
{
    const QString& s = text(arg);
    if (!s.startsWith(QLatin1String("--")))
        return;
    if (!isTorchLauncher(m_table.kind())) {
        suggestForWrapper(error, arg);
        return;
    }
    const qsizetype equals = s.indexOf(u'=');
    const QString written = equals > 0 ? s.left(equals) : s;
    QString underscore = QStringLiteral("--") + written.mid(2);
    underscore.replace(u'-', u'_');
    underscore.replace(0, 2, QStringLiteral("--"));
    QString dash = QStringLiteral("--") + written.mid(2);
    dash.replace(u'_', u'-');
    for (const QString& candidate : {underscore, dash}) {
        if (candidate != written && m_table.findExact(candidate) >= 0) {
            const TorchVersion version = m_table.version();
            error.hint = version.isKnown() && !version.hasDashSpellings() && written.mid(2).contains(u'-')
                             ? tr("torch %1 only knows the underscore spelling %2 (dash spellings arrived in 2.0)")
                                   .arg(version.toString(), candidate)
                             : tr("did you mean %1?").arg(candidate);
            if (const std::optional<SourceRange> range = leadingRange(word(arg), written))
                error.fix = LauncherFix{*range, candidate};
            return;
        }
    }
    for (const QString& candidate : {written, underscore, dash}) {
        const std::optional<TorchVersion> since = LauncherOptionTable::introducedIn(candidate, m_table.kind());
        if (since && m_table.version().isKnown() && *since > m_table.version()) {
            error.hint = tr("%1 needs torch %2 or later").arg(candidate, since->toString());
            return;
        }
    }
    if (written == QLatin1String("--use_env") || written == QLatin1String("--use-env")) {
        error.hint = tr("only torch.distributed.launch has %1; torchrun always passes LOCAL_RANK in the environment")
                         .arg(written);
    } else if (written == QLatin1String("--local_rank") || written == QLatin1String("--local-rank")) {
        error.hint =
            tr("%1 is what torch.distributed.launch passes to the script; the launcher itself does not take it")
                .arg(written);
    }
}

void ArgparseRun::suggestForAmbiguous(LauncherParseError& error, int arg, const QList<int>& matches,
                                      const QString& prefix)
{
    bool sameOption = true;
    for (int match : matches)
        sameOption = sameOption && match == matches.first();
    if (!sameOption) {
        error.hint = tr("write the option name in full");
        return;
    }
    const LauncherOption& option = m_table.options().at(matches.first());
    error.dest = option.dest;
    error.hint = isTorchLauncher(m_table.kind())
                     ? tr("torch %1 knows both %2: an abbreviation must pick one of them")
                           .arg(m_table.version().toString(), option.optionStrings.join(QLatin1String(" and ")))
                     : tr("%1 knows both %2: an abbreviation must pick one of them")
                           .arg(m_table.release(), option.optionStrings.join(QLatin1String(" and ")));
    if (const std::optional<SourceRange> range = leadingRange(word(arg), prefix))
        error.fix = LauncherFix{*range, option.preferredSpelling()};
}

// A wrapper's unknown option: the other separator, its own name for a torchrun option, an option
// the release removed, or the closest of its options.
void ArgparseRun::suggestForWrapper(LauncherParseError& error, int arg)
{
    const QString& s = text(arg);
    const qsizetype equals = s.indexOf(u'=');
    const QString written = equals > 0 ? s.left(equals) : s;
    const WrapperOptionHints::Hint hint = WrapperOptionHints::forUnknown(m_table, written);
    error.hint = hint.text;
    if (hint.replacement.isEmpty())
        return;
    if (const std::optional<SourceRange> range = leadingRange(word(arg), written))
        error.fix = LauncherFix{*range, hint.replacement};
}

} // namespace ddpw
