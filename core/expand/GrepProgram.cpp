#include "expand/GrepProgram.h"

#include "expand/RuntimeValue.h"
#include "expand/SedProgram.h"

namespace ddpw {

namespace {

enum class Syntax { Basic, Extended, Fixed };

struct GrepOptions
{
    Syntax syntax = Syntax::Basic;
    bool ignoreCase = false;
    bool word = false;
    bool line = false;
    QStringList patterns;
    bool patternGiven = false; // by -e
};

// One pattern of a list: grep reads each line of -e's value as a pattern of its own.
QString pcreOf(const QString& pattern, const GrepOptions& options)
{
    QString body;
    switch (options.syntax) {
    case Syntax::Basic: body = SedProgram::basicToPcre(pattern); break;
    case Syntax::Extended: body = pattern; break;
    case Syntax::Fixed: body = QRegularExpression::escape(pattern); break;
    }
    if (options.line)
        return QStringLiteral("^(?:%1)$").arg(body);
    // -w: the match is neither preceded nor followed by a word character (letter, digit, '_').
    if (options.word)
        return QStringLiteral("(?<![\\w])(?:%1)(?![\\w])").arg(body);
    return body;
}

} // namespace

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
            const qsizetype equals = arg.indexOf(u'=');
            const QString name = arg.mid(2, equals < 0 ? -1 : equals - 2);
            const std::optional<QString> value =
                equals < 0 ? std::nullopt : std::optional<QString>(arg.mid(equals + 1));
            if (name == QLatin1String("regexp") || name == QLatin1String("max-count")) {
                QString given = value ? *value : (k + 1 < args.size() ? args.at(++k) : QString());
                if (!value && k >= args.size())
                    return fail(tr("grep option '%1' needs a value").arg(arg));
                if (name == QLatin1String("regexp")) {
                    options.patterns += given.split(u'\n');
                    options.patternGiven = true;
                } else {
                    bool ok = false;
                    program.m_maxCount = given.toLongLong(&ok);
                    if (!ok)
                        return fail(tr("grep option '%1' is not simulated").arg(arg));
                }
                continue;
            }
            if (value)
                return fail(tr("grep option '%1' is not simulated").arg(arg));
            if (name == QLatin1String("quiet") || name == QLatin1String("silent"))
                program.m_quiet = true;
            else if (name == QLatin1String("count"))
                program.m_count = true;
            else if (name == QLatin1String("invert-match"))
                program.m_invert = true;
            else if (name == QLatin1String("ignore-case"))
                options.ignoreCase = true;
            else if (name == QLatin1String("extended-regexp"))
                options.syntax = Syntax::Extended;
            else if (name == QLatin1String("fixed-strings"))
                options.syntax = Syntax::Fixed;
            else if (name == QLatin1String("basic-regexp"))
                options.syntax = Syntax::Basic;
            else if (name == QLatin1String("word-regexp"))
                options.word = true;
            else if (name == QLatin1String("line-regexp"))
                options.line = true;
            else if (name == QLatin1String("only-matching"))
                program.m_onlyMatching = true;
            else if (name == QLatin1String("line-number"))
                program.m_lineNumbers = true;
            else if (name != QLatin1String("no-messages"))
                return fail(tr("grep option '%1' is not simulated").arg(arg));
            continue;
        }
        // Short options, bundled (-qE); -e and -m take the rest of the word or the next one.
        for (qsizetype at = 1; at < arg.size(); ++at) {
            const QChar c = arg.at(at);
            if (c == u'e' || c == u'm') {
                const bool attached = at + 1 < arg.size();
                if (!attached && k + 1 >= args.size())
                    return fail(tr("grep option '-%1' needs a value").arg(c));
                const QString given = attached ? arg.mid(at + 1) : args.at(++k);
                if (c == u'e') {
                    options.patterns += given.split(u'\n');
                    options.patternGiven = true;
                } else {
                    bool ok = false;
                    program.m_maxCount = given.toLongLong(&ok);
                    if (!ok)
                        return fail(tr("grep option '-m %1' is not simulated").arg(given));
                }
                break;
            }
            switch (c.unicode()) {
            case u'q': program.m_quiet = true; break;
            case u'c': program.m_count = true; break;
            case u'v': program.m_invert = true; break;
            case u'i':
            case u'y': options.ignoreCase = true; break;
            case u'E': options.syntax = Syntax::Extended; break;
            case u'F': options.syntax = Syntax::Fixed; break;
            case u'G': options.syntax = Syntax::Basic; break;
            case u'w': options.word = true; break;
            case u'x': options.line = true; break;
            case u'o': program.m_onlyMatching = true; break;
            case u'n': program.m_lineNumbers = true; break;
            case u's': break;
            default: return fail(tr("grep option '-%1' is not simulated").arg(c));
            }
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

std::optional<GrepProgram::Result> GrepProgram::run(const QString& input, QString* why) const
{
    if (RuntimeValue::contains(input)) {
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
        if (matches(line) == m_invert)
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
