#include "expand/GrepProgram.h"

#include "expand/RuntimeValue.h"
#include "expand/SedProgram.h"

#include <QHash>

namespace ddpw {

// How the patterns are read, gathered while the options are parsed.
struct GrepProgram::GrepOptions
{
    Syntax syntax = Syntax::Basic;
    bool ignoreCase = false;
    bool word = false;
    bool line = false;
    QStringList patterns;
    bool patternGiven = false; // by -e
};

namespace {

// One pattern of a list: grep reads each line of -e's value as a pattern of its own.
QString pcreOf(const QString& pattern, const GrepProgram::GrepOptions& options)
{
    QString body;
    switch (options.syntax) {
    case GrepProgram::Syntax::Basic: body = SedProgram::basicToPcre(pattern); break;
    case GrepProgram::Syntax::Extended: body = pattern; break;
    case GrepProgram::Syntax::Fixed: body = QRegularExpression::escape(pattern); break;
    }
    if (options.line)
        return QStringLiteral("^(?:%1)$").arg(body);
    // -w: the match is neither preceded nor followed by a word character (letter, digit, '_').
    if (options.word)
        return QStringLiteral("(?<![\\w])(?:%1)(?![\\w])").arg(body);
    return body;
}

// grep's long options by the short one each stands for.
QChar shortOption(const QString& name)
{
    static const QHash<QString, QChar> table{
        {QStringLiteral("quiet"), u'q'},         {QStringLiteral("silent"), u'q'},
        {QStringLiteral("count"), u'c'},         {QStringLiteral("invert-match"), u'v'},
        {QStringLiteral("ignore-case"), u'i'},   {QStringLiteral("extended-regexp"), u'E'},
        {QStringLiteral("fixed-strings"), u'F'}, {QStringLiteral("basic-regexp"), u'G'},
        {QStringLiteral("word-regexp"), u'w'},   {QStringLiteral("line-regexp"), u'x'},
        {QStringLiteral("only-matching"), u'o'}, {QStringLiteral("line-number"), u'n'},
        {QStringLiteral("no-messages"), u's'},   {QStringLiteral("regexp"), u'e'},
        {QStringLiteral("max-count"), u'm'}};
    return table.value(name);
}

bool takesValue(QChar option)
{
    return option == u'e' || option == u'm';
}

} // namespace

// One option without a value; false for one that is not simulated.
bool GrepProgram::applyFlag(QChar option, GrepOptions& options)
{
    switch (option.unicode()) {
    case u'q': m_quiet = true; break;
    case u'c': m_count = true; break;
    case u'v': m_invert = true; break;
    case u'i':
    case u'y': options.ignoreCase = true; break;
    case u'E': options.syntax = Syntax::Extended; break;
    case u'F': options.syntax = Syntax::Fixed; break;
    case u'G': options.syntax = Syntax::Basic; break;
    case u'w': options.word = true; break;
    case u'x': options.line = true; break;
    case u'o': m_onlyMatching = true; break;
    case u'n': m_lineNumbers = true; break;
    case u's': break; // no messages: the simulation writes none
    default: return false;
    }
    return true;
}

// -e PATTERNS (each line of the value one pattern) or -m NUM; false for a count that is no number.
bool GrepProgram::applyValue(QChar option, const QString& value, GrepOptions& options)
{
    if (option == u'e') {
        options.patterns += value.split(u'\n');
        options.patternGiven = true;
        return true;
    }
    bool ok = false;
    m_maxCount = value.toLongLong(&ok);
    return ok;
}

std::optional<GrepProgram> GrepProgram::parse(const QStringList& args, QString* why)
{
    GrepProgram program;
    GrepOptions options;
    const auto fail = [why](const QString& reason) -> std::optional<GrepProgram> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    QStringList operands;
    bool optionsEnd = false;
    for (int k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (optionsEnd || arg.size() < 2 || arg[0] != u'-') {
            operands.append(arg);
            continue;
        }
        if (arg == QLatin1String("--")) {
            optionsEnd = true;
            continue;
        }
        if (arg.startsWith(QLatin1String("--"))) {
            // --name, --name=VALUE or --name VALUE for the two that take one.
            const qsizetype equals = arg.indexOf(u'=');
            const QChar option = shortOption(arg.mid(2, equals < 0 ? -1 : equals - 2));
            if (option.isNull() || (equals >= 0 && !takesValue(option)))
                return fail(tr("grep option '%1' is not simulated").arg(arg));
            if (!takesValue(option)) {
                program.applyFlag(option, options);
                continue;
            }
            if (equals < 0 && k + 1 >= args.size())
                return fail(tr("grep option '%1' needs a value").arg(arg));
            if (!program.applyValue(option, equals >= 0 ? arg.mid(equals + 1) : args.at(++k), options))
                return fail(tr("grep option '%1' is not simulated").arg(arg));
            continue;
        }
        // Short options, bundled (-qE); -e and -m take the rest of the word or the next one.
        for (qsizetype at = 1; at < arg.size(); ++at) {
            const QChar option = arg.at(at);
            if (!takesValue(option)) {
                if (!program.applyFlag(option, options))
                    return fail(tr("grep option '-%1' is not simulated").arg(option));
                continue;
            }
            const bool attached = at + 1 < arg.size();
            if (!attached && k + 1 >= args.size())
                return fail(tr("grep option '-%1' needs a value").arg(option));
            const QString value = attached ? arg.mid(at + 1) : args.at(++k);
            if (!program.applyValue(option, value, options))
                return fail(tr("grep option '-m %1' is not simulated").arg(value));
            break;
        }
    }
    if (!options.patternGiven) {
        if (operands.isEmpty())
            return fail(tr("grep without a pattern is not simulated"));
        options.patterns += operands.takeFirst().split(u'\n');
    }
    if (!operands.isEmpty())
        return fail(tr("grep reads '%1', a file only known on the node").arg(operands.constFirst()));
    for (const QString& pattern : std::as_const(options.patterns)) {
        QRegularExpression expression(pcreOf(pattern, options), options.ignoreCase
                                                                    ? QRegularExpression::CaseInsensitiveOption
                                                                    : QRegularExpression::NoPatternOption);
        if (!expression.isValid())
            return fail(tr("grep pattern '%1' is not simulated").arg(pattern));
        program.m_patterns.append(expression);
    }
    return program;
}

bool GrepProgram::matches(const QString& line) const
{
    for (const QRegularExpression& pattern : m_patterns) {
        if (pattern.match(line).hasMatch())
            return true;
    }
    return false;
}

// -o: every non-empty match of the line, left to right, as GNU grep prints them.
QStringList GrepProgram::matchesIn(const QString& line) const
{
    QStringList found;
    qsizetype at = 0;
    while (at <= line.size()) {
        qsizetype bestStart = -1;
        qsizetype bestEnd = -1;
        for (const QRegularExpression& pattern : m_patterns) {
            const QRegularExpressionMatch match = pattern.match(line, at);
            if (!match.hasMatch())
                continue;
            if (bestStart < 0 || match.capturedStart() < bestStart ||
                (match.capturedStart() == bestStart && match.capturedEnd() > bestEnd)) {
                bestStart = match.capturedStart();
                bestEnd = match.capturedEnd();
            }
        }
        if (bestStart < 0)
            break;
        if (bestEnd > bestStart) {
            found.append(line.mid(bestStart, bestEnd - bestStart));
            at = bestEnd;
        } else {
            at = bestStart + 1;
        }
    }
    return found;
}

// Whether a line that holds values only the node knows is selected: decided where the line
// matches alike with two different values in their place (grep Address over nslookup's lines
// matches the word, whatever the address is); nullopt where the values decide it.
std::optional<bool> GrepProgram::selectsWhatever(const QString& line) const
{
    std::optional<bool> decided;
    for (int variant = 0; variant < 2; ++variant) {
        int serial = 0;
        QList<std::pair<QString, QString>> shown;
        const std::optional<QString> sample = RuntimeValue::withStandIns(line, variant, serial, shown);
        if (!sample)
            return std::nullopt;
        const bool selected = matches(*sample) != m_invert;
        if (decided && *decided != selected)
            return std::nullopt;
        decided = selected;
    }
    return decided;
}

std::optional<GrepProgram::Result> GrepProgram::run(const QString& input, QString* why) const
{
    const bool markers = RuntimeValue::contains(input);
    if (markers && m_onlyMatching) {
        if (why)
            *why = tr("grep reads a value only the node knows: whether it matches is decided there");
        return std::nullopt;
    }
    if (qint64(input.size() + 1) * qMax<qsizetype>(1, m_patterns.size()) > kMaxWork) {
        if (why)
            *why = tr("grep over this much text is not simulated");
        return std::nullopt;
    }
    if (m_maxCount == 0)
        return Result{}; // GNU grep stops before reading: no output at all, not even -c's 0
    QStringList lines = input.split(u'\n');
    if (input.endsWith(u'\n') || input.isEmpty())
        lines.removeLast(); // the newline ends the last line; no line after it
    Result result;
    qint64 selected = 0;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        if (m_maxCount >= 0 && selected >= m_maxCount)
            break;
        const QString& line = lines.at(n);
        const std::optional<bool> selects =
            markers && RuntimeValue::contains(line) ? selectsWhatever(line) : matches(line) != m_invert;
        if (!selects) {
            if (why)
                *why = tr("grep reads a value only the node knows: whether it matches is decided there");
            return std::nullopt;
        }
        if (!*selects)
            continue;
        ++selected;
        if (m_quiet)
            break;
        if (m_count)
            continue;
        const QString prefix = m_lineNumbers ? QString::number(n + 1) + u':' : QString();
        if (m_onlyMatching) {
            if (!m_invert) {
                for (const QString& match : matchesIn(line))
                    result.output += prefix + match + u'\n';
            }
        } else {
            result.output += prefix + line + u'\n';
        }
    }
    if (m_count && !m_quiet)
        result.output = QString::number(selected) + u'\n';
    result.status = selected > 0 ? 0 : 1;
    return result;
}

} // namespace ddpw
