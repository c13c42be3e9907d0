#include "expand/AwkProgram.h"

#include "expand/PrintfFormat.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace ddpw {

namespace {

// Bounds on one program's run: statements and expressions evaluated, bytes printed. A program
// past them (an endless loop, a huge output) is not simulated.
constexpr int kMaxSteps = 200000;
constexpr qsizetype kMaxOutput = 1 << 20;
// Nesting of parentheses, unary operators and blocks: the reader is recursive.
constexpr int kMaxDepth = 200;

struct Value
{
    QString text;
    double number = 0;
    bool isNumber = false;
    // A field, a -v value or an unset variable that reads as a number: awk's "strnum", compared
    // as a number with numbers.
    bool numericString = false;

    QString str() const { return isNumber ? format(number) : text; }
    // As awk converts text: the longest number at its start, after blanks ("10.1.0.5" is 10.1,
    // "0:" is 0, "abc" is 0).
    double num() const
    {
        if (isNumber)
            return number;
        static const QRegularExpression prefix(QStringLiteral(R"(^[ \t\n]*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"));
        const QRegularExpressionMatch match = prefix.match(text);
        return match.hasMatch() ? match.captured().trimmed().toDouble() : 0;
    }
    bool truth() const { return isNumber ? number != 0 : numericString ? num() != 0 : !text.isEmpty(); }
    bool comparesAsNumber() const { return isNumber || numericString; }

    static QString format(double n)
    {
        if (std::isfinite(n) && n == std::floor(n) && std::abs(n) < 1e16)
            return QString::number(qint64(n));
        return QString::number(n, 'g', 6);
    }
    static Value fromNumber(double n) { return {QString(), n, true, false}; }
    static Value fromString(QString s) { return {std::move(s), 0, false, false}; }
    // Input (a field, -v): a number where all of it reads as one.
    static Value fromInput(const QString& s)
    {
        static const QRegularExpression numeric(QStringLiteral(R"(^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$)"));
        return {s, 0, false, numeric.match(s).hasMatch()};
    }
};

// A signal out of the statement being run: exit, next, break, continue, or a construct that is
// not simulated (the whole program is then not simulated).
struct Stop
{
    enum Kind { None, Exit, Next, Break, Continue, Unsupported };
    Kind kind = None;
};

// The awk programs start scripts write, run over the records of their input: rules of BEGIN,
// END, an expression or /regex/ pattern with an action; statements print, if/else, for (;;),
// while, assignments (= += -= ++ --), exit, next, break, continue; expressions over fields
// ($N, $NF, $(expr)), NR, NF, FS, OFS, variables, numbers, strings, arithmetic, comparisons
// (numeric where both sides are numbers), ~ and !~, && || !, concatenation, int(), length(),
// substr(), index(), tolower(), toupper(), split() into array elements a[k]. The source is read as it runs (a skipping
// pass where a branch is not taken), so a loop reads its body once per iteration, within kMaxSteps. A backslash outside
// a string or a regular expression, not ending a line: awk refuses the program
// ("unexpected character '\'"), the mistake of `awk '{print \$NF}'` written in single quotes
// as if in double ones. A '/' where an operand is expected opens a regular expression, as awk's
// own lexer reads it.
bool strayBackslash(const QString& program)
{
    bool operandExpected = true;
    for (qsizetype k = 0; k < program.size(); ++k) {
        const QChar c = program.at(k);
        if (c == u'"' || (c == u'/' && operandExpected)) {
            for (++k; k < program.size() && program.at(k) != c && program.at(k) != u'\n'; ++k) {
                if (program.at(k) == u'\\')
                    ++k;
            }
            operandExpected = false;
            continue;
        }
        if (c == u'#') {
            while (k + 1 < program.size() && program.at(k + 1) != u'\n')
                ++k;
            continue;
        }
        if (c == u'\\') {
            if (k + 1 < program.size() && (program.at(k + 1) == u'\n' || program.at(k + 1) == u'\r'))
                continue;
            return true;
        }
        if (c == u'\n')
            operandExpected = true;
        if (c.isSpace())
            continue;
        operandExpected = QStringView(u"({[,;~!&|=<>+-*%^?:}").contains(c);
    }
    return false;
}

// A field separator of more than one character is an extended regular expression. The forms
// that read alike in QRegularExpression are simulated (alternatives, classes, repetition,
// escaped punctuation); intervals, letter escapes (\s, \d: not awk's) and a pattern that
// matches the empty string (awk and PCRE split on it differently) are not.
bool separatorReadsAlike(const QString& separator)
{
    if (separator.size() <= 1)
        return true;
    if (separator.contains(u'{') || separator.contains(u'}') ||
        separator.contains(QRegularExpression(QStringLiteral("\\\\[A-Za-z0-9]"))))
        return false;
    const QRegularExpression regex(separator);
    return regex.isValid() && !regex.match(QString()).hasMatch();
}

// awk reads escapes in a string literal, a -v value, an operand's value and a -F value alike (\t
// is a tab, \\ one backslash, \" a quote); an escape it does not know keeps its backslash, as
// mawk (Debian's and Ubuntu's awk) does: \. stays a dot's escape for a regular expression, \/
// stays \/. mawk reads -Ft as the letter t (gawk, as POSIX, as a tab): images run mawk.
QString awkEscapes(const QString& raw)
{
    QString text;
    for (qsizetype k = 0; k < raw.size(); ++k) {
        const QChar c = raw.at(k);
        if (c != u'\\' || k + 1 == raw.size()) {
            text += c;
            continue;
        }
        const QChar next = raw.at(++k);
        if (next == u't')
            text += u'\t';
        else if (next == u'n')
            text += u'\n';
        else if (next == u'r')
            text += u'\r';
        else if (next == u'\\' || next == u'"')
            text += next;
        else
            text += QString(u'\\') + next;
    }
    return text;
}

class AwkRun
{
    // An element a[k] is the variable "a" SUBSEP "k" (awk's SUBSEP, \034, which no name holds).
    static constexpr QChar kSubscriptSeparator = QChar(0x1c);
    static constexpr int kMaxVariables = 1024;
    static constexpr qsizetype kMaxElements = 512;

public:
    AwkRun(QString source, QHash<QString, Value> variables) : m_src(std::move(source)), m_vars(std::move(variables)) {}

    // input: what it reads; afterBegin: the NAME=VALUE operands after the program, which awk
    // assigns once BEGIN has run, before it reads its input (`awk '{print $1}' FS=,`).
    std::optional<QString> run(const QString& input, const QList<std::pair<QString, Value>>& afterBegin)
    {
        if (!splitRules())
            return std::nullopt;
        const bool onlyBegin =
            std::all_of(m_rules.cbegin(), m_rules.cend(), [](const Rule& rule) { return rule.kind == Rule::Begin; });
        if (!runRules(Rule::Begin))
            return std::nullopt;
        for (const auto& [name, value] : afterBegin)
            m_vars.insert(name, value);
        // The records, split at RS as it is after BEGIN (-v RS=, or RS = "," there): one
        // character; awk's paragraph mode (RS = "") and gawk's regular expressions are not
        // simulated. A separator at the very end makes no empty record.
        const QString separator = variable(QStringLiteral("RS")).str();
        if (separator.size() != 1)
            return std::nullopt;
        QStringList records = input.isEmpty() ? QStringList() : input.split(separator.at(0));
        if (!records.isEmpty() && input.endsWith(separator.at(0)))
            records.removeLast();
        if (!m_exited && !onlyBegin) {
            for (const QString& record : records) {
                ++m_nr;
                setRecord(record);
                if (!runRules(Rule::Main))
                    return std::nullopt;
                if (m_exited)
                    break;
            }
        }
        if (!m_exitedInEnd) {
            m_exited = false;
            m_inEnd = true;
            if (!runRules(Rule::End))
                return std::nullopt;
        }
        return m_out;
    }

private:
    struct Rule
    {
        enum Kind { Begin, Main, End };
        Kind kind = Main;
        qsizetype pattern = -1; // where the pattern starts (Main), -1: every record
        qsizetype action = -1;  // the '{' of the action, -1: print the record
    };

    // --- the rules -------------------------------------------------------------------------

    bool splitRules()
    {
        m_at = 0;
        while (true) {
            skipSeparators(true);
            if (atEnd())
                return !m_rules.isEmpty();
            Rule rule;
            if (keyword(u"BEGIN")) {
                rule.kind = Rule::Begin;
            } else if (keyword(u"END")) {
                rule.kind = Rule::End;
            } else if (peek() != u'{') {
                rule.pattern = m_at;
                ++m_skipping;
                const std::optional<Value> pattern = expression();
                --m_skipping;
                if (!pattern)
                    return false;
            }
            skipBlanks();
            if (peek() == u'{') {
                rule.action = m_at;
                ++m_skipping;
                const Stop stop = block();
                --m_skipping;
                if (stop.kind == Stop::Unsupported)
                    return false;
            } else if (rule.kind != Rule::Main) {
                return false; // BEGIN and END need an action
            }
            m_rules.append(rule);
            if (m_rules.size() > 64)
                return false;
        }
    }

    bool runRules(Rule::Kind kind)
    {
        for (const Rule& rule : std::as_const(m_rules)) {
            if (rule.kind != kind || m_exited)
                continue;
            if (rule.pattern >= 0) {
                m_at = rule.pattern;
                const std::optional<Value> matched = expression();
                if (!matched)
                    return false;
                if (!matched->truth())
                    continue;
            }
            if (rule.action < 0) {
                if (!writeOut(m_record + u'\n'))
                    return false;
                continue;
            }
            m_at = rule.action;
            const Stop stop = block();
            if (stop.kind == Stop::Unsupported || m_failed)
                return false;
            if (stop.kind == Stop::Exit) {
                m_exited = true;
                m_exitedInEnd = m_inEnd;
                return true;
            }
            if (stop.kind == Stop::Next)
                break;
        }
        return !m_failed;
    }

    // --- statements ------------------------------------------------------------------------

    // '{' statements '}'. After a statement that stops (exit, next, break, continue) the rest of
    // the block is read, not run.
    Stop block()
    {
        skipBlanks();
        if (!take(u'{'))
            return {Stop::Unsupported};
        const int skipping = m_skipping;
        Stop result;
        while (true) {
            skipSeparators(true);
            if (atEnd() || m_failed) {
                m_skipping = skipping;
                return {Stop::Unsupported};
            }
            if (take(u'}')) {
                m_skipping = skipping;
                return result;
            }
            const Stop stop = statement();
            if (stop.kind == Stop::Unsupported) {
                m_skipping = skipping;
                return stop;
            }
            if (stop.kind != Stop::None && result.kind == Stop::None) {
                result = stop;
                ++m_skipping;
            }
        }
    }

    Stop statement()
    {
        if (!spend())
            return {Stop::Unsupported};
        const Nesting nesting(*this);
        if (nesting.tooDeep())
            return {Stop::Unsupported};
        skipBlanks();
        if (peek() == u'{')
            return block();
        if (keyword(u"if"))
            return ifStatement();
        if (keyword(u"for"))
            return forStatement();
        if (keyword(u"while"))
            return whileStatement();
        if (keyword(u"printf"))
            return printfStatement();
        if (keyword(u"print"))
            return printStatement();
        if (keyword(u"exit")) {
            skipBlanks();
            if (!atStatementEnd() && !expression())
                return {Stop::Unsupported};
            return {m_skipping ? Stop::None : Stop::Exit};
        }
        if (keyword(u"next"))
            return {m_skipping ? Stop::None : Stop::Next};
        if (keyword(u"break"))
            return {m_skipping ? Stop::None : Stop::Break};
        if (keyword(u"continue"))
            return {m_skipping ? Stop::None : Stop::Continue};
        if (startsWord(u"getline") || startsWord(u"delete") || startsWord(u"do") || startsWord(u"function") ||
            startsWord(u"return") || startsWord(u"system"))
            return {Stop::Unsupported};
        // An expression as a statement: assignments and increments.
        if (!expression())
            return {Stop::Unsupported};
        return {};
    }

    // if (condition) statement [else statement]: the branch not taken is read, not run.
    Stop ifStatement()
    {
        skipBlanks();
        if (!take(u'('))
            return {Stop::Unsupported};
        const std::optional<Value> condition = expression();
        if (!condition || !take(u')'))
            return {Stop::Unsupported};
        const bool taken = m_skipping == 0 && condition->truth();
        Stop result = branch(taken);
        const qsizetype afterThen = m_at;
        skipSeparators(true);
        if (keyword(u"else")) {
            const Stop other = branch(m_skipping == 0 && !taken);
            if (other.kind == Stop::Unsupported)
                return other;
            if (result.kind == Stop::None)
                result = other;
        } else {
            m_at = afterThen;
        }
        return result;
    }

    // A statement run when `run`, else read only.
    Stop branch(bool run)
    {
        if (!run)
            ++m_skipping;
        const Stop stop = statement();
        if (!run)
            --m_skipping;
        return stop;
    }

    // for (init; condition; step) statement. The step and the body are read again each time.
    Stop forStatement()
    {
        skipBlanks();
        if (!take(u'('))
            return {Stop::Unsupported};
        skipBlanks();
        if (peek() != u';' && !expression())
            return {Stop::Unsupported};
        if (!take(u';'))
            return {Stop::Unsupported}; // for (k in array): arrays are not simulated
        const qsizetype conditionAt = m_at;
        return loop(conditionAt, true);
    }

    Stop whileStatement()
    {
        skipBlanks();
        if (!take(u'('))
            return {Stop::Unsupported};
        return loop(m_at, false);
    }

    // The loop from its condition: for's condition ends at ';' then its step at ')'; while's at ')'.
    Stop loop(qsizetype conditionAt, bool hasStep)
    {
        const bool outerRuns = m_skipping == 0;
        qsizetype after = -1;
        for (int iteration = 0;; ++iteration) {
            m_at = conditionAt;
            skipBlanks();
            std::optional<Value> condition = Value::fromNumber(1);
            if (peek() != (hasStep ? u';' : u')'))
                condition = expression();
            if (!condition || !take(hasStep ? u';' : u')'))
                return {Stop::Unsupported};
            const qsizetype stepAt = m_at;
            if (hasStep) {
                ++m_skipping;
                skipBlanks();
                const bool stepOk = peek() == u')' || expression().has_value();
                --m_skipping;
                if (!stepOk || !take(u')'))
                    return {Stop::Unsupported};
            }
            const bool runs = outerRuns && condition->truth();
            const Stop stop = branch(runs);
            if (stop.kind == Stop::Unsupported)
                return stop;
            after = m_at;
            if (!runs || stop.kind == Stop::Break)
                break;
            if (stop.kind == Stop::Exit || stop.kind == Stop::Next)
                return stop;
            if (hasStep) {
                m_at = stepAt;
                skipBlanks();
                if (peek() != u')' && !expression())
                    return {Stop::Unsupported};
            }
            if (!spend())
                return {Stop::Unsupported};
        }
        m_at = after;
        return {};
    }

    // print [items]: the record, or the items joined by OFS. Output to a file or a command is
    // not simulated.
    Stop printStatement()
    {
        skipBlanks();
        QStringList items;
        if (!atStatementEnd()) {
            while (true) {
                const std::optional<Value> value = ternary(false);
                if (!value)
                    return {Stop::Unsupported};
                items.append(value->str());
                skipBlanks();
                if (!take(u','))
                    break;
            }
        }
        skipBlanks();
        if (!atStatementEnd())
            return {Stop::Unsupported}; // > file, | command
        if (m_skipping)
            return {};
        const QString line = items.isEmpty() ? m_record : items.join(variable(QStringLiteral("OFS")).str());
        return writeOut(line + variable(QStringLiteral("ORS")).str()) ? Stop{} : Stop{Stop::Unsupported};
    }

    // printf FORMAT, ITEMS (or printf(FORMAT, ITEMS)): the conversions scripts use (%s, %d,
    // %f ... with flags, width and precision), one item each; awk's %c and a format that takes
    // more or fewer items than given are not simulated.
    Stop printfStatement()
    {
        skipBlanks();
        const bool parenthesized = take(u'(');
        QList<Value> items;
        while (true) {
            const std::optional<Value> value = ternary(parenthesized);
            if (!value)
                return {Stop::Unsupported};
            items.append(*value);
            skipBlanks();
            if (!take(u','))
                break;
        }
        if (parenthesized && !take(u')'))
            return {Stop::Unsupported};
        if (!atStatementEnd())
            return {Stop::Unsupported};
        if (m_skipping)
            return {};
        static const QRegularExpression conversion(QStringLiteral(R"(%[-+ #0]*\d*(?:\.\d+)?([a-zA-Z%]))"));
        const QString format = items.constFirst().str();
        QStringList args{format};
        qsizetype next = 1;
        for (QRegularExpressionMatchIterator it = conversion.globalMatch(format); it.hasNext();) {
            const QChar letter = it.next().captured(1).at(0);
            if (letter == u'%')
                continue;
            if (!QStringView(u"sdiouxXfFeEgG").contains(letter) || next >= items.size())
                return {Stop::Unsupported};
            const Value& item = items.at(next++);
            // awk gives a conversion of numbers the item's number (0 for text), %s its text.
            args.append(letter == u's'                            ? item.str()
                        : QStringView(u"diouxX").contains(letter) ? QString::number(qint64(std::trunc(item.num())))
                                                                  : Value::format(item.num()));
        }
        if (next != items.size())
            return {Stop::Unsupported};
        const std::optional<QString> text = PrintfFormat::run(args, nullptr);
        return text && writeOut(*text) ? Stop{} : Stop{Stop::Unsupported};
    }

    // --- expressions -----------------------------------------------------------------------

    std::optional<Value> expression() { return ternary(true); }

    // cond ? a : b, over || && ! and the comparisons. `comparisons`: false in print's items,
    // where '>' redirects.
    std::optional<Value> ternary(bool comparisons)
    {
        const std::optional<Value> condition = logicalOr(comparisons);
        if (!condition)
            return std::nullopt;
        skipBlanks();
        if (!take(u'?'))
            return condition;
        const bool taken = condition->truth();
        const std::optional<Value> first = branchValue(taken, comparisons);
        if (!first || !take(u':'))
            return std::nullopt;
        const std::optional<Value> second = branchValue(!taken, comparisons);
        if (!second)
            return std::nullopt;
        return taken ? first : second;
    }

    std::optional<Value> branchValue(bool run, bool comparisons)
    {
        if (!run)
            ++m_skipping;
        const std::optional<Value> value = ternary(comparisons);
        if (!run)
            --m_skipping;
        return value;
    }

    std::optional<Value> logicalOr(bool comparisons) { return logical(comparisons, true); }
    std::optional<Value> logicalAnd(bool comparisons) { return logical(comparisons, false); }

    // a || b over a && b over !a: the right side is read, not run, where the left decides.
    std::optional<Value> logical(bool comparisons, bool orElse)
    {
        const auto operand = [&] { return orElse ? logicalAnd(comparisons) : negation(comparisons); };
        std::optional<Value> left = operand();
        while (left) {
            skipBlanks();
            if (!takeText(orElse ? QStringView(u"||") : QStringView(u"&&")))
                return left;
            const bool known = left->truth();
            const bool decided = orElse ? known : !known;
            if (decided)
                ++m_skipping;
            const std::optional<Value> right = operand();
            if (decided)
                --m_skipping;
            if (!right)
                return std::nullopt;
            left = Value::fromNumber((orElse ? known || right->truth() : known && right->truth()) ? 1 : 0);
        }
        return left;
    }

    std::optional<Value> negation(bool comparisons)
    {
        const Nesting nesting(*this);
        if (nesting.tooDeep())
            return std::nullopt;
        skipBlanks();
        if (peek() == u'!' && peek(1) != u'=' && peek(1) != u'~') {
            ++m_at;
            const std::optional<Value> value = negation(comparisons);
            return value ? std::optional<Value>(Value::fromNumber(value->truth() ? 0 : 1)) : std::nullopt;
        }
        return comparison(comparisons);
    }

    std::optional<Value> comparison(bool comparisons)
    {
        const std::optional<Value> left = concatenation();
        if (!left)
            return std::nullopt;
        skipBlanks();
        if (takeText(u"~") || (peek() == u'!' && peek(1) == u'~')) {
            const bool negated = peek() == u'!';
            if (negated)
                m_at += 2;
            const std::optional<QRegularExpression> regex = regexOperand();
            if (!regex)
                return std::nullopt;
            const bool hit = regex->match(left->str()).hasMatch();
            return Value::fromNumber(hit != negated ? 1 : 0);
        }
        static const QList<QStringView> operators{u"==", u"!=", u"<=", u">=", u"<", u">"};
        for (const QStringView op : operators) {
            if ((op == u"<" || op == u">" || op == u"<=" || op == u">=") && !comparisons)
                continue;
            if (!takeText(op))
                continue;
            const std::optional<Value> right = concatenation();
            if (!right)
                return std::nullopt;
            int order = 0;
            if (left->comparesAsNumber() && right->comparesAsNumber())
                order = left->num() < right->num() ? -1 : left->num() > right->num() ? 1 : 0;
            else
                order = QString::compare(left->str(), right->str());
            const bool result = op == u"=="   ? order == 0
                                : op == u"!=" ? order != 0
                                : op == u"<"  ? order < 0
                                : op == u"<=" ? order <= 0
                                : op == u">"  ? order > 0
                                              : order >= 0;
            return Value::fromNumber(result ? 1 : 0);
        }
        return left;
    }

    // The right of ~: /regex/ or an expression whose text is the regex (awk's extended syntax;
    // QRegularExpression reads the forms scripts use alike).
    std::optional<QRegularExpression> regexOperand()
    {
        skipBlanks();
        QString pattern;
        if (peek() == u'/') {
            const std::optional<QString> literal = regexLiteral();
            if (!literal)
                return std::nullopt;
            pattern = *literal;
        } else {
            const std::optional<Value> value = concatenation();
            if (!value)
                return std::nullopt;
            pattern = value->str();
        }
        QRegularExpression regex(pattern);
        return regex.isValid() ? std::optional<QRegularExpression>(regex) : std::nullopt;
    }

    std::optional<QString> regexLiteral()
    {
        if (!take(u'/'))
            return std::nullopt;
        QString pattern;
        while (!atEnd() && peek() != u'/') {
            if (peek() == u'\\' && m_at + 1 < m_src.size()) {
                if (peek(1) != u'/')
                    pattern += u'\\';
                pattern += m_src[m_at + 1];
                m_at += 2;
                continue;
            }
            pattern += m_src[m_at++];
        }
        if (!take(u'/'))
            return std::nullopt;
        return pattern;
    }

    std::optional<Value> concatenation()
    {
        std::optional<Value> left = additive();
        while (left) {
            skipBlanks();
            // What can start another operand: not an operator, a separator or a closing token.
            const QChar c = peek();
            if (atEnd() || QStringView(u",;)]}{:?<>=!&|~\n").contains(c) || c == u'/' || startsWord(u"in"))
                return left;
            if ((c == u'+' || c == u'-') && peek(1) != c)
                return left; // handled by additive
            const std::optional<Value> right = additive();
            if (!right)
                return std::nullopt;
            if (left->str().size() + right->str().size() > kMaxOutput) {
                m_failed = true; // a string doubled in a loop: bytes, not only steps, are bounded
                return std::nullopt;
            }
            left = Value::fromString(left->str() + right->str());
        }
        return left;
    }

    std::optional<Value> additive()
    {
        std::optional<Value> left = multiplicative();
        while (left) {
            skipBlanks();
            const QChar c = peek();
            if ((c != u'+' && c != u'-') || peek(1) == c || peek(1) == u'=')
                return left;
            ++m_at;
            const std::optional<Value> right = multiplicative();
            if (!right)
                return std::nullopt;
            left = Value::fromNumber(c == u'+' ? left->num() + right->num() : left->num() - right->num());
        }
        return left;
    }

    std::optional<Value> multiplicative()
    {
        std::optional<Value> left = unary();
        while (left) {
            skipBlanks();
            const QChar c = peek();
            if ((c != u'*' && c != u'/' && c != u'%') || peek(1) == u'=')
                return left;
            ++m_at;
            const std::optional<Value> right = unary();
            if (!right)
                return std::nullopt;
            const double a = left->num();
            const double b = right->num();
            if ((c == u'/' || c == u'%') && b == 0) {
                if (m_skipping)
                    return Value::fromNumber(0);
                return std::nullopt; // awk stops with "division by zero"
            }
            left = Value::fromNumber(c == u'*' ? a * b : c == u'/' ? a / b : std::fmod(a, b));
        }
        return left;
    }

    std::optional<Value> unary()
    {
        const Nesting nesting(*this);
        if (nesting.tooDeep())
            return std::nullopt;
        skipBlanks();
        if (peek() == u'-' && peek(1) != u'-') {
            ++m_at;
            const std::optional<Value> value = unary();
            return value ? std::optional<Value>(Value::fromNumber(-value->num())) : std::nullopt;
        }
        if (peek() == u'+' && peek(1) != u'+') {
            ++m_at;
            const std::optional<Value> value = unary();
            return value ? std::optional<Value>(Value::fromNumber(value->num())) : std::nullopt;
        }
        if (peek() == u'!' && peek(1) != u'=') {
            ++m_at;
            const std::optional<Value> value = unary();
            return value ? std::optional<Value>(Value::fromNumber(value->truth() ? 0 : 1)) : std::nullopt;
        }
        return primary();
    }

    std::optional<Value> primary()
    {
        if (!spend())
            return std::nullopt;
        skipBlanks();
        if (atEnd())
            return std::nullopt;
        const QChar c = peek();
        if (c == u'(') {
            ++m_at;
            std::optional<Value> value = expression();
            return value && take(u')') ? value : std::nullopt;
        }
        if (c == u'"')
            return stringLiteral();
        if (c == u'/') {
            // A bare /regex/ matches the record.
            const std::optional<QString> literal = regexLiteral();
            if (!literal)
                return std::nullopt;
            const QRegularExpression regex(*literal);
            if (!regex.isValid())
                return std::nullopt;
            return Value::fromNumber(regex.match(m_record).hasMatch() ? 1 : 0);
        }
        if (c.isDigit() || (c == u'.' && peek(1).isDigit()))
            return numberLiteral();
        if (c == u'$') {
            ++m_at;
            skipBlanks();
            std::optional<Value> index;
            if (peek() == u'(') {
                ++m_at;
                index = expression();
                if (!index || !take(u')'))
                    return std::nullopt;
            } else if (peek().isDigit()) {
                index = numberLiteral();
            } else {
                const QString name = identifier();
                if (name.isEmpty())
                    return std::nullopt;
                index = variable(name);
            }
            if (!index)
                return std::nullopt;
            // $N = value changes the record: not simulated.
            skipBlanks();
            if (peek() == u'=' && peek(1) != u'=')
                return std::nullopt;
            return field(qint64(index->num()));
        }
        if (takeText(u"++") || takeText(u"--")) {
            const bool up = m_src[m_at - 1] == u'+';
            skipBlanks();
            const QString name = identifier();
            if (!isAssignable(name))
                return std::nullopt;
            return assign(name, Value::fromNumber(variable(name).num() + (up ? 1 : -1)));
        }
        const QString name = identifier();
        if (name.isEmpty())
            return std::nullopt;
        skipBlanks();
        if (peek() == u'(')
            return call(name);
        if (name == QLatin1String("length"))
            return Value::fromNumber(double(m_record.size()));
        return nameOperand(name);
    }

    // A variable: its value, or an assignment or increment of it.
    std::optional<Value> nameOperand(const QString& name)
    {
        if (isKeyword(name))
            return std::nullopt; // keywords in expressions
        // An array's element: a variable of its own, named by the array and the subscript (awk
        // converts a number subscript as it prints it).
        if (take(u'[')) {
            const std::optional<Value> subscript = expression();
            skipBlanks();
            if (!subscript || !take(u']') || name.contains(kSubscriptSeparator))
                return std::nullopt;
            skipBlanks();
            return nameOperand(name + kSubscriptSeparator + subscript->str());
        }
        if (takeText(u"++") || takeText(u"--")) {
            const bool up = m_src[m_at - 1] == u'+';
            const Value before = Value::fromNumber(variable(name).num());
            if (!isAssignable(name))
                return std::nullopt;
            assign(name, Value::fromNumber(before.num() + (up ? 1 : -1)));
            return before;
        }
        for (const QStringView op :
             {QStringView(u"+="), QStringView(u"-="), QStringView(u"*="), QStringView(u"/="), QStringView(u"%=")}) {
            if (!takeText(op))
                continue;
            const std::optional<Value> right = expression();
            if (!right || !isAssignable(name))
                return std::nullopt;
            const double a = variable(name).num();
            const double b = right->num();
            if ((op == u"/=" || op == u"%=") && b == 0 && !m_skipping)
                return std::nullopt;
            const double result = op == u"+="   ? a + b
                                  : op == u"-=" ? a - b
                                  : op == u"*=" ? a * b
                                  : b == 0      ? 0
                                  : op == u"/=" ? a / b
                                                : std::fmod(a, b);
            return assign(name, Value::fromNumber(result));
        }
        if (peek() == u'=' && peek(1) != u'=') {
            ++m_at;
            const std::optional<Value> right = expression();
            if (!right || !isAssignable(name))
                return std::nullopt;
            return assign(name, *right);
        }
        return variable(name);
    }

    std::optional<Value> call(const QString& name)
    {
        if (!take(u'('))
            return std::nullopt;
        if (name == QLatin1String("split"))
            return split();
        QList<Value> arguments;
        skipBlanks();
        if (!take(u')')) {
            while (true) {
                const std::optional<Value> argument = expression();
                if (!argument)
                    return std::nullopt;
                arguments.append(*argument);
                skipBlanks();
                if (take(u')'))
                    break;
                if (!take(u','))
                    return std::nullopt;
            }
        }
        const qsizetype n = arguments.size();
        if (name == QLatin1String("length") && n <= 1)
            return Value::fromNumber(double((n ? arguments.at(0).str() : m_record).size()));
        if (name == QLatin1String("int") && n == 1)
            return Value::fromNumber(std::trunc(arguments.at(0).num()));
        if ((name == QLatin1String("tolower") || name == QLatin1String("toupper")) && n == 1)
            return Value::fromString(name == QLatin1String("tolower") ? arguments.at(0).str().toLower()
                                                                      : arguments.at(0).str().toUpper());
        if (name == QLatin1String("index") && n == 2)
            return Value::fromNumber(double(arguments.at(0).str().indexOf(arguments.at(1).str()) + 1));
        if (name == QLatin1String("substr") && (n == 2 || n == 3)) {
            // POSIX: characters from m (rounded) for n, clipped to the string.
            const QString s = arguments.at(0).str();
            const double start = std::round(arguments.at(1).num());
            const double end = n == 3 ? start + std::round(arguments.at(2).num()) : double(s.size()) + 1;
            const qint64 from = qint64(std::max(1.0, start));
            const qint64 to = qint64(std::min(double(s.size()) + 1, end));
            return Value::fromString(to > from ? s.mid(from - 1, to - from) : QString());
        }
        return std::nullopt;
    }

    // split(s, a[, sep]) after its '(': the array's old elements go, its new ones are 1..n.
    std::optional<Value> split()
    {
        const std::optional<Value> text = expression();
        skipBlanks();
        if (!text || !take(u','))
            return std::nullopt;
        skipBlanks();
        const QString array = identifier();
        skipBlanks();
        if (!isAssignable(array))
            return std::nullopt;
        QString separator = variable(QStringLiteral("FS")).str();
        if (take(u',')) {
            skipBlanks();
            // split(s, a, /re/): the regular expression itself, not its match against the record.
            const std::optional<QString> literal = peek() == u'/' ? regexLiteral() : std::nullopt;
            const std::optional<Value> given = literal ? std::optional(Value::fromString(*literal)) : expression();
            if (!given)
                return std::nullopt;
            separator = given->str();
            skipBlanks();
        }
        if (!take(u')'))
            return std::nullopt;
        const std::optional<QRegularExpression> regex = separator.size() > 1 && separatorReadsAlike(separator)
                                                            ? std::optional(QRegularExpression(separator))
                                                            : std::nullopt;
        const std::optional<QStringList> pieces = splitBy(text->str(), separator, regex);
        if (!pieces || pieces->size() > kMaxElements)
            return std::nullopt;
        if (!m_skipping) {
            const QString prefix = array + kSubscriptSeparator;
            m_vars.removeIf([&prefix](const auto& entry) { return entry.key().startsWith(prefix); });
            for (qsizetype k = 0; k < pieces->size(); ++k)
                assign(prefix + QString::number(k + 1), Value::fromInput(pieces->at(k)));
        }
        return Value::fromNumber(double(pieces->size()));
    }

    std::optional<Value> stringLiteral()
    {
        QString raw;
        for (++m_at; !atEnd() && peek() != u'"'; ++m_at) {
            if (peek() == u'\\' && m_at + 1 < m_src.size())
                raw += m_src[m_at++];
            raw += peek();
        }
        if (!take(u'"'))
            return std::nullopt;
        return Value::fromString(awkEscapes(raw));
    }

    std::optional<Value> numberLiteral()
    {
        static const QRegularExpression number(QStringLiteral(R"(\G(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"));
        const QRegularExpressionMatch match = number.match(m_src, m_at);
        if (!match.hasMatch())
            return std::nullopt;
        m_at = match.capturedEnd();
        return Value::fromNumber(match.captured().toDouble());
    }

    std::optional<Value> field(qint64 index) const
    {
        if (index < 0 && m_skipping)
            return Value::fromString(QString()); // read, not run: no record there
        if (index < 0)
            return std::nullopt; // awk stops: a field before the first
        if (index == 0)
            return Value::fromInput(m_record);
        return Value::fromInput(index <= m_fields.size() ? m_fields.at(index - 1) : QString());
    }

    Value variable(const QString& name) const
    {
        if (name == QLatin1String("NR") || name == QLatin1String("FNR"))
            return Value::fromNumber(m_nr);
        if (name == QLatin1String("NF"))
            return Value::fromNumber(double(m_fields.size()));
        if (const auto it = m_vars.constFind(name); it != m_vars.cend())
            return *it;
        if (name == QLatin1String("FS") || name == QLatin1String("OFS"))
            return Value::fromString(QStringLiteral(" "));
        if (name == QLatin1String("ORS") || name == QLatin1String("RS"))
            return Value::fromString(QStringLiteral("\n"));
        return {QString(), 0, false, true}; // unset: "" and 0
    }

    bool isAssignable(const QString& name) const
    {
        return !name.isEmpty() && !isKeyword(name) && name != QLatin1String("NR") && name != QLatin1String("NF") &&
               name != QLatin1String("FNR");
    }

    Value assign(const QString& name, const Value& value)
    {
        if (m_skipping)
            return value;
        if (m_vars.size() >= kMaxVariables && !m_vars.contains(name))
            m_failed = true; // more variables and elements than a start script's program makes
        else
            m_vars.insert(name, value);
        return value;
    }

    static bool isKeyword(const QString& name)
    {
        static const QSet<QString> keywords{
            QStringLiteral("if"),     QStringLiteral("else"),  QStringLiteral("for"),      QStringLiteral("while"),
            QStringLiteral("do"),     QStringLiteral("print"), QStringLiteral("printf"),   QStringLiteral("exit"),
            QStringLiteral("next"),   QStringLiteral("break"), QStringLiteral("continue"), QStringLiteral("in"),
            QStringLiteral("BEGIN"),  QStringLiteral("END"),   QStringLiteral("getline"),  QStringLiteral("function"),
            QStringLiteral("return"), QStringLiteral("delete")};
        return keywords.contains(name);
    }

    // --- records ---------------------------------------------------------------------------

    void setRecord(const QString& record)
    {
        m_record = record;
        const QString separator = variable(QStringLiteral("FS")).str();
        // A regular expression FS is read once per value FS takes, not once per record.
        if (separator.size() != 1 && separator != m_separatorRead) {
            m_separatorRead = separator;
            m_separatorRegex =
                separatorReadsAlike(separator) ? std::optional(QRegularExpression(separator)) : std::nullopt;
        }
        if (std::optional<QStringList> fields = splitBy(record, separator, m_separatorRegex))
            m_fields = *std::move(fields);
        else
            m_failed = true; // FS = "x*" in BEGIN: awk splits on it otherwise
    }

    // A text split as awk splits a record at FS (and split() at its separator): at runs of blanks
    // for " ", at a plain character, else at the regular expression (nullopt where it does not
    // read alike in the awks of the images).
    static std::optional<QStringList> splitBy(const QString& text, const QString& separator,
                                              const std::optional<QRegularExpression>& regex)
    {
        static const QRegularExpression blanks(QStringLiteral("[ \\t\\n]+"));
        if (separator == QLatin1String(" "))
            return text.split(blanks, Qt::SkipEmptyParts);
        if (text.isEmpty())
            return QStringList();
        if (separator.size() == 1)
            return text.split(separator);
        if (regex)
            return text.split(*regex);
        return std::nullopt;
    }

    bool writeOut(const QString& text)
    {
        if (m_skipping)
            return true;
        if (m_out.size() + text.size() > kMaxOutput) {
            m_failed = true;
            return false;
        }
        m_out += text;
        return true;
    }

    // --- reading the source ----------------------------------------------------------------

    bool spend()
    {
        if (++m_steps > kMaxSteps) {
            m_failed = true;
            return false;
        }
        return true;
    }
    bool atEnd() const { return m_at >= m_src.size(); }
    QChar peek(qsizetype ahead = 0) const { return m_at + ahead < m_src.size() ? m_src[m_at + ahead] : QChar(); }
    void skipBlanks()
    {
        while (!atEnd()) {
            if (peek() == u' ' || peek() == u'\t' || (peek() == u'\\' && peek(1) == u'\n')) {
                m_at += peek() == u'\\' ? 2 : 1;
            } else if (peek() == u'#') {
                while (!atEnd() && peek() != u'\n')
                    ++m_at;
            } else {
                break;
            }
        }
    }
    void skipSeparators(bool semicolons)
    {
        while (true) {
            skipBlanks();
            if (!atEnd() && (peek() == u'\n' || (semicolons && peek() == u';')))
                ++m_at;
            else
                return;
        }
    }
    bool atStatementEnd()
    {
        skipBlanks();
        return atEnd() || peek() == u';' || peek() == u'\n' || peek() == u'}';
    }
    bool take(QChar c)
    {
        skipBlanks();
        if (peek() != c)
            return false;
        ++m_at;
        return true;
    }
    bool takeText(QStringView text)
    {
        skipBlanks();
        if (!QStringView(m_src).mid(m_at).startsWith(text))
            return false;
        m_at += text.size();
        return true;
    }
    bool startsWord(QStringView word) const
    {
        const QStringView rest = QStringView(m_src).mid(m_at);
        if (!rest.startsWith(word))
            return false;
        const QChar next = rest.size() > word.size() ? rest[word.size()] : QChar();
        return !(next.isLetterOrNumber() || next == u'_');
    }
    bool keyword(QStringView word)
    {
        skipBlanks();
        if (!startsWord(word))
            return false;
        m_at += word.size();
        return true;
    }
    QString identifier()
    {
        skipBlanks();
        const qsizetype start = m_at;
        if (atEnd() || !(peek().isLetter() || peek() == u'_'))
            return QString();
        while (!atEnd() && (peek().isLetterOrNumber() || peek() == u'_'))
            ++m_at;
        return m_src.mid(start, m_at - start);
    }

    // Counts one level of the recursive reader for as long as it lives; past kMaxDepth the
    // program is not simulated.
    struct Nesting
    {
        explicit Nesting(AwkRun& run) : m_run(run) { ++m_run.m_depth; }
        ~Nesting() { --m_run.m_depth; }
        Nesting(const Nesting&) = delete;
        Nesting& operator=(const Nesting&) = delete;
        bool tooDeep() const
        {
            if (m_run.m_depth > kMaxDepth)
                m_run.m_failed = true;
            return m_run.m_depth > kMaxDepth;
        }
        AwkRun& m_run;
    };

    QString m_src;
    int m_depth = 0;
    QHash<QString, Value> m_vars;
    QList<Rule> m_rules;
    qsizetype m_at = 0;
    int m_skipping = 0;
    int m_steps = 0;
    bool m_failed = false;
    bool m_exited = false;
    bool m_exitedInEnd = false;
    bool m_inEnd = false;
    int m_nr = 0;
    QString m_record;
    QStringList m_fields;
    std::optional<QString> m_separatorRead; // the FS (not of one character) m_separatorRegex was made of
    std::optional<QRegularExpression> m_separatorRegex;
    QString m_out;
};

// NAME=VALUE of -v or of an operand after the program, its value's escapes read.
std::optional<std::pair<QString, QString>> awkAssignment(const QString& text)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    const qsizetype equals = text.indexOf(u'=');
    if (equals <= 0 || !name.match(text.left(equals)).hasMatch())
        return std::nullopt;
    return std::pair<QString, QString>(text.left(equals), awkEscapes(text.mid(equals + 1)));
}

} // namespace

std::optional<QString> AwkProgram::run(const QStringList& args, const QString& input, QString* why, int* exitStatus)
{
    QString separator = QStringLiteral(" ");
    QString program;
    bool haveProgram = false;
    QHash<QString, Value> variables;
    QList<std::pair<QString, Value>> afterBegin;
    for (int k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        const bool isOption = !haveProgram && arg.startsWith(u'-');
        if (isOption && (arg == QLatin1String("-v") || arg.startsWith(QLatin1String("-v")))) {
            const QString text = arg == QLatin1String("-v") ? args.value(++k) : arg.mid(2);
            const std::optional<std::pair<QString, QString>> assignment = awkAssignment(text);
            if (!assignment) {
                if (why)
                    *why = tr("awk -v '%1' is not simulated").arg(text);
                return std::nullopt;
            }
            variables.insert(assignment->first, Value::fromInput(assignment->second));
        } else if (isOption && arg == QLatin1String("-F") && k + 1 < args.size()) {
            separator = awkEscapes(args.at(++k));
        } else if (isOption && arg.startsWith(QLatin1String("-F"))) {
            separator = awkEscapes(arg.mid(2));
        } else if (!haveProgram && arg != QLatin1String("--")) {
            program = arg;
            haveProgram = true;
        } else if (haveProgram) {
            // After the program: NAME=VALUE is an assignment awk makes before reading; any other
            // operand is a file, not read here.
            const std::optional<std::pair<QString, QString>> assignment = awkAssignment(arg);
            if (!assignment) {
                if (why)
                    *why = tr("awk reading files is not simulated");
                return std::nullopt;
            }
            afterBegin.append({assignment->first, Value::fromInput(assignment->second)});
        }
    }
    if (strayBackslash(program)) {
        if (why)
            *why = tr("awk refuses the program: a backslash outside a string ('%1')").arg(program);
        if (exitStatus)
            *exitStatus = 2;
        return QString();
    }
    if (!separatorReadsAlike(separator)) {
        if (why)
            *why = tr("awk field separator '%1' is a regular expression; not simulated").arg(separator);
        return std::nullopt;
    }
    if (separator != QLatin1String(" "))
        variables.insert(QStringLiteral("FS"), Value::fromString(separator));
    std::optional<QString> out = AwkRun(program, variables).run(input, afterBegin);
    if (!out && why)
        *why = tr("awk program '%1' is not simulated").arg(program);
    return out;
}

} // namespace ddpw
