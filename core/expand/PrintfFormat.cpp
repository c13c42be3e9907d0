#include "expand/PrintfFormat.h"

#include "expand/CommandSimulator.h"
#include "expand/RuntimeValue.h"
#include "shell/ShellScanner.h"

#include <algorithm>

namespace ddpw {

namespace {

// One integer argument of printf as bash reads it: decimal, 0x hex, 0 octal, 'c for a
// character's code; empty is 0.
std::optional<qint64> printfInteger(const QString& value)
{
    if (value.isEmpty())
        return 0;
    if (value.startsWith(u'\'') || value.startsWith(u'"'))
        return value.size() > 1 ? qint64(value[1].unicode()) : 0;
    QString digits = value.trimmed();
    bool negative = false;
    if (digits.startsWith(u'-') || digits.startsWith(u'+')) {
        negative = digits.startsWith(u'-');
        digits = digits.mid(1);
    }
    int base = 10;
    if (digits.startsWith(QLatin1String("0x")) || digits.startsWith(QLatin1String("0X"))) {
        base = 16;
        digits = digits.mid(2);
    } else if (digits.size() > 1 && digits.startsWith(u'0')) {
        base = 8;
    }
    bool ok = false;
    const qint64 number = digits.toLongLong(&ok, base);
    if (!ok)
        return std::nullopt;
    return negative ? -number : number;
}

// %q: bash's quoting for reuse as shell input. Empty is ''; a string with a control character
// is $'...' (ANSI-C escapes); otherwise each character the shell would read specially gets a
// backslash (bash's lib/sh/shquote.c: its table, and ~ and # only at the start).
QString printfQuoted(const QString& value, bool utf8)
{
    if (value.isEmpty())
        return QStringLiteral("''");
    if (const std::optional<QString> ansi = PrintfFormat::ansiCQuoted(value, utf8))
        return *ansi;
    static const QString special = QStringLiteral(" !\"$&'()*,;<>?[\\]^`{|}");
    QString out;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (special.contains(c) || (i == 0 && (c == u'~' || c == u'#')))
            out += u'\\';
        out += c;
    }
    return out;
}

// %[flags][width][.precision]conversion applied to one argument, as bash's printf does.
std::optional<QString> printfConversion(QChar conversion, const QString& flags, int width, int precision,
                                        const QString& value, bool utf8)
{
    QString text;

    if (conversion == u's' || conversion == u'b') {
        text = conversion == u'b' ? ShellScanner::decodeAnsiC(value) : value;
        if (precision >= 0)
            text.truncate(precision);
    } else if (conversion == u'c') {
        text = value.left(1);
    } else if (conversion == u'q') {
        text = printfQuoted(value, utf8);
    } else if (conversion == u'f' || conversion == u'e' || conversion == u'g') {
        bool ok = value.isEmpty();
        const double number = value.isEmpty() ? 0 : value.trimmed().toDouble(&ok);
        if (!ok)
            return std::nullopt;
        text = QString::number(number, conversion.toLatin1(), precision < 0 ? 6 : precision);
        if (number >= 0 && flags.contains(u'+'))
            text.prepend(u'+');
        if (flags.contains(u'0') && !flags.contains(u'-') && text.size() < width)
            text = (text.startsWith(u'-') || text.startsWith(u'+') ? text.left(1) : QString()) +
                   QString(width - text.size(), u'0') +
                   (text.startsWith(u'-') || text.startsWith(u'+') ? text.mid(1) : text);
    } else {
        const std::optional<qint64> number = printfInteger(value);
        if (!number)
            return std::nullopt;

        const bool negative =
            *number < 0 && conversion != u'u' && conversion != u'x' && conversion != u'X' && conversion != u'o';
        const quint64 magnitude = negative ? quint64(-*number) : quint64(*number);
        const int base = conversion == u'x' || conversion == u'X' ? 16 : conversion == u'o' ? 8 : 10;
        text = QString::number(magnitude, base);
        if (conversion == u'X')
            text = text.toUpper();
        if (precision >= 0 && text.size() < precision)
            text = QString(precision - text.size(), u'0') + text;
        if (flags.contains(u'#') && base == 16 && magnitude != 0)
            text = (conversion == u'X' ? QStringLiteral("0X") : QStringLiteral("0x")) + text;
        const QString sign = negative               ? QStringLiteral("-")
                             : flags.contains(u'+') ? QStringLiteral("+")
                             : flags.contains(u' ') ? QStringLiteral(" ")
                                                    : QString();
        if (flags.contains(u'0') && !flags.contains(u'-') && precision < 0 && text.size() + sign.size() < width)
            text = QString(width - text.size() - sign.size(), u'0') + text;
        text = sign + text;
    }
    if (text.size() < width)
        text = flags.contains(u'-') ? text + QString(width - text.size(), u' ')
                                    : QString(width - text.size(), u' ') + text;
    return text;
}

} // namespace

std::optional<QString> PrintfFormat::ansiCQuoted(const QString& value, bool utf8)
{
    const auto unprintable = [utf8](QChar c) {
        return c.unicode() < 0x20 || c.unicode() == 0x7f || (!utf8 && c.unicode() >= 0x80);
    };
    if (!std::any_of(value.cbegin(), value.cend(), unprintable))
        return std::nullopt;
    QString out = QStringLiteral("$'");
    for (const QChar c : value) {
        switch (c.unicode()) {
        case 0x07: out += QStringLiteral("\\a"); break;
        case 0x08: out += QStringLiteral("\\b"); break;
        case 0x1b: out += QStringLiteral("\\E"); break;
        case 0x0c: out += QStringLiteral("\\f"); break;
        case 0x0a: out += QStringLiteral("\\n"); break;
        case 0x0d: out += QStringLiteral("\\r"); break;
        case 0x09: out += QStringLiteral("\\t"); break;
        case 0x0b: out += QStringLiteral("\\v"); break;
        case u'\\': out += QStringLiteral("\\\\"); break;
        case u'\'': out += QStringLiteral("\\'"); break;
        default:
            if (!unprintable(c)) {
                out += c;
                break;
            }
            for (const char byte : QString(c).toUtf8())
                out += QStringLiteral("\\%1").arg(uchar(byte), 3, 8, QLatin1Char('0'));
        }
    }
    return out + u'\'';
}

QString PrintfFormat::singleQuoted(const QString& value, bool utf8)
{
    if (const std::optional<QString> ansi = ansiCQuoted(value, utf8))
        return *ansi;
    QString out = QStringLiteral("'");
    for (const QChar c : value)
        out += c == u'\'' ? QStringLiteral("'\\''") : QString(c);
    return out + u'\'';
}

bool PrintfFormat::utf8Locale(const Variable& variable)
{
    if (!variable)
        return false;
    // The first of these that is set and not empty names the character set, as in glibc.
    for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
        const std::optional<QString> value = variable(QLatin1String(name));
        if (value && !value->isEmpty())
            return value->contains(QLatin1String("utf-8"), Qt::CaseInsensitive) ||
                   value->contains(QLatin1String("utf8"), Qt::CaseInsensitive);
    }
    return false;
}

// %(FORMAT)T of the time now (an argument of -1 or -2, or none): the clock as date +FORMAT reads
// it, the same on every node to the day, hour or minute, a value of each node's own to the second.
std::optional<QString> PrintfFormat::clockText(const QString& timeFormat, const QString& argument,
                                               const Variable& variable)
{
    if (!argument.isEmpty() && argument != QLatin1String("-1") && argument != QLatin1String("-2"))
        return std::nullopt; // a given time: strftime of it is not simulated
    const QStringList dateArgs{u'+' + timeFormat};
    const std::optional<bool> seconds = CommandSimulator::clockSeconds(dateArgs);
    if (!seconds)
        return std::nullopt;
    const QString source = QStringLiteral("printf %(") + timeFormat + QStringLiteral(")T");
    if (!*seconds)
        return RuntimeValue::token(RuntimeValue::Kind::Clock, source);
    const std::optional<QString> host = variable ? variable(QStringLiteral("HOSTNAME")) : std::nullopt;
    if (!host)
        return std::nullopt;
    return RuntimeValue::drawn(source, *host);
}

std::optional<QString> PrintfFormat::run(const QStringList& args, QString* why, const Variable& variable)
{
    if (args.isEmpty() || args.constFirst() == QLatin1String("-v")) {
        if (why)
            *why = tr("printf without a format (or with -v) is not simulated");
        return std::nullopt;
    }
    const QString format = args.constFirst() == QLatin1String("--") ? args.value(1) : args.constFirst();
    const QStringList values = args.mid(args.constFirst() == QLatin1String("--") ? 2 : 1);
    QString out;
    int next = 0;
    const auto argument = [&]() { return next < values.size() ? values.at(next++) : QString(); };
    do {
        int used = 0;
        for (int k = 0; k < format.size(); ++k) {
            const QChar c = format[k];
            if (c == u'\\' && k + 1 < format.size()) {
                out += ShellScanner::decodeAnsiC(format.mid(k, 2));
                ++k;
                continue;
            }
            if (c != u'%' || k + 1 >= format.size()) {
                out += c;
                continue;
            }
            ++k;
            if (format[k] == u'%') {
                out += u'%';
                continue;
            }
            QString flags;
            while (k < format.size() && QStringLiteral("-+ 0#").contains(format[k]))
                flags += format[k++];
            int width = 0;
            if (k < format.size() && format[k] == u'*') {
                ++used;
                width = int(printfInteger(argument()).value_or(0));
                if (width < 0) {
                    flags += u'-';
                    width = -width;
                }
                ++k;
            }
            while (k < format.size() && format[k].isDigit())
                width = std::min(width * 10 + format[k++].digitValue(), 4096);
            int precision = -1;
            if (k < format.size() && format[k] == u'.') {
                precision = 0;
                ++k;
                if (k < format.size() && format[k] == u'*') {
                    ++used;
                    precision = int(printfInteger(argument()).value_or(0));
                    ++k;
                }
                while (k < format.size() && format[k].isDigit())
                    precision = std::min(precision * 10 + format[k++].digitValue(), 4096);
            }
            // %(FORMAT)T: bash's strftime of the time its argument gives (-1, -2 or none: now).
            if (k < format.size() && format[k] == u'(') {
                const qsizetype close = format.indexOf(QLatin1String(")T"), k);
                const QString time = argument();
                ++used;
                const std::optional<QString> clock =
                    close < 0 ? std::nullopt : clockText(format.mid(k + 1, close - k - 1), time, variable);
                if (!clock) {
                    if (why)
                        *why = tr("printf format '%1' is not simulated").arg(QStringLiteral("%(...)T"));
                    return std::nullopt;
                }
                out += *clock;
                k = close + 1;
                continue;
            }
            const QChar conversion = k < format.size() ? format[k] : QChar();
            if (!QStringLiteral("sbcqdiuxXofeg").contains(conversion) || conversion.isNull()) {
                if (why)
                    *why = tr("printf format '%1' is not simulated").arg(QStringLiteral("%") + conversion);
                return std::nullopt;
            }
            ++used;
            const QString value = argument();
            const std::optional<QString> text = printfConversion(conversion, flags, width, precision, value,
                                                                 conversion == u'q' && utf8Locale(variable));
            if (!text) {
                if (why)
                    *why = tr("printf %1 of '%2' is not simulated").arg(QStringLiteral("%") + conversion, value);
                return std::nullopt;
            }
            out += *text;
        }
        if (used == 0)
            break;
    } while (next < values.size());
    return out;
}

} // namespace ddpw
