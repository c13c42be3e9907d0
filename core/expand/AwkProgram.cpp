#include "expand/AwkProgram.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace ddpw {

namespace {

// The print items of a one-line awk program, evaluated on one record: fields ($N, $NF,
// $(expr)), NF, NR, -v variables, numbers, "strings", + - * / %, int(), length(), concatenation.
// Anything else (variables the program assigns, other functions) is not simulated.
class AwkExpression
{
public:
    struct Value
    {
        QString text;
        double number = 0;
        bool isNumber = false;
        QString str() const { return isNumber ? format(number) : text; }
        double num() const { return isNumber ? number : text.trimmed().toDouble(); }
    };

    AwkExpression(QStringView source, const QStringList& fields, const QString& record, int nr,
                  const QHash<QString, QString>& variables)
        : m_source(source), m_fields(fields), m_record(record), m_nr(nr), m_variables(variables)
    {
    }

    // The comma-separated items, as print writes them (joined by a blank); nullopt: not simulated.
    std::optional<QString> print()
    {
        QStringList items;
        skip();
        if (atEnd())
            return m_record;
        while (true) {
            const std::optional<Value> value = concatenation();
            if (!value)
                return std::nullopt;
            items.append(value->str());
            skip();
            if (atEnd())
                break;
            if (m_source[m_at] != u',')
                return std::nullopt;
            ++m_at;
        }
        return items.join(u' ');
    }

    static QString format(double number)
    {
        if (std::isfinite(number) && number == std::floor(number) && std::abs(number) < 1e16)
            return QString::number(qint64(number));
        return QString::number(number, 'g', 6);
    }

private:
    bool atEnd() const { return m_at >= m_source.size(); }
    void skip()
    {
        while (!atEnd() && (m_source[m_at] == u' ' || m_source[m_at] == u'\t'))
            ++m_at;
    }
    bool take(QChar c)
    {
        skip();
        if (!atEnd() && m_source[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    static Value number(double n) { return {QString(), n, true}; }
    static Value string(QString s) { return {std::move(s), 0, false}; }

    std::optional<Value> concatenation()
    {
        std::optional<Value> left = additive();
        if (!left)
            return std::nullopt;
        while (true) {
            skip();
            if (atEnd() || m_source[m_at] == u',' || m_source[m_at] == u')')
                return left;
            const std::optional<Value> right = additive();
            if (!right)
                return std::nullopt;
            left = string(left->str() + right->str());
        }
    }

    std::optional<Value> additive()
    {
        std::optional<Value> left = multiplicative();
        while (left) {
            skip();
            if (atEnd() || (m_source[m_at] != u'+' && m_source[m_at] != u'-'))
                return left;
            const QChar op = m_source[m_at++];
            const std::optional<Value> right = multiplicative();
            if (!right)
                return std::nullopt;
            left = number(op == u'+' ? left->num() + right->num() : left->num() - right->num());
        }
        return left;
    }

    std::optional<Value> multiplicative()
    {
        std::optional<Value> left = unary();
        while (left) {
            skip();
            if (atEnd() || (m_source[m_at] != u'*' && m_source[m_at] != u'/' && m_source[m_at] != u'%'))
                return left;
            const QChar op = m_source[m_at++];
            const std::optional<Value> right = unary();
            if (!right || ((op == u'/' || op == u'%') && right->num() == 0))
                return std::nullopt; // awk stops with "division by zero"
            const double a = left->num();
            const double b = right->num();
            left = number(op == u'*' ? a * b : op == u'/' ? a / b : std::fmod(a, b));
        }
        return left;
    }

    std::optional<Value> unary()
    {
        if (take(u'-')) {
            const std::optional<Value> value = unary();
            return value ? std::optional<Value>(number(-value->num())) : std::nullopt;
        }
        if (take(u'+')) {
            const std::optional<Value> value = unary();
            return value ? std::optional<Value>(number(value->num())) : std::nullopt;
        }
        return primary();
    }

    std::optional<Value> field(qint64 index) const
    {
        if (index < 0)
            return std::nullopt;
        if (index == 0)
            return string(m_record);
        return string(index <= m_fields.size() ? m_fields.at(index - 1) : QString());
    }

    std::optional<Value> primary()
    {
        skip();
        if (atEnd())
            return std::nullopt;
        const QChar c = m_source[m_at];
        if (c == u'(') {
            ++m_at;
            std::optional<Value> value = concatenation();
            return value && take(u')') ? value : std::nullopt;
        }
        if (c == u'"') {
            QString text;
            for (++m_at; !atEnd() && m_source[m_at] != u'"'; ++m_at) {
                if (m_source[m_at] == u'\\' && m_at + 1 < m_source.size()) {
                    const QChar e = m_source[++m_at];
                    text += e == u'n' ? u'\n' : e == u't' ? u'\t' : e;
                } else {
                    text += m_source[m_at];
                }
            }
            if (atEnd())
                return std::nullopt;
            ++m_at;
            return string(text);
        }
        if (c.isDigit() || c == u'.') {
            const qsizetype start = m_at;
            while (!atEnd() && (m_source[m_at].isDigit() || m_source[m_at] == u'.'))
                ++m_at;
            bool ok = false;
            const double n = m_source.mid(start, m_at - start).toDouble(&ok);
            return ok ? std::optional<Value>(number(n)) : std::nullopt;
        }
        if (c == u'$') {
            ++m_at;
            skip();
            std::optional<Value> index;
            if (!atEnd() && m_source[m_at] == u'(') {
                ++m_at;
                index = concatenation();
                if (!index || !take(u')'))
                    return std::nullopt;
            } else {
                index = primaryName();
            }
            return index ? field(qint64(index->num())) : std::nullopt;
        }
        return primaryName();
    }

    // NF, NR, a number after $, int(...), length(...).
    std::optional<Value> primaryName()
    {
        skip();
        if (!atEnd() && m_source[m_at].isDigit()) {
            const qsizetype start = m_at;
            while (!atEnd() && m_source[m_at].isDigit())
                ++m_at;
            return number(m_source.mid(start, m_at - start).toDouble());
        }
        const qsizetype start = m_at;
        while (!atEnd() && (m_source[m_at].isLetterOrNumber() || m_source[m_at] == u'_'))
            ++m_at;
        const QStringView name = m_source.mid(start, m_at - start);
        if (name == u"NF")
            return number(double(m_fields.size()));
        if (name == u"NR")
            return number(m_nr);
        // A variable of -v NAME=VALUE: a number where its text reads as one (awk's strnum).
        if (const auto variable = m_variables.constFind(name.toString()); variable != m_variables.cend()) {
            bool numeric = false;
            const double value = variable->trimmed().toDouble(&numeric);
            return numeric ? number(value) : Value{*variable};
        }
        if (name == u"int" || name == u"length") {
            if (!take(u'(')) {
                if (name == u"length")
                    return number(double(m_record.size()));
                return std::nullopt;
            }
            const std::optional<Value> argument = concatenation();
            if (!argument || !take(u')'))
                return std::nullopt;
            if (name == u"length")
                return number(double(argument->str().size()));
            return number(std::trunc(argument->num()));
        }
        return std::nullopt;
    }

    QStringView m_source;
    const QStringList& m_fields;
    const QString& m_record;
    int m_nr = 0;
    const QHash<QString, QString>& m_variables;
    qsizetype m_at = 0;
};

} // namespace

std::optional<QString> AwkProgram::run(const QStringList& args, const QStringList& records, QString* why)
{
    QString separator = QStringLiteral(" ");
    QString program;
    bool haveProgram = false;
    QHash<QString, QString> variables;
    for (int k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (!haveProgram && (arg == QLatin1String("-v") || (arg.startsWith(QLatin1String("-v")) && arg.size() > 2))) {
            // -v NAME=VALUE (awk reads escapes in VALUE: one with a backslash is not simulated).
            const QString assignment = arg == QLatin1String("-v") ? args.value(++k) : arg.mid(2);
            const qsizetype equals = assignment.indexOf(u'=');
            const QString name = assignment.left(equals);
            if (equals <= 0 || assignment.contains(u'\\') ||
                !QRegularExpression(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$")).match(name).hasMatch()) {
                if (why)
                    *why = tr("awk -v '%1' is not simulated").arg(assignment);
                return std::nullopt;
            }
            variables.insert(name, assignment.mid(equals + 1));
        } else if (!haveProgram && arg == QLatin1String("-F") && k + 1 < args.size()) {
            separator = args.at(++k);
        } else if (!haveProgram && arg.startsWith(QLatin1String("-F"))) {
            separator = arg.mid(2);
        } else if (!haveProgram && arg != QLatin1String("--")) {
            program = arg;
            haveProgram = true;
        } else if (haveProgram) {
            if (why)
                *why = tr("awk reading files is not simulated");
            return std::nullopt;
        }
    }
    if (separator == QLatin1String("\\t") || separator == QLatin1String("t"))
        separator = QStringLiteral("\t");
    const auto unsupported = [&]() -> std::optional<QString> {
        if (why)
            *why = tr("awk program '%1' is not simulated").arg(program);
        return std::nullopt;
    };
    // [BEGIN] [NR==N | /REGEX/] { print ITEMS [; exit] }, ITEMS as AwkExpression evaluates them;
    // /REGEX/ alone prints the records it matches.
    QString text = program.simplified();
    std::optional<QRegularExpression> matching;
    if (const QString trimmed = program.trimmed(); trimmed.startsWith(u'/')) {
        QString pattern;
        qsizetype k = 1;
        for (; k < trimmed.size() && trimmed[k] != u'/'; ++k) {
            if (trimmed[k] == u'\\' && k + 1 < trimmed.size() && trimmed[k + 1] == u'/')
                ++k;
            else if (trimmed[k] == u'\\' && k + 1 < trimmed.size())
                pattern += trimmed[k++];
            pattern += trimmed[k];
        }
        matching = QRegularExpression(pattern);
        if (k >= trimmed.size() || !matching->isValid())
            return unsupported();
        text = trimmed.mid(k + 1).simplified();
        if (text.isEmpty())
            text = QStringLiteral("{print}");
    }
    int onlyRecord = 0;
    bool beginOnly = false;
    if (text.startsWith(QLatin1String("BEGIN"))) {
        beginOnly = true;
        text = text.mid(5).trimmed();
    }
    if (text.startsWith(QLatin1String("NR==")) || text.startsWith(QLatin1String("NR =="))) {
        const qsizetype brace = text.indexOf(u'{');
        bool ok = false;
        onlyRecord =
            brace < 0 ? 0 : text.mid(text.indexOf(u'=') + 2, brace - text.indexOf(u'=') - 2).trimmed().toInt(&ok);
        if (!ok) {
            if (why)
                *why = tr("awk program '%1' is not simulated").arg(program);
            return std::nullopt;
        }
        text = text.mid(brace).trimmed();
    }
    if (!text.startsWith(u'{') || !text.endsWith(u'}'))
        return unsupported();
    text = text.mid(1, text.size() - 2).trimmed();
    if (text.endsWith(u';'))
        text.chop(1);
    // {print $1; exit}: the first record only.
    bool exitAfter = false;
    if (text.endsWith(QLatin1String("exit"))) {
        QString body = text.chopped(4).trimmed();
        if (body.endsWith(u';')) {
            body.chop(1);
            text = body.trimmed();
            exitAfter = true;
        }
    }
    // BEGIN { print ... }: once, before any input (none is read).
    const bool begin = beginOnly;
    if (!text.startsWith(QLatin1String("print")) || text.startsWith(QLatin1String("printf")))
        return unsupported();
    const QString items = text.mid(5).trimmed();
    if (separator.size() > 1 && separator.contains(QRegularExpression(QStringLiteral("[\\\\^$.\\[\\]|()*+?{}]")))) {
        if (why)
            *why = tr("awk field separator '%1' is a regular expression; not simulated").arg(separator);
        return std::nullopt;
    }
    QString out;
    const qsizetype count = begin ? 1 : records.size();
    for (int r = 0; r < count; ++r) {
        if (onlyRecord > 0 && r + 1 != onlyRecord)
            continue;
        const QString record = begin ? QString() : records.at(r);
        if (matching && !matching->match(record).hasMatch())
            continue;
        const QStringList parts = separator == QLatin1String(" ")
                                      ? record.split(QRegularExpression(QStringLiteral("[ \\t]+")), Qt::SkipEmptyParts)
                                  : record.isEmpty() ? QStringList()
                                                     : record.split(separator);
        const std::optional<QString> printed =
            AwkExpression(items, parts, record, begin ? 0 : r + 1, variables).print();
        if (!printed)
            return unsupported();
        out += *printed;
        out += u'\n';
        if (exitAfter)
            break;
    }
    return out;
}

} // namespace ddpw
