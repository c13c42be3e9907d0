#include "expand/ArithmeticEvaluator.h"

#include "expand/RuntimeValue.h"

#include "shell/ShellScanner.h"

#include <array>
#include <limits>

namespace ddpw {

namespace {

constexpr int kMaxDepth = 200;

// Binary operators by precedence level, lowest first. Longer spellings first within a level.
const std::array<std::array<QStringView, 4>, 10> kLevels{{
    {u"||"},
    {u"&&"},
    {u"|"},
    {u"^"},
    {u"&"},
    {u"==", u"!="},
    {u"<=", u">=", u"<", u">"},
    {u"<<", u">>"},
    {u"+", u"-"},
    {u"*", u"/", u"%"},
}};

std::optional<qint64> parseNumber(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return 0;
    bool negative = false;
    if (text[0] == u'-' || text[0] == u'+') {
        negative = text[0] == u'-';
        text = text.mid(1);
    }
    int base = 10;
    if (text.startsWith(u"0x") || text.startsWith(u"0X")) {
        base = 16;
        text = text.mid(2);
    } else if (text.size() > 1 && text[0] == u'0') {
        base = 8;
    }
    bool ok = false;
    const qint64 value = text.toLongLong(&ok, base);
    if (!ok)
        return std::nullopt;
    return negative ? -value : value;
}

} // namespace

std::optional<qint64> ArithmeticEvaluator::evaluate(QStringView expression, QString* error)
{
    m_text = expression;
    m_i = 0;
    m_depth = 0;
    m_fatal.reset();
    m_skipping = 0;
    m_error.clear();
    m_tokenStart = 0;
    if (m_nesting == 0) {
        m_ownSpent = Spent{};
        m_spent = &m_ownSpent;
    }
    if (expression.trimmed().isEmpty())
        return 0; // $(( )), $(( $EMPTY )): bash's empty expression is 0
    if (failsAsAddress(expression.toString())) {
        if (error)
            *error = m_error;
        return std::nullopt;
    }
    std::optional<qint64> value = comma();
    skipSpaces();
    if (value && m_i < m_text.size())
        value = trailingText();
    // A value only the node knows stands in the text as a marker, not as bash would read it.
    if (m_fatal && RuntimeValue::contains(m_text.toString()))
        m_fatal.reset();
    if (!value && error)
        *error = m_error;
    return value;
}

std::optional<qint64> ArithmeticEvaluator::fail(const QString& message)
{
    if (m_error.isEmpty())
        m_error = message;
    return std::nullopt;
}

// An error at which bash gives up the expansion (expr.c's evalerror), in a branch it skips too:
// bash's words, the token from tokenStart to the end of the expression.
std::optional<qint64> ArithmeticEvaluator::syntaxError(int tokenStart, const QString& bashMessage,
                                                       const QString& message)
{
    if (!m_fatal)
        m_fatal = bashError(tokenStart, int(m_text.size()), bashMessage);
    return fail(message);
}

// Text after a whole expression: an operator bash does not know (1.5, a.b), a second operand
// (a b), an assignment to a number. NAME[...] is an array element, which is not evaluated here.
std::optional<qint64> ArithmeticEvaluator::trailingText()
{
    const QChar c = m_text[m_i];
    const QString message = tr("unexpected '%1' in arithmetic").arg(c);
    if (c == u'[')
        return fail(message);
    if (c == u'=')
        return syntaxError(m_i, QStringLiteral("attempted assignment to non-variable"), message);
    if (c.isLetterOrNumber() || c == u'_')
        return syntaxError(m_i, QStringLiteral("syntax error in expression"), message);
    return syntaxError(m_i, QStringLiteral("syntax error: invalid arithmetic operator"), message);
}

void ArithmeticEvaluator::skipSpaces()
{
    while (m_i < m_text.size() && m_text[m_i].isSpace())
        ++m_i;
}

bool ArithmeticEvaluator::take(QStringView token)
{
    skipSpaces();
    if (!m_text.mid(m_i).startsWith(token))
        return false;
    // '<' must not take the first half of '<<' or '<=', nor '&' of '&&', and so on.
    const QChar after = m_i + token.size() < m_text.size() ? m_text[m_i + token.size()] : QChar();
    if (token.size() == 1 && (after == token[0] || (after == u'=' && QStringView(u"<>!=").contains(token[0]))))
        return false;
    if (token.size() == 1 && token[0] == u'*' && after == u'*')
        return false;
    if (token == u"<<" || token == u">>") {
        if (after == u'=')
            return false;
    }
    m_tokenStart = m_i;
    m_i += int(token.size());
    return true;
}

// A, B: both evaluated, the value is B's.
std::optional<qint64> ArithmeticEvaluator::comma()
{
    std::optional<qint64> value = assignment();
    while (value && take(u","))
        value = assignment();
    return value;
}

// NAME = value, NAME += value, ...: right-associative, below ?:.
std::optional<qint64> ArithmeticEvaluator::assignment()
{
    skipSpaces();
    const int start = m_i;
    if (m_i < m_text.size() && ShellScanner::isNameStart(m_text[m_i])) {
        const int end = ShellScanner::nameEnd(m_text, m_i);
        const QString name = m_text.mid(m_i, end - m_i).toString();
        m_i = end;
        skipSpaces();
        static const std::array<QStringView, 11> operators{u"<<=", u">>=", u"+=", u"-=", u"*=", u"/=",
                                                           u"%=",  u"&=",  u"^=", u"|=", u"="};
        const QStringView rest = m_text.mid(m_i);
        for (const QStringView op : operators) {
            if (!rest.startsWith(op) || (op == u"=" && rest.startsWith(u"==")))
                continue;
            if (!m_assign)
                return fail(tr("assignment in arithmetic; not evaluated"));
            m_i += int(op.size());
            if (++m_depth > kMaxDepth)
                return fail(tr("arithmetic nested too deeply"));
            const std::optional<qint64> right = assignment();
            --m_depth;
            if (!right)
                return std::nullopt;
            if (op == u"=")
                return store(name, *right);
            const std::optional<qint64> left = variable(name);
            if (!left)
                return std::nullopt;
            const qint64 a = *left;
            const qint64 b = *right;
            const auto wrap = [](quint64 v) { return qint64(v); };
            if ((op == u"/=" || op == u"%=") && b == 0)
                return fail(tr("division by 0 in arithmetic"));
            if (op == u"+=")
                return store(name, wrap(quint64(a) + quint64(b)));
            if (op == u"-=")
                return store(name, wrap(quint64(a) - quint64(b)));
            if (op == u"*=")
                return store(name, wrap(quint64(a) * quint64(b)));
            if (op == u"/=")
                return store(name, (a == std::numeric_limits<qint64>::min() && b == -1) ? a : a / b);
            if (op == u"%=")
                return store(name, b == -1 ? 0 : a % b);
            if (op == u"<<=")
                return store(name, wrap(quint64(a) << (quint64(b) & 63)));
            if (op == u">>=")
                return store(name, a >> (b & 63));
            if (op == u"&=")
                return store(name, a & b);
            if (op == u"^=")
                return store(name, a ^ b);
            return store(name, a | b);
        }
        m_i = start;
    }
    return ternary();
}

std::optional<qint64> ArithmeticEvaluator::ternary()
{
    if (++m_depth > kMaxDepth)
        return fail(tr("arithmetic nested too deeply"));
    std::optional<qint64> condition = binary(0);
    if (condition && take(u"?")) {
        // Only the branch bash takes changes variables.
        m_skipping += *condition ? 0 : 1;
        const std::optional<qint64> yes = ternary();
        m_skipping -= *condition ? 0 : 1;
        if (!yes)
            return std::nullopt;
        if (!take(u":"))
            return syntaxError(m_tokenStart, QStringLiteral("`:' expected for conditional expression"),
                               tr("'?' without ':' in arithmetic"));
        m_skipping += *condition ? 1 : 0;
        const std::optional<qint64> no = ternary();
        m_skipping -= *condition ? 1 : 0;
        condition = no ? std::optional<qint64>(*condition ? *yes : *no) : std::nullopt;
    }
    --m_depth;
    return condition;
}

std::optional<qint64> ArithmeticEvaluator::binary(int level)
{
    if (level >= int(kLevels.size()))
        return unary();
    std::optional<qint64> left = binary(level + 1);
    while (left) {
        QStringView op;
        for (const QStringView candidate : kLevels.at(level)) {
            if (!candidate.isEmpty() && take(candidate)) {
                op = candidate;
                break;
            }
        }
        if (op.isEmpty())
            break;
        // The right side of && and || runs only when the left does not decide.
        const bool skipped = (op == u"&&" && *left == 0) || (op == u"||" && *left != 0);
        m_skipping += skipped ? 1 : 0;
        skipSpaces();
        const int rightStart = m_i;
        const std::optional<qint64> right = binary(level + 1);
        m_skipping -= skipped ? 1 : 0;
        if (!right)
            return std::nullopt;
        const qint64 a = *left;
        qint64 b = *right;
        if ((op == u"/" || op == u"%") && b == 0) {
            if (m_skipping == 0)
                return syntaxError(rightStart, QStringLiteral("division by 0"), tr("division by 0 in arithmetic"));
            b = 1; // bash divides by 1 in a branch it does not take
        }
        // Wrap-around like bash's 64-bit arithmetic, without undefined behaviour.
        const auto wrap = [](quint64 v) { return qint64(v); };
        if (op == u"||")
            left = (a || b) ? 1 : 0;
        else if (op == u"&&")
            left = (a && b) ? 1 : 0;
        else if (op == u"|")
            left = a | b;
        else if (op == u"^")
            left = a ^ b;
        else if (op == u"&")
            left = a & b;
        else if (op == u"==")
            left = a == b;
        else if (op == u"!=")
            left = a != b;
        else if (op == u"<=")
            left = a <= b;
        else if (op == u">=")
            left = a >= b;
        else if (op == u"<")
            left = a < b;
        else if (op == u">")
            left = a > b;
        else if (op == u"<<")
            left = wrap(quint64(a) << (quint64(b) & 63));
        else if (op == u">>")
            left = a >> (b & 63);
        else if (op == u"+")
            left = wrap(quint64(a) + quint64(b));
        else if (op == u"-")
            left = wrap(quint64(a) - quint64(b));
        else if (op == u"*")
            left = wrap(quint64(a) * quint64(b));
        else if (op == u"/")
            left = (a == std::numeric_limits<qint64>::min() && b == -1) ? a : a / b;
        else if (op == u"%")
            left = (b == -1) ? 0 : a % b;
    }
    return left;
}

std::optional<qint64> ArithmeticEvaluator::unary()
{
    skipSpaces();
    if (m_text.mid(m_i).startsWith(u"++") || m_text.mid(m_i).startsWith(u"--")) {
        // ++NAME, --NAME: the new value.
        const bool increment = m_text[m_i] == u'+';
        int at = m_i + 2;
        while (at < m_text.size() && m_text[at].isSpace())
            ++at;
        if (!m_assign || at >= m_text.size() || !ShellScanner::isNameStart(m_text[at]))
            return fail(tr("'++' and '--' change variables; not evaluated"));
        const int end = ShellScanner::nameEnd(m_text, at);
        const QString name = m_text.mid(at, end - at).toString();
        m_i = end;
        const std::optional<qint64> old = variable(name);
        if (!old)
            return std::nullopt;
        return store(name, qint64(quint64(*old) + (increment ? 1ULL : 0ULL - 1ULL)));
    }
    if (++m_depth > kMaxDepth)
        return fail(tr("arithmetic nested too deeply"));
    std::optional<qint64> value;
    if (take(u"-")) {
        value = unary();
        if (value)
            value = qint64(0ULL - quint64(*value));
    } else if (take(u"+")) {
        value = unary();
    } else if (take(u"!")) {
        value = unary();
        if (value)
            value = *value == 0 ? 1 : 0;
    } else if (take(u"~")) {
        value = unary();
        if (value)
            value = ~*value;
    } else {
        value = primary();
        if (value && take(u"**")) {
            const std::optional<qint64> exponent = unary();
            if (!exponent)
                return std::nullopt;
            if (*exponent < 0 && m_skipping == 0)
                return syntaxError(m_tokenStart, QStringLiteral("exponent less than 0"),
                                   tr("exponent less than 0 in arithmetic"));
            quint64 result = 1;
            for (qint64 k = 0; k < *exponent && k < 64; ++k)
                result *= quint64(*value);
            value = qint64(result);
        }
    }
    --m_depth;
    return value;
}

std::optional<qint64> ArithmeticEvaluator::primary()
{
    skipSpaces();
    if (m_i >= m_text.size())
        return syntaxError(m_tokenStart, QStringLiteral("syntax error: operand expected"),
                           tr("arithmetic expression ends early"));
    const QChar c = m_text[m_i];
    m_tokenStart = m_i;
    if (c == u'(') {
        ++m_i;
        const std::optional<qint64> value = comma();
        if (!value)
            return std::nullopt;
        if (!take(u")"))
            return syntaxError(m_tokenStart, QStringLiteral("missing `)'"), tr("missing ')' in arithmetic"));
        return value;
    }
    if (c >= u'0' && c <= u'9') {
        int end = m_i;
        while (end < m_text.size() && m_text[end].isLetterOrNumber())
            ++end;
        const QStringView digits = m_text.mid(m_i, end - m_i);
        m_i = end;
        if (m_i < m_text.size() && m_text[m_i] == u'#')
            return basedNumber(digits);
        const std::optional<qint64> value = parseNumber(digits);
        return value ? value : badConstant(end - int(digits.size()), end);
    }
    if (ShellScanner::isNameStart(c)) {
        const int end = ShellScanner::nameEnd(m_text, m_i);
        const QString name = m_text.mid(m_i, end - m_i).toString();
        m_i = end;
        skipSpaces();
        if (m_i < m_text.size() && m_text[m_i] == u'=' && !(m_i + 1 < m_text.size() && m_text[m_i + 1] == u'='))
            return fail(tr("assignment in arithmetic; not evaluated"));
        const QStringView rest = m_text.mid(m_i);
        if (rest.startsWith(u"++") || rest.startsWith(u"--")) {
            // NAME++, NAME--: the old value.
            if (!m_assign)
                return fail(tr("'++' and '--' change variables; not evaluated"));
            m_i += 2;
            const std::optional<qint64> old = variable(name);
            if (!old)
                return std::nullopt;
            store(name, qint64(quint64(*old) + (rest.startsWith(u"++") ? 1ULL : 0ULL - 1ULL)));
            return old;
        }
        return variable(name);
    }
    return syntaxError(m_i, QStringLiteral("syntax error: operand expected"),
                       tr("unexpected '%1' in arithmetic").arg(c));
}

// BASE#DIGITS (10#08, 16#ff, 2#101): bash's constants in any base from 2 to 64, the digits
// 0-9, a-z, A-Z, @ and _ (letters of either case the same below base 37). A digit not below the
// base, or a base out of range, is bash's error.
std::optional<qint64> ArithmeticEvaluator::basedNumber(QStringView baseText)
{
    const int start = m_i - int(baseText.size());
    bool ok = false;
    const int base = baseText.toString().toInt(&ok);
    ++m_i; // '#'
    int end = m_i;
    while (end < m_text.size() && (m_text[end].isLetterOrNumber() || m_text[end] == u'@' || m_text[end] == u'_'))
        ++end;
    const QStringView digits = m_text.mid(m_i, end - m_i);
    m_i = end;
    if (!ok || base < 2 || base > 64) {
        m_fatal = bashError(start, m_i, QStringLiteral("invalid arithmetic base"));
        return fail(tr("'%1' is no base bash knows").arg(baseText));
    }
    if (digits.isEmpty()) {
        m_fatal = bashError(start, m_i, QStringLiteral("invalid integer constant"));
        return fail(tr("'%1#' has no digits").arg(baseText));
    }
    quint64 value = 0;
    for (const QChar c : digits) {
        int digit = -1;
        if (c >= u'0' && c <= u'9')
            digit = c.unicode() - u'0';
        else if (c >= u'a' && c <= u'z')
            digit = c.unicode() - u'a' + 10;
        else if (c >= u'A' && c <= u'Z')
            digit = c.unicode() - u'A' + (base <= 36 ? 10 : 36);
        else if (c == u'@')
            digit = 62;
        else if (c == u'_')
            digit = 63;
        if (digit < 0 || digit >= base)
            return badConstant(start, m_i);
        value = value * quint64(base) + quint64(digit);
    }
    return qint64(value);
}

std::optional<qint64> ArithmeticEvaluator::store(const QString& name, qint64 value)
{
    if (m_skipping == 0)
        m_assign(name, value);
    return value;
}

std::optional<qint64> ArithmeticEvaluator::variable(const QString& name)
{
    if (m_skipping > 0)
        return 0; // bash does not read the variables of a branch it does not take
    const std::optional<QString> text = m_lookup(name);
    if (!text)
        return fail(tr("%1 is not known").arg(name));
    if (failsAsAddress(*text))
        return std::nullopt;
    if (RuntimeValue::contains(*text))
        return fail(tr("%1 is %2, known only on the node").arg(name, RuntimeValue::readable(*text)));
    if (const std::optional<qint64> value = parseNumber(*text))
        return value;
    return valueExpression(name, *text);
}

// An address only the node knows (hostname -i, getent, the name server): whatever it is, its
// dots (or an IPv6 address's colons) are no operator bash knows: bash's error is set. False for
// any other text.
bool ArithmeticEvaluator::failsAsAddress(const QString& text)
{
    const std::optional<RuntimeValue::Part> part = RuntimeValue::single(QStringView(text).trimmed());
    using Kind = RuntimeValue::Kind;
    if (!part || (part->kind != Kind::Address && part->kind != Kind::NodeAddress && part->kind != Kind::NameServer))
        return false;
    const QString shown = RuntimeValue::readable(text.trimmed());
    if (!m_fatal)
        m_fatal = QStringLiteral("%1: syntax error: invalid arithmetic operator").arg(shown);
    fail(tr("%1 is an address: no number to bash").arg(shown));
    return true;
}

// A value that is no number is an expression of its own to bash ("job-worker-0" is
// job - worker - 0); its errors are bash's errors in its own words.
std::optional<qint64> ArithmeticEvaluator::valueExpression(const QString& name, const QString& text)
{
    const QString message = tr("%1='%2' is not a number").arg(name, text);
    if (m_nesting >= kMaxNesting)
        return fail(message);
    // Values that name each other twice over (x="y+y", y="z+z", ...) double the work at each level:
    // all the levels of one evaluation share one allowance of text read.
    m_spent->read += text.size() + 1;
    if (m_spent->read > kMaxValueText)
        return fail(tr("the values name each other too often to follow"));
    ArithmeticEvaluator inner(m_lookup);
    inner.m_nesting = m_nesting + 1;
    inner.m_spent = m_spent;
    const std::optional<qint64> value = inner.evaluate(text, nullptr);
    if (value)
        return value;
    if (inner.m_fatal && !m_fatal)
        m_fatal = inner.m_fatal;
    return fail(message);
}

// A constant that is not a number in its base (bash reads 08 as octal): bash gives up the line there, in a
// branch it skips too, naming the expression up to the constant and the constant.
std::optional<qint64> ArithmeticEvaluator::badConstant(int start, int end)
{
    if (!m_fatal)
        m_fatal = bashError(start, end, QStringLiteral("value too great for base"));
    return fail(tr("'%1' is not a number").arg(m_text.mid(start, end - start)));
}

// bash's words for an error at the token [start, end): the expression read so far, the message,
// the token (expr.c's evalerror), as bash prints them after "bash: line N: ".
QString ArithmeticEvaluator::bashError(int start, int end, const QString& message) const
{
    return QStringLiteral("%1: %2 (error token is \"%3\")")
        .arg(m_text.left(end).toString().trimmed(), message, m_text.mid(start, end - start).toString().trimmed());
}

} // namespace ddpw
