#include "expand/PythonSnippet.h"

#include "expand/RuntimeValue.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace ddpw {

namespace {

constexpr int kMaxDepth = 64;
// No value grows past this: `a = a + a` repeated stays bounded.
constexpr qsizetype kMaxSize = 1 << 20;
// Nor do all the values built together: `b = a + ''` a hundred thousand times.
constexpr qint64 kMaxWork = 20'000'000;

bool isNameStart(QChar c)
{
    return c.isLetter() || c == u'_';
}

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// The program's statements: lines joined while a bracket is open, split at ';', comments
// dropped. nullopt: a block (an indented line) or an unterminated string.
std::optional<QStringList> statements(const QString& program)
{
    QStringList out;
    QString current;
    int depth = 0;
    QChar quote;
    bool lineStart = true;
    for (qsizetype k = 0; k < program.size(); ++k) {
        const QChar c = program[k];
        if (!quote.isNull()) {
            current += c;
            if (c == u'\\' && k + 1 < program.size())
                current += program[++k];
            else if (c == quote)
                quote = QChar();
            else if (c == u'\n')
                return std::nullopt;
            continue;
        }
        if (lineStart && depth == 0 && (c == u' ' || c == u'\t')) {
            // An indented line with something on it is a block's body.
            qsizetype end = k;
            while (end < program.size() && (program[end] == u' ' || program[end] == u'\t'))
                ++end;
            if (end < program.size() && program[end] != u'\n' && program[end] != u'#')
                return std::nullopt;
        }
        lineStart = false;
        if (c == u'#') {
            while (k + 1 < program.size() && program[k + 1] != u'\n')
                ++k;
        } else if (c == u'\'' || c == u'"') {
            if (program.mid(k, 3) == QString(3, c))
                return std::nullopt; // triple-quoted strings are not read
            quote = c;
            current += c;
        } else if (c == u'(' || c == u'[' || c == u'{') {
            ++depth;
            current += c;
        } else if (c == u')' || c == u']' || c == u'}') {
            --depth;
            current += c;
        } else if ((c == u'\n' || c == u';') && depth <= 0) {
            if (!current.trimmed().isEmpty())
                out.append(current.trimmed());
            current.clear();
            depth = 0;
            lineStart = c == u'\n';
        } else if (c == u'\\' && k + 1 < program.size() && program[k + 1] == u'\n') {
            ++k; // a continued line
        } else {
            current += c == u'\n' ? QChar(u' ') : c;
        }
    }
    if (!quote.isNull())
        return std::nullopt;
    if (!current.trimmed().isEmpty())
        out.append(current.trimmed());
    return out;
}

// A syntax error python reports before running anything, where the text alone shows it: a
// bracket closed that was never opened or left open at the end, a comma right after an opening
// bracket or after another comma (`split(,)`: bash ended the program's quotes early), a string
// left open at the end of its line. Strings (with their escapes, triple-quoted ones whole) and
// comments are skipped. Empty when none is certain.
QString certainSyntaxError(const QString& program)
{
    int depth = 0;
    QChar previous;             // the last character outside strings and blanks
    bool statementStart = true; // at the start of a statement (of the program, a line, after ';')
    for (qsizetype k = 0; k < program.size(); ++k) {
        const QChar c = program[k];
        if (c == u'\n' && depth == 0)
            statementStart = true;
        // Python 2's print statement (`print x`): "Missing parentheses in call to 'print'".
        if (statementStart && c == u'p' && QStringView(program).mid(k, 6).startsWith(u"print") &&
            k + 5 < program.size() && (program[k + 5] == u' ' || program[k + 5] == u'\t')) {
            qsizetype at = k + 5;
            while (at < program.size() && (program[at] == u' ' || program[at] == u'\t'))
                ++at;
            if (at < program.size() && !QStringView(u"(=,)\n;#.[").contains(program[at]))
                return PythonSnippet::tr("a print statement of Python 2 (\"Missing parentheses in call to 'print'\")");
        }
        if (!c.isSpace())
            statementStart = c == u';';
        if (c == u'#') {
            while (k + 1 < program.size() && program[k + 1] != u'\n')
                ++k;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            const bool triple = program.mid(k, 3) == QString(3, c);
            const QString close = triple ? QString(3, c) : QString(c);
            qsizetype at = k + close.size();
            while (at < program.size() && QStringView(program).mid(at, close.size()) != close) {
                if (program[at] == u'\\')
                    ++at;
                else if (!triple && program[at] == u'\n')
                    return PythonSnippet::tr("a string is left open at the end of its line");
                ++at;
            }
            if (at >= program.size())
                return PythonSnippet::tr("a string is left open at the end of the program");
            k = at + close.size() - 1;
            previous = u'"';
            continue;
        }
        if (c.isSpace())
            continue;
        if (c == u'(' || c == u'[' || c == u'{') {
            ++depth;
        } else if (c == u')' || c == u']' || c == u'}') {
            if (--depth < 0)
                return PythonSnippet::tr("'%1' closes a bracket that was never opened").arg(c);
        } else if (c == u',' && (previous == u'(' || previous == u'[' || previous == u'{' || previous == u',')) {
            return PythonSnippet::tr("a comma with nothing before it ('%1,')").arg(previous);
        }
        previous = c;
    }
    if (depth > 0)
        return PythonSnippet::tr("a bracket is left open at the end of the program");
    return QString();
}

} // namespace

std::optional<QString> PythonSnippet::run(const QString& program, const QStringList& argv,
                                          const Environment& environment, QString* why, int* exitStatus)
{
    // python compiles the whole program first: a syntax error prints nothing to standard output.
    if (const QString error = certainSyntaxError(program); !error.isEmpty()) {
        if (why)
            *why = tr("python stops with a SyntaxError: %1").arg(error);
        if (exitStatus)
            *exitStatus = 1;
        return QString();
    }
    const std::optional<QStringList> list = statements(program);
    if (!list) {
        if (why)
            *why = tr("this python program is not simulated");
        return std::nullopt;
    }
    PythonSnippet snippet(environment, argv);
    for (const QString& text : *list) {
        if (!snippet.statement(text)) {
            if (why)
                *why = snippet.m_why.isEmpty() ? tr("this python program is not simulated") : snippet.m_why;
            if (!snippet.m_stops)
                return std::nullopt;
            // python raised: what it printed before stays, and it exits with 1.
            if (exitStatus)
                *exitStatus = 1;
            return snippet.m_output;
        }
    }
    if (snippet.m_hashed && !snippet.m_output.isEmpty()) {
        const std::optional<QString> host =
            environment.value ? environment.value(QStringLiteral("HOSTNAME")) : std::nullopt;
        if (!host)
            return std::nullopt;
        return RuntimeValue::drawn(tr("python's hash() of a string"), *host) + u'\n';
    }
    return snippet.m_output;
}

bool PythonSnippet::statement(const QString& text)
{
    static const QRegularExpression importModules(
        QStringLiteral("^import\\s+([\\w.]+(?:\\s+as\\s+\\w+)?(\\s*,\\s*[\\w.]+(?:\\s+as\\s+\\w+)?)*)$"));
    static const QRegularExpression fromImport(QStringLiteral("^from\\s+(\\w+)\\s+import\\s+(\\w+(\\s*,\\s*\\w+)*)$"));
    static const QRegularExpression assignment(QStringLiteral("^([A-Za-z_]\\w*)\\s*=(?!=)"));
    if (const QRegularExpressionMatch m = importModules.match(text); m.hasMatch()) {
        // import a.b binds a; import a.b as c binds c to a.b itself.
        static const QRegularExpression alias(QStringLiteral("^([\\w.]+)\\s+as\\s+(\\w+)$"));
        for (const QString& item : m.captured(1).split(u',')) {
            const QString module = item.trimmed();
            if (const QRegularExpressionMatch named = alias.match(module); named.hasMatch()) {
                m_names.insert(named.captured(2), {Value::Module, 0, named.captured(1), {}});
                continue;
            }
            const QString top = module.section(u'.', 0, 0);
            m_names.insert(top, {Value::Module, 0, top, {}});
        }
        return true;
    }
    if (const QRegularExpressionMatch m = fromImport.match(text); m.hasMatch()) {
        for (const QString& item : m.captured(2).split(u',')) {
            const QString imported = item.trimmed();
            if (m.captured(1) == QLatin1String("os") && imported == QLatin1String("environ"))
                m_names.insert(imported, {Value::Environ, 0, {}, {}});
            else
                m_names.remove(imported); // what it names is not simulated: any use stops
        }
        return true;
    }
    QString target;
    m_text = text;
    m_i = 0;
    if (const QRegularExpressionMatch m = assignment.match(text); m.hasMatch()) {
        target = m.captured(1);
        m_i = int(m.capturedEnd());
    }
    m_depth = 0;
    const std::optional<Value> value = expression();
    skipSpaces();
    if (!value)
        return false;
    if (m_i < m_text.size()) {
        unsupported();
        return false;
    }
    if (!target.isEmpty())
        m_names.insert(target, *value);
    return true;
}

std::optional<PythonSnippet::Value> PythonSnippet::fail(const QString& why)
{
    if (m_why.isEmpty())
        m_why = why;
    return std::nullopt;
}

std::optional<PythonSnippet::Value> PythonSnippet::unsupported()
{
    return fail(tr("this python program is not simulated"));
}

void PythonSnippet::skipSpaces()
{
    while (m_i < m_text.size() && m_text[m_i].isSpace())
        ++m_i;
}

bool PythonSnippet::take(QStringView token)
{
    skipSpaces();
    if (!QStringView(m_text).mid(m_i).startsWith(token))
        return false;
    m_i += int(token.size());
    return true;
}

QString PythonSnippet::name()
{
    skipSpaces();
    const int start = m_i;
    if (m_i < m_text.size() && isNameStart(m_text[m_i])) {
        while (m_i < m_text.size() && isNameChar(m_text[m_i]))
            ++m_i;
    }
    return m_text.mid(start, m_i - start);
}

std::optional<PythonSnippet::Value> PythonSnippet::sized(Value value)
{
    qsizetype size = value.text.size();
    for (const Value& item : std::as_const(value.items))
        size += item.text.size() + 1;
    m_work += size;
    if (size > kMaxSize || m_work > kMaxWork)
        return fail(tr("the python program builds a value too large to evaluate"));
    return value;
}

std::optional<PythonSnippet::Value> PythonSnippet::expression()
{
    if (++m_depth > kMaxDepth)
        return fail(tr("the python program nests too deeply to evaluate"));
    std::optional<Value> value = additive();
    --m_depth;
    return value;
}

std::optional<PythonSnippet::Value> PythonSnippet::additive()
{
    std::optional<Value> left = multiplicative();
    while (left) {
        const bool plus = take(u"+");
        if (!plus && !take(u"-"))
            break;
        const std::optional<Value> right = multiplicative();
        if (!right)
            return std::nullopt;
        if (left->kind == Value::Integer && right->kind == Value::Integer)
            left->integer = plus ? left->integer + right->integer : left->integer - right->integer;
        else if (plus && left->kind == Value::String && right->kind == Value::String)
            left->text += right->text;
        else if (plus && left->kind == Value::List && right->kind == Value::List)
            left->items += right->items;
        else
            return fail(tr("python would stop: a TypeError"));
        left = sized(*left);
    }
    return left;
}

std::optional<PythonSnippet::Value> PythonSnippet::multiplicative()
{
    std::optional<Value> left = unary();
    while (left) {
        QStringView op;
        if (take(u"//"))
            op = u"//";
        else if (take(u"*"))
            op = u"*";
        else if (take(u"%"))
            op = u"%";
        else if (take(u"/"))
            op = u"/"; // true division: a float, even of integers that divide (16 / 2 is 8.0)
        else
            break;
        const std::optional<Value> right = unary();
        if (!right)
            return std::nullopt;
        if (left->kind != Value::Integer || right->kind != Value::Integer)
            return unsupported();
        const qint64 a = left->integer;
        const qint64 b = right->integer;
        if (op != u"*" && b == 0)
            return fail(tr("python would stop: division by zero"));
        if (op == u"/") {
            left = Value{Value::Float, 0, {}, {}, double(a) / double(b)};
            continue;
        }
        if (op == u"*") {
            left->integer = qint64(quint64(a) * quint64(b));
        } else {
            // Python rounds towards minus infinity.
            qint64 quotient = a / b;
            if ((a % b != 0) && ((a < 0) != (b < 0)))
                --quotient;
            left->integer = op == u"//" ? quotient : a - quotient * b;
        }
    }
    return left;
}

std::optional<PythonSnippet::Value> PythonSnippet::unary()
{
    if (take(u"-")) {
        std::optional<Value> value = unary();
        if (!value || value->kind != Value::Integer)
            return value ? unsupported() : std::nullopt;
        value->integer = -value->integer;
        return value;
    }
    return postfix();
}

std::optional<PythonSnippet::Value> PythonSnippet::postfix()
{
    skipSpaces();
    // A function of the builtins: NAME(...).
    std::optional<Value> value;
    const int start = m_i;
    const QString function = name();
    if (!function.isEmpty() && (skipSpaces(), m_i < m_text.size() && m_text[m_i] == u'(') &&
        !m_names.contains(function)) {
        ++m_i;
        const std::optional<QList<Argument>> list = arguments();
        if (!list)
            return std::nullopt;
        value = call(function, *list);
    } else {
        m_i = start;
        value = atom();
    }
    while (value) {
        if (take(u".")) {
            const QString member = name();
            if (member.isEmpty())
                return unsupported();
            if (take(u"(")) {
                const std::optional<QList<Argument>> list = arguments();
                if (!list)
                    return std::nullopt;
                value = method(*value, member, *list);
            } else {
                value = attribute(*value, member);
            }
        } else if (take(u"[")) {
            value = subscript(*value);
        } else {
            break;
        }
        // Every value built is charged: a chain of .upper() stays bounded.
        if (value)
            value = sized(*value);
    }
    return value;
}

// After '(': the arguments and the ')'.
std::optional<QList<PythonSnippet::Argument>> PythonSnippet::arguments()
{
    QList<Argument> list;
    if (take(u")"))
        return list;
    static const QRegularExpression keyword(QStringLiteral("^\\s*([A-Za-z_]\\w*)\\s*=(?!=)"));
    while (true) {
        Argument argument;
        if (const QRegularExpressionMatch m = keyword.match(QStringView(m_text).mid(m_i)); m.hasMatch()) {
            argument.keyword = m.captured(1);
            m_i += int(m.capturedEnd());
        }
        const std::optional<Value> value = expression();
        if (!value)
            return std::nullopt;
        argument.value = *value;
        list.append(argument);
        if (take(u")"))
            return list;
        if (!take(u",")) {
            unsupported();
            return std::nullopt;
        }
        if (take(u")"))
            return list;
    }
}

std::optional<PythonSnippet::Value> PythonSnippet::atom()
{
    skipSpaces();
    if (m_i >= m_text.size())
        return unsupported();
    const QChar c = m_text[m_i];
    if (c == u'(') {
        ++m_i;
        const std::optional<Value> value = expression();
        if (!value)
            return std::nullopt;
        return take(u")") ? value : unsupported();
    }
    if (c == u'[') {
        ++m_i;
        Value list{Value::List, 0, {}, {}};
        if (take(u"]"))
            return list;
        while (true) {
            const std::optional<Value> item = expression();
            if (!item)
                return std::nullopt;
            list.items.append(*item);
            if (take(u"]"))
                return sized(list);
            if (!take(u","))
                return unsupported();
            if (take(u"]"))
                return sized(list);
        }
    }
    if (c.isDigit()) {
        const int start = m_i;
        while (m_i < m_text.size() && m_text[m_i].isDigit())
            ++m_i;
        if (m_i < m_text.size() && (isNameChar(m_text[m_i]) || m_text[m_i] == u'.'))
            return unsupported(); // 0x.., 1.5, 1e3
        bool ok = false;
        const qint64 number = m_text.mid(start, m_i - start).toLongLong(&ok);
        return ok ? std::optional<Value>(Value{Value::Integer, number, {}, {}}) : unsupported();
    }
    if (c == u'\'' || c == u'"' ||
        (m_i + 1 < m_text.size() && QStringView(u"rRfF").contains(c) &&
         (m_text[m_i + 1] == u'\'' || m_text[m_i + 1] == u'"')))
        return stringLiteral();
    const QString identifier = name();
    if (identifier.isEmpty())
        return unsupported();
    return variable(identifier);
}

// '...', "...", r'...', f'...{expr}...'.
std::optional<PythonSnippet::Value> PythonSnippet::stringLiteral()
{
    bool raw = false;
    bool formatted = false;
    while (m_text[m_i] != u'\'' && m_text[m_i] != u'"') {
        raw = raw || m_text[m_i].toLower() == u'r';
        formatted = formatted || m_text[m_i].toLower() == u'f';
        ++m_i;
    }
    const QChar quote = m_text[m_i++];
    QString body;
    bool closed = false;
    for (; m_i < m_text.size(); ++m_i) {
        const QChar c = m_text[m_i];
        if (c == quote) {
            closed = true;
            ++m_i;
            break;
        }
        if (c == u'\\' && m_i + 1 < m_text.size()) {
            const QChar e = m_text[++m_i];
            if (raw)
                body += u'\\' + QString(e);
            else if (e == u'n')
                body += u'\n';
            else if (e == u't')
                body += u'\t';
            else if (e == u'\\' || e == u'\'' || e == u'"')
                body += e;
            else
                return unsupported();
            continue;
        }
        body += c;
    }
    if (!closed)
        return unsupported();
    if (!formatted)
        return Value{Value::String, 0, body, {}};
    // {expr} parts, {{ and }} for braces; conversions and format specs are not simulated.
    QString out;
    for (qsizetype k = 0; k < body.size(); ++k) {
        const QChar c = body[k];
        if ((c == u'{' || c == u'}') && k + 1 < body.size() && body[k + 1] == c) {
            out += c;
            ++k;
        } else if (c == u'{') {
            const qsizetype close = body.indexOf(u'}', k + 1);
            if (close < 0)
                return unsupported();
            const QString inner = body.mid(k + 1, close - k - 1);
            if (inner.contains(u'!') || inner.contains(u':') || inner.contains(u'{'))
                return unsupported();
            const QString text = m_text;
            const int at = m_i;
            m_text = inner;
            m_i = 0;
            const std::optional<Value> value = expression();
            skipSpaces();
            const bool whole = m_i == m_text.size();
            m_text = text;
            m_i = at;
            if (!value)
                return std::nullopt;
            if (!whole)
                return unsupported();
            const std::optional<QString> shownValue = shown(*value, false);
            if (!shownValue)
                return unsupported();
            out += *shownValue;
            k = close;
        } else if (c == u'}') {
            return unsupported();
        } else {
            out += c;
        }
    }
    return sized({Value::String, 0, out, {}});
}

std::optional<PythonSnippet::Value> PythonSnippet::variable(const QString& identifier)
{
    const auto it = m_names.constFind(identifier);
    if (it != m_names.constEnd())
        return *it;
    // A name in capitals is none of python's builtins: unassigned, it raises NameError (a shell
    // variable's name left bare where bash ended the quotes: os.environ[VC_WORKER_HOSTS]).
    static const QRegularExpression capitals(QStringLiteral("^[A-Z][A-Z0-9_]+$"));
    if (capitals.match(identifier).hasMatch()) {
        m_why = tr("python stops with a NameError: name '%1' is not defined").arg(identifier);
        m_stops = true;
        return std::nullopt;
    }
    return unsupported();
}

std::optional<PythonSnippet::Value> PythonSnippet::call(const QString& function, const QList<Argument>& list)
{
    if (function == QLatin1String("print")) {
        QString sep = QStringLiteral(" ");
        QString end = QStringLiteral("\n");
        QStringList parts;
        for (const Argument& argument : list) {
            if (argument.keyword.isEmpty()) {
                const std::optional<QString> text = shown(argument.value, false);
                if (!text)
                    return unsupported();
                parts.append(*text);
            } else if ((argument.keyword == QLatin1String("sep") || argument.keyword == QLatin1String("end")) &&
                       argument.value.kind == Value::String) {
                (argument.keyword == QLatin1String("sep") ? sep : end) = argument.value.text;
            } else {
                return unsupported();
            }
        }
        m_output += parts.join(sep) + end;
        if (m_output.size() > kMaxSize)
            return fail(tr("the python program builds a value too large to evaluate"));
        return Value{};
    }
    if (list.size() != 1 || !list.constFirst().keyword.isEmpty())
        return unsupported();
    const Value& value = list.constFirst().value;
    if (function == QLatin1String("len")) {
        if (value.kind == Value::String && RuntimeValue::contains(value.text))
            return unsupported(); // the length of an address only the node knows
        if (value.kind == Value::String)
            return Value{Value::Integer, value.text.size(), {}, {}};
        if (value.kind == Value::List)
            return Value{Value::Integer, value.items.size(), {}, {}};
        return unsupported();
    }
    if (function == QLatin1String("hash")) {
        if (value.kind == Value::Integer)
            return Value{Value::Integer, value.integer == -1 ? -2 : value.integer, {}, {}};
        // PYTHONHASHSEED fixes the seed, unless it says "random" (python's default).
        const std::optional<QString> seed =
            m_environment.value ? m_environment.value(QStringLiteral("PYTHONHASHSEED")) : std::nullopt;
        const bool seeded = seed && *seed != QLatin1String("random");
        if (value.kind != Value::String || seeded)
            return unsupported();
        m_hashed = true;
        return Value{Value::Integer, 0, {}, {}}; // stands for the draw: the output is said as one
    }
    if (function == QLatin1String("int")) {
        if (value.kind == Value::Integer)
            return value;
        if (value.kind == Value::Float && std::abs(value.real) < 9.0e15)
            return Value{Value::Integer, qint64(value.real), {}, {}}; // towards zero, as python's int()
        bool ok = false;
        const qint64 number = value.text.trimmed().toLongLong(&ok);
        if (value.kind != Value::String || RuntimeValue::contains(value.text))
            return unsupported();
        if (!ok)
            return fail(tr("python would stop: int() of '%1'").arg(value.text));
        return Value{Value::Integer, number, {}, {}};
    }
    if (function == QLatin1String("str")) {
        const std::optional<QString> text = shown(value, false);
        return text ? std::optional<Value>(Value{Value::String, 0, *text, {}}) : unsupported();
    }
    return unsupported();
}

std::optional<PythonSnippet::Value> PythonSnippet::attribute(const Value& object, const QString& member)
{
    if (object.kind == Value::Module && object.text == QLatin1String("os") && member == QLatin1String("environ"))
        return Value{Value::Environ, 0, {}, {}};
    if (object.kind == Value::Module && object.text == QLatin1String("sys") && member == QLatin1String("argv")) {
        Value list{Value::List, 0, {}, {}};
        for (const QString& word : std::as_const(m_argv))
            list.items.append(Value{Value::String, 0, word, {}});
        return list;
    }
    if (object.kind == Value::Module && object.text == QLatin1String("sys") && member == QLatin1String("stdout"))
        return Value{Value::Module, 0, QStringLiteral("sys.stdout"), {}};
    return unsupported();
}

std::optional<PythonSnippet::Value> PythonSnippet::method(const Value& object, const QString& member,
                                                          const QList<Argument>& list)
{
    for (const Argument& argument : list) {
        if (!argument.keyword.isEmpty())
            return unsupported();
    }
    const auto text = [&](int k) -> std::optional<QString> {
        if (k >= list.size() || list.at(k).value.kind != Value::String)
            return std::nullopt;
        return list.at(k).value.text;
    };
    const auto fromEnvironment = [&]() -> std::optional<Value> {
        const std::optional<QString> key = text(0);
        if (!key || list.size() > 2)
            return unsupported();
        // Not in python's environment: the default given, else None.
        if (m_environment.absent && m_environment.absent(*key))
            return list.size() == 2 ? list.at(1).value : Value{};
        const std::optional<QString> found = m_environment.value ? m_environment.value(*key) : std::nullopt;
        if (!found)
            return fail(tr("python reads %1, which is not known statically").arg(*key));
        return Value{Value::String, 0, *found, {}};
    };
    if (object.kind == Value::Environ && member == QLatin1String("get"))
        return fromEnvironment();
    // sys.stdout.write(TEXT): the text as it is, no newline after it.
    if (object.kind == Value::Module && object.text == QLatin1String("sys.stdout") &&
        member == QLatin1String("write") && list.size() == 1 && text(0)) {
        m_output += *text(0);
        if (m_output.size() > kMaxSize)
            return fail(tr("the python program builds a value too large to evaluate"));
        return Value{Value::Integer, text(0)->size(), {}, {}};
    }
    if (object.kind == Value::Module && object.text == QLatin1String("os") && member == QLatin1String("getenv"))
        return fromEnvironment();
    // The CPUs of the pod: only the node knows them (printed, they are that count; arithmetic on
    // them is not simulated).
    if (object.kind == Value::Module && member == QLatin1String("cpu_count") && list.isEmpty() &&
        (object.text == QLatin1String("os") || object.text == QLatin1String("multiprocessing")))
        return Value{Value::String, 0, RuntimeValue::token(RuntimeValue::Kind::CpuCount), {}};
    if (object.kind == Value::Module && object.text == QLatin1String("socket")) {
        if (member == QLatin1String("gethostbyname") && list.size() == 1 && text(0)) {
            static const QRegularExpression ipv4(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
            const QString host = *text(0);
            return Value{Value::String,
                         0,
                         ipv4.match(host).hasMatch() ? host : RuntimeValue::token(RuntimeValue::Kind::Address, host),
                         {}};
        }
        if (member == QLatin1String("gethostname") && list.isEmpty()) {
            const std::optional<QString> host =
                m_environment.value ? m_environment.value(QStringLiteral("HOSTNAME")) : std::nullopt;
            return host ? std::optional<Value>(Value{Value::String, 0, *host, {}}) : unsupported();
        }
        if (member == QLatin1String("getfqdn") && list.isEmpty())
            return Value{Value::String, 0, RuntimeValue::token(RuntimeValue::Kind::NodeFqdn), {}};
        return unsupported();
    }
    // list.index(x): the first equal item, else python stops with a ValueError.
    if (object.kind == Value::List && member == QLatin1String("index") && list.size() == 1) {
        const Value& wanted = list.constFirst().value;
        if (wanted.kind != Value::String && wanted.kind != Value::Integer)
            return unsupported();
        // The node's full name (socket.getfqdn()) is <pod>.<job>.<namespace>.svc.<domain>: a name
        // without ".svc" in it is never that one.
        const std::optional<RuntimeValue::Part> marker =
            wanted.kind == Value::String ? RuntimeValue::single(wanted.text) : std::nullopt;
        const bool fullName = marker && marker->kind == RuntimeValue::Kind::NodeFqdn;
        for (qsizetype k = 0; k < object.items.size(); ++k) {
            const Value& item = object.items.at(k);
            if (fullName && item.kind == Value::String && !RuntimeValue::contains(item.text) &&
                !item.text.contains(QLatin1String(".svc")))
                continue;
            if (RuntimeValue::contains(item.text) ||
                (wanted.kind == Value::String && RuntimeValue::contains(wanted.text)))
                return unsupported();
            if (item.kind == wanted.kind && item.text == wanted.text && item.integer == wanted.integer)
                return Value{Value::Integer, k, {}, {}};
        }
        m_why = tr("python stops with a ValueError: %1 is not in the list")
                    .arg(wanted.kind == Value::String ? u'\'' + RuntimeValue::readable(wanted.text) + u'\''
                                                      : QString::number(wanted.integer));
        m_stops = true;
        return std::nullopt;
    }
    if (object.kind != Value::String)
        return unsupported();
    const QString& self = object.text;
    // str.find(sub) is -1 where sub is not there; str.index(sub) stops with a ValueError.
    if ((member == QLatin1String("find") || member == QLatin1String("index")) && list.size() == 1 && text(0)) {
        if (RuntimeValue::contains(self) || RuntimeValue::contains(*text(0)))
            return unsupported();
        const qsizetype at = self.indexOf(*text(0));
        if (at < 0 && member == QLatin1String("index")) {
            m_why = tr("python stops with a ValueError: substring not found");
            m_stops = true;
            return std::nullopt;
        }
        return Value{Value::Integer, at, {}, {}};
    }
    if (member == QLatin1String("split") || member == QLatin1String("rsplit")) {
        if (list.size() > 2 || (list.size() == 2 && list.at(1).value.kind != Value::Integer))
            return unsupported();
        const bool fromRight = member == QLatin1String("rsplit");
        const qint64 limit = list.size() == 2 ? list.at(1).value.integer : -1;
        Value parts{Value::List, 0, {}, {}};
        if (list.isEmpty() || list.constFirst().value.kind == Value::None) {
            // Runs of whitespace, none at either end.
            const QStringList words = self.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
            if (limit >= 0 && words.size() > limit + 1)
                return unsupported();
            for (const QString& word : words)
                parts.items.append({Value::String, 0, word, {}});
            return parts;
        }
        const std::optional<QString> separator = text(0);
        if (!separator)
            return unsupported();
        if (separator->isEmpty())
            return fail(tr("python would stop: empty separator"));
        QStringList pieces = self.split(*separator);
        // maxsplit: the first (split) or last (rsplit) separators cut, the rest left whole.
        if (limit >= 0 && pieces.size() > limit + 1 && !fromRight) {
            const QStringList rest = pieces.mid(limit);
            pieces = pieces.mid(0, limit);
            pieces.append(rest.join(*separator));
        } else if (limit >= 0 && pieces.size() > limit + 1) {
            const qsizetype kept = pieces.size() - limit;
            const QString head = pieces.mid(0, kept).join(*separator);
            pieces = QStringList{head} + pieces.mid(kept);
        }
        for (const QString& piece : std::as_const(pieces))
            parts.items.append({Value::String, 0, piece, {}});
        return parts;
    }
    if (member == QLatin1String("strip") || member == QLatin1String("lstrip") || member == QLatin1String("rstrip")) {
        if (list.size() > 1 || (list.size() == 1 && !text(0)))
            return unsupported();
        const std::optional<QString> chars = text(0);
        const auto strip = [&](QChar c) { return chars ? chars->contains(c) : c.isSpace(); };
        qsizetype begin = 0;
        qsizetype end = self.size();
        if (member != QLatin1String("rstrip"))
            while (begin < end && strip(self[begin]))
                ++begin;
        if (member != QLatin1String("lstrip"))
            while (end > begin && strip(self[end - 1]))
                --end;
        return Value{Value::String, 0, self.mid(begin, end - begin), {}};
    }
    if (member == QLatin1String("replace") && list.size() == 2 && text(0) && text(1)) {
        if (text(0)->isEmpty())
            return unsupported();
        return sized({Value::String, 0, QString(self).replace(*text(0), *text(1)), {}});
    }
    if ((member == QLatin1String("lower") || member == QLatin1String("upper")) && list.isEmpty())
        return Value{Value::String, 0, member == QLatin1String("lower") ? self.toLower() : self.toUpper(), {}};
    if (member == QLatin1String("join") && list.size() == 1 && list.constFirst().value.kind == Value::List) {
        QStringList items;
        for (const Value& item : list.constFirst().value.items) {
            if (item.kind != Value::String)
                return fail(tr("python would stop: join() of a value that is not a string"));
            items.append(item.text);
        }
        return sized({Value::String, 0, items.join(self), {}});
    }
    return unsupported();
}

// After '[': an index or a slice of a string or a list, and the ']'; environ['NAME'].
std::optional<PythonSnippet::Value> PythonSnippet::subscript(const Value& object)
{
    if (object.kind == Value::Environ) {
        const std::optional<Value> key = expression();
        if (!key || key->kind != Value::String || !take(u"]"))
            return key ? unsupported() : std::nullopt;
        if (m_environment.absent && m_environment.absent(key->text)) {
            m_why = tr("python stops with a KeyError: %1 is not in its environment (the command does not export "
                       "it, and the platform does not set it)")
                        .arg(key->text);
            m_stops = true;
            return std::nullopt;
        }
        const std::optional<QString> found = m_environment.value ? m_environment.value(key->text) : std::nullopt;
        if (!found)
            return fail(tr("python reads %1, which is not known statically").arg(key->text));
        return Value{Value::String, 0, *found, {}};
    }
    if ((object.kind != Value::String && object.kind != Value::List) || RuntimeValue::contains(object.text))
        return unsupported();
    const qsizetype size = object.kind == Value::String ? object.text.size() : object.items.size();
    const auto bound = [&]() -> std::optional<std::optional<qint64>> {
        skipSpaces();
        if (m_i < m_text.size() && (m_text[m_i] == u':' || m_text[m_i] == u']'))
            return std::optional<qint64>();
        const std::optional<Value> index = expression();
        if (!index || index->kind != Value::Integer)
            return std::nullopt;
        return std::optional<qint64>(index->integer);
    };
    const std::optional<std::optional<qint64>> first = bound();
    if (!first)
        return unsupported();
    if (take(u"]")) {
        if (!*first)
            return unsupported();
        qint64 index = **first;
        if (index < 0)
            index += size;
        if (index < 0 || index >= size)
            return fail(tr("python would stop: index out of range"));
        if (object.kind == Value::String)
            return Value{Value::String, 0, object.text.mid(index, 1), {}};
        return object.items.at(index);
    }
    if (!take(u":"))
        return unsupported();
    const std::optional<std::optional<qint64>> second = bound();
    if (!second || !take(u"]"))
        return unsupported();
    const auto clamp = [size](std::optional<qint64> value, qint64 fallback) {
        if (!value)
            return fallback;
        qint64 v = *value < 0 ? *value + size : *value;
        return std::clamp<qint64>(v, 0, size);
    };
    const qint64 begin = clamp(*first, 0);
    const qint64 end = std::max(begin, clamp(*second, size));
    if (object.kind == Value::String)
        return Value{Value::String, 0, object.text.mid(begin, end - begin), {}};
    return Value{Value::List, 0, {}, object.items.mid(begin, end - begin)};
}

// Python's repr of a float: the shortest digits that read back as the same double, in plain
// notation for decimal exponents from -4 to 15 (with ".0" when whole), else as 1.5e-05 / 1e+16.
QString PythonSnippet::floatRepr(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("-inf") : QStringLiteral("inf");
    std::array<char, 64> buffer{};
    const std::to_chars_result done =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::scientific);
    const QString scientific = QString::fromLatin1(buffer.data(), done.ptr - buffer.data()); // -d.ddde+XX
    const qsizetype e = scientific.indexOf(u'e');
    const int exponent = scientific.mid(e + 1).toInt();
    QString digits = scientific.left(e);
    const bool negative = digits.startsWith(u'-');
    digits.remove(u'-');
    digits.remove(u'.');
    const QString sign = negative ? QStringLiteral("-") : QString();
    if (exponent < -4 || exponent >= 16) {
        const QString mantissa = digits.size() > 1 ? digits.left(1) + u'.' + digits.mid(1) : digits;
        return sign + mantissa +
               QStringLiteral("e%1%2")
                   .arg(QChar(exponent < 0 ? u'-' : u'+'))
                   .arg(std::abs(exponent), 2, 10, QLatin1Char('0'));
    }
    if (exponent < 0)
        return sign + QStringLiteral("0.") + QString(-exponent - 1, u'0') + digits;
    if (digits.size() <= exponent + 1)
        return sign + digits + QString(exponent + 1 - digits.size(), u'0') + QStringLiteral(".0");
    return sign + digits.left(exponent + 1) + u'.' + digits.mid(exponent + 1);
}

// What print() and str() write (repr: inside a list, as python shows its items).
std::optional<QString> PythonSnippet::shown(const Value& value, bool repr) const
{
    switch (value.kind) {
    case Value::None: return QStringLiteral("None");
    case Value::Integer: return QString::number(value.integer);
    case Value::Float: return floatRepr(value.real);
    case Value::String: {
        if (!repr)
            return value.text;
        const QChar quote = value.text.contains(u'\'') && !value.text.contains(u'"') ? u'"' : u'\'';
        QString out(quote);
        for (const QChar c : value.text) {
            if (c == u'\\')
                out += QStringLiteral("\\\\");
            else if (c == u'\n')
                out += QStringLiteral("\\n");
            else if (c == u'\t')
                out += QStringLiteral("\\t");
            else if (c == quote)
                out += u'\\' + QString(c);
            else if (c.unicode() < 0x20 || c.unicode() == 0x7F)
                return std::nullopt;
            else
                out += c;
        }
        return out + quote;
    }
    case Value::List: {
        QStringList items;
        for (const Value& item : value.items) {
            const std::optional<QString> text = shown(item, true);
            if (!text)
                return std::nullopt;
            items.append(*text);
        }
        return u'[' + items.join(QStringLiteral(", ")) + u']';
    }
    case Value::Module:
    case Value::Environ: return std::nullopt;
    }
    return std::nullopt;
}

} // namespace ddpw
