#include "expand/ConditionEvaluator.h"

#include "expand/GlobPattern.h"
#include "expand/RuntimeValue.h"
#include "shell/ShellScanner.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

std::optional<qint64> integer(const QString& text)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok, 10);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

// -eq -ne -lt -le -gt -ge: integers compared ([ ]), arithmetic compared ([[ ]]).
bool isIntegerComparison(const QString& op)
{
    static const QStringList operators{QStringLiteral("-eq"), QStringLiteral("-ne"), QStringLiteral("-lt"),
                                       QStringLiteral("-le"), QStringLiteral("-gt"), QStringLiteral("-ge")};
    return operators.contains(op);
}

// Three-valued logic: unknown stays unknown unless the other side decides.
std::optional<bool> both(std::optional<bool> a, std::optional<bool> b)
{
    if (a == false || b == false)
        return false;
    if (a && b)
        return true;
    return std::nullopt;
}

std::optional<bool> either(std::optional<bool> a, std::optional<bool> b)
{
    if (a == true || b == true)
        return true;
    if (a && b)
        return false;
    return std::nullopt;
}

} // namespace

// `[ "$N" > 0 ]`: bash reads `> 0` as a redirection, creates the file 0 and tests "$N" alone.
// Output to /dev/null or to a plain file name (the working folder) never fails, so the test's
// status is still its own; any other redirection is the interpreter's.
bool ConditionEvaluator::redirectsOnlyOutput(const ShellCommand& command)
{
    static const QStringList outputs{QStringLiteral(">"), QStringLiteral(">>"), QStringLiteral(">|"),
                                     QStringLiteral("&>"), QStringLiteral("&>>")};
    return std::all_of(command.redirections.cbegin(), command.redirections.cend(), [](const ShellRedirection& r) {
        return outputs.contains(r.op) && (r.fd == -1 || r.fd == 1 || r.fd == 2) && !r.target.hasExpansion &&
               !r.target.value.isEmpty() &&
               (r.target.value == QLatin1String("/dev/null") || !r.target.value.contains(u'/'));
    });
}

bool ConditionEvaluator::isTest(const ShellCommand& command)
{
    if (command.kind == ShellCommandKind::Conditional)
        return true;
    if (command.words.isEmpty() || !redirectsOnlyOutput(command))
        return false;
    const QString& first = command.words.constFirst().raw;
    return first == QLatin1String("[") || first == QLatin1String("test");
}

std::optional<bool> ConditionEvaluator::evaluate(const ShellCommand& command)
{
    std::optional<bool> result;
    if (command.kind == ShellCommandKind::Conditional) {
        result = conditional(command.words);
    } else if (isTest(command)) {
        const QString first = command.words.constFirst().raw;
        {
            QStringList arguments;
            bool known = true;
            for (qsizetype w = 1; w < command.words.size(); ++w) {
                arguments += m_shell.fields(command.words.at(w));
                known = known && !m_shell.hasNotes();
            }
            if (first == QLatin1String("[")) {
                if (arguments.isEmpty() || arguments.constLast() != QLatin1String("]"))
                    known = false; // bash: "[: missing ]", status 2
                else
                    arguments.removeLast();
            }
            result = known ? test(arguments) : std::nullopt;
        }
    }
    if (result && command.negated)
        result = !*result;
    return result;
}

// test / [ with bash's rules for the number of arguments.
std::optional<bool> ConditionEvaluator::test(const QStringList& a) const
{
    switch (a.size()) {
    case 0: return false;
    case 1: return !a.at(0).isEmpty();
    case 2:
        if (a.at(0) == QLatin1String("!"))
            return a.at(1).isEmpty();
        return unary(a.at(0), a.at(1));
    case 3:
        if (a.at(0) == QLatin1String("!")) {
            const std::optional<bool> inner = test(a.mid(1));
            return inner ? std::optional<bool>(!*inner) : std::nullopt;
        }
        if (a.at(0) == QLatin1String("(") && a.at(2) == QLatin1String(")"))
            return !a.at(1).isEmpty();
        return compare(a.at(0), a.at(1), a.at(2));
    case 4:
        if (a.at(0) == QLatin1String("!")) {
            const std::optional<bool> inner = test(a.mid(1));
            return inner ? std::optional<bool>(!*inner) : std::nullopt;
        }
        return std::nullopt;
    default: return std::nullopt; // -a / -o chains: bash's own precedence, not evaluated
    }
}

std::optional<bool> ConditionEvaluator::unary(const QString& op, const QString& operand) const
{
    if (op == QLatin1String("-z"))
        return operand.isEmpty();
    if (op == QLatin1String("-n"))
        return !operand.isEmpty();
    if (op == QLatin1String("-v") && !operand.isEmpty() &&
        std::all_of(operand.cbegin(), operand.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; })) {
        // A number names a positional parameter ([[ -v $VC_TASK_INDEX ]] tests $0, $1 ...).
        bool small = false;
        const qint64 number = operand.toLongLong(&small);
        return small ? m_shell.positionalSet(number) : std::optional<bool>(false);
    }
    if (op == QLatin1String("-v") && ShellScanner::isName(operand)) {
        // Set, even to "": what the snippet and the platform set. A value the branches disagree on
        // may come from a branch that does not set it.
        const auto it = m_shell.variables().constFind(operand);
        if (it == m_shell.variables().constEnd() || !it->set)
            return false;
        return it->value.isResolved() ? std::optional<bool>(true) : std::nullopt;
    }
    return std::nullopt; // files, terminals, options, array elements: only known on the node
}

// Values only the node knows compare by where they come from: the address of a pod's name is
// this node's address exactly when the pod is this node (its first label is HOSTNAME), and two
// pods' addresses are equal when they are the same pod. Anything else is not known statically.
std::optional<bool> ConditionEvaluator::compare(const QString& left, const QString& op, const QString& right) const
{
    if (!RuntimeValue::contains(left) && !RuntimeValue::contains(right))
        return binary(left, op, right);
    const bool equality = op == QLatin1String("=") || op == QLatin1String("==") || op == QLatin1String("!=");
    const std::optional<RuntimeValue::Part> a = RuntimeValue::single(left);
    const std::optional<RuntimeValue::Part> b = RuntimeValue::single(right);
    if (!equality || !a || !b)
        return std::nullopt;
    const auto pod = [&](const RuntimeValue::Part& part) -> QString {
        if (part.kind != RuntimeValue::Kind::Address && part.kind != RuntimeValue::Kind::NodeAddress)
            return QString(); // names, the name server, GPUs: not a pod's address
        if (part.kind == RuntimeValue::Kind::NodeAddress) {
            const auto it = m_shell.variables().constFind(QStringLiteral("HOSTNAME"));
            return it != m_shell.variables().constEnd() && it->set && it->value.isResolved() ? it->value.text()
                                                                                             : QString();
        }
        return part.subject.section(u'.', 0, 0);
    };
    const QString x = pod(*a);
    const QString y = pod(*b);
    if (x.isEmpty() || y.isEmpty() || !x.contains(u'-') || !y.contains(u'-'))
        return std::nullopt; // only pod names (<job>-<role>-<index>) are known to be distinct
    const bool same = x == y;
    return op == QLatin1String("!=") ? !same : same;
}

std::optional<bool> ConditionEvaluator::binary(const QString& left, const QString& op, const QString& right)
{
    if (op == QLatin1String("=") || op == QLatin1String("=="))
        return left == right;
    if (op == QLatin1String("!="))
        return left != right;
    if (op == QLatin1String("<"))
        return left < right;
    if (op == QLatin1String(">"))
        return left > right;
    if (!isIntegerComparison(op))
        return std::nullopt;
    const std::optional<qint64> l = integer(left);
    const std::optional<qint64> r = integer(right);
    if (!l || !r)
        return false; // bash: "integer expression expected", status 2 (a host name, an empty value)
    if (op == QLatin1String("-eq"))
        return *l == *r;
    if (op == QLatin1String("-ne"))
        return *l != *r;
    if (op == QLatin1String("-lt"))
        return *l < *r;
    if (op == QLatin1String("-le"))
        return *l <= *r;
    if (op == QLatin1String("-gt"))
        return *l > *r;
    return *l >= *r;
}

// An operand of [[ -eq ]] as bash reads it: its arithmetic value as text, a null string where
// bash's arithmetic fails (the test fails), nullopt where the value is not known.
std::optional<QString> ConditionEvaluator::arithmeticOperand(const QString& text)
{
    if (integer(text))
        return text;
    QString why;
    std::optional<QString> error;
    if (const std::optional<qint64> value = m_shell.runArithmetic(text, &why, &error))
        return QString::number(*value);
    return error ? std::optional<QString>(QString()) : std::nullopt;
}

// [[ ... ]]: the reader checked the grammar; operands are expanded without splitting, the
// right side of == and != is a pattern.
std::optional<bool> ConditionEvaluator::conditional(const QList<ShellWord>& words)
{
    if (words.size() < 3)
        return std::nullopt;
    const QList<ShellWord> inner = words.mid(1, words.size() - 2);
    int i = 0;
    const std::optional<bool> result = conditionalOr(inner, i);
    return i == inner.size() ? result : std::nullopt;
}

// [[ subject =~ pattern ]]: sets BASH_REMATCH as bash does. The extended regular expressions of
// start scripts ("-worker-([0-9]+)$", "^[0-9.]+$") mean the same in PCRE; leftmost-longest
// alternation and back-tracking traps (a group repeated by a quantifier) are not evaluated.
std::optional<bool> ConditionEvaluator::regexMatch(const QString& subject, const QString& source)
{
    if (m_shell.hasNotes() || source.size() > 256 || subject.size() > 4096 || source.contains(QLatin1String(")+")) ||
        source.contains(QLatin1String(")*")) || source.contains(QLatin1String("){")))
        return std::nullopt;
    if (!m_shell.budget().spend(qint64(source.size()) * (subject.size() + 1)))
        return std::nullopt;
    const QRegularExpression expression(source);
    if (!expression.isValid())
        return std::nullopt;
    const QRegularExpressionMatch match = expression.match(subject);
    QStringList groups;
    if (match.hasMatch()) {
        for (int k = 0; k <= expression.captureCount(); ++k)
            groups.append(match.captured(k));
    }
    m_shell.assignValue(QStringLiteral("BASH_REMATCH"), ShellValue::indexed(groups));
    return match.hasMatch();
}

std::optional<bool> ConditionEvaluator::conditionalOr(const QList<ShellWord>& words, int& i)
{
    std::optional<bool> result = conditionalAnd(words, i);
    while (i < words.size() && words.at(i).raw == QLatin1String("||")) {
        ++i;
        result = either(result, conditionalAnd(words, i));
    }
    return result;
}

std::optional<bool> ConditionEvaluator::conditionalAnd(const QList<ShellWord>& words, int& i)
{
    std::optional<bool> result = conditionalTerm(words, i);
    while (i < words.size() && words.at(i).raw == QLatin1String("&&")) {
        ++i;
        result = both(result, conditionalTerm(words, i));
    }
    return result;
}

std::optional<bool> ConditionEvaluator::conditionalTerm(const QList<ShellWord>& words, int& i)
{
    if (i >= words.size())
        return std::nullopt;
    const QString& first = words.at(i).raw;
    if (first == QLatin1String("!")) {
        ++i;
        const std::optional<bool> inner = conditionalTerm(words, i);
        return inner ? std::optional<bool>(!*inner) : std::nullopt;
    }
    if (first == QLatin1String("(")) {
        ++i;
        const std::optional<bool> inner = conditionalOr(words, i);
        if (i < words.size() && words.at(i).raw == QLatin1String(")"))
            ++i;
        return inner;
    }
    const auto value = [&](const ShellWord& word) -> std::optional<QString> {
        const QString text = m_shell.assignmentValue(word);
        if (m_shell.hasNotes())
            return std::nullopt;
        return text;
    };
    const bool isOperator = i + 1 < words.size() && words.at(i + 1).raw != QLatin1String("&&") &&
                            words.at(i + 1).raw != QLatin1String("||") && words.at(i + 1).raw != QLatin1String(")");
    if (!isOperator) {
        const std::optional<QString> operand = value(words.at(i++));
        return operand ? std::optional<bool>(!operand->isEmpty()) : std::nullopt;
    }
    if (first.size() == 2 && first[0] == u'-' &&
        (i + 2 >= words.size() || words.at(i + 2).raw == QLatin1String("&&") ||
         words.at(i + 2).raw == QLatin1String("||") || words.at(i + 2).raw == QLatin1String(")"))) {
        const std::optional<QString> operand = value(words.at(i + 1));
        i += 2;
        return operand ? unary(first, *operand) : std::nullopt;
    }
    if (i + 2 >= words.size())
        return std::nullopt;
    const std::optional<QString> left = value(words.at(i));
    const QString op = words.at(i + 1).raw;
    const ShellWord& rightWord = words.at(i + 2);
    i += 3;
    if (!left)
        return std::nullopt;
    if (op == QLatin1String("==") || op == QLatin1String("=") || op == QLatin1String("!=")) {
        if (RuntimeValue::contains(*left) || RuntimeValue::contains(rightWord.raw) ||
            RuntimeValue::contains(m_shell.assignmentValue(rightWord))) {
            m_shell.takeNotes();
            return compare(*left, op, m_shell.assignmentValue(rightWord));
        }
        const GlobPattern pattern = m_shell.pattern(rightWord);
        if (m_shell.hasNotes())
            return std::nullopt;
        const std::optional<bool> matched = pattern.matches(*left);
        if (!matched)
            return std::nullopt;
        return op == QLatin1String("!=") ? !*matched : *matched;
    }
    if (op == QLatin1String("=~"))
        return regexMatch(*left, m_shell.regex(rightWord));
    const std::optional<QString> right = value(rightWord);
    if (!right)
        return std::nullopt;
    if (isIntegerComparison(op) && !RuntimeValue::contains(*left) && !RuntimeValue::contains(*right)) {
        // [[ ]] evaluates its integer operands as arithmetic (a host name is job - worker - K); an
        // error there fails the test (status 1).
        const std::optional<QString> l = arithmeticOperand(*left);
        const std::optional<QString> r = arithmeticOperand(*right);
        if (!l || !r)
            return std::nullopt;
        if (l->isNull() || r->isNull())
            return false;
        return compare(*l, op, *r);
    }
    return compare(*left, op, *right);
}

} // namespace ddpw
