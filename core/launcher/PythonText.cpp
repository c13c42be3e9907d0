#include "launcher/PythonText.h"

#include <QStringList>

#include <charconv>
#include <cmath>
#include <limits>

namespace ddpw {

namespace {

// Parses Python's "digitpart": digits with single '_' between them. Returns the ASCII digits and
// moves `pos` past them, or nothing if there is no digit at `pos`.
std::optional<QByteArray> digitPart(QStringView text, qsizetype& pos)
{
    QByteArray digits;
    qsizetype i = pos;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c.isDigit()) { // Unicode category Nd, like Python's str.isdecimal()
            digits.append(char('0' + c.digitValue()));
            ++i;
        } else if (c == u'_' && !digits.isEmpty() && i + 1 < text.size() && text.at(i + 1).isDigit()) {
            ++i;
        } else {
            break;
        }
    }
    if (digits.isEmpty())
        return std::nullopt;
    pos = i;
    return digits;
}

bool equalsIgnoringCase(QStringView text, qsizetype pos, QLatin1String word)
{
    return text.size() - pos == word.size() && text.mid(pos).compare(word, Qt::CaseInsensitive) == 0;
}

} // namespace

bool PythonText::isSpace(QChar c)
{
    const char16_t u = c.unicode();
    return c.isSpace() || (u >= 0x1c && u <= 0x1f);
}

QStringView PythonText::stripView(QStringView text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && isSpace(text.at(begin)))
        ++begin;
    while (end > begin && isSpace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

std::optional<bool> PythonText::strToBool(const QString& text)
{
    // Only ASCII letters lower() into these words (the Kelvin sign becomes a 'k', which none has).
    QString lower;
    for (const QChar c : text) {
        if (c.unicode() > 0x7F)
            return std::nullopt;
        lower.append(c.toLower());
    }
    static const QStringList truths{QStringLiteral("y"),    QStringLiteral("yes"), QStringLiteral("t"),
                                    QStringLiteral("true"), QStringLiteral("on"),  QStringLiteral("1")};
    static const QStringList falsities{QStringLiteral("n"),     QStringLiteral("no"),  QStringLiteral("f"),
                                       QStringLiteral("false"), QStringLiteral("off"), QStringLiteral("0")};
    if (truths.contains(lower))
        return true;
    if (falsities.contains(lower))
        return false;
    return std::nullopt;
}

QString PythonText::strip(const QString& text)
{
    return stripView(text).toString();
}

std::optional<PythonText::Integer> PythonText::toInt(QStringView raw)
{
    const QStringView text = stripView(raw);
    // Fast path, no allocation: plain ASCII digits that fit in 18 places.
    if (!text.isEmpty() && text.size() <= 18) {
        qsizetype i = (text.at(0) == u'-' || text.at(0) == u'+') ? 1 : 0;
        qint64 value = 0;
        bool plain = i < text.size();
        for (; plain && i < text.size(); ++i) {
            const char16_t c = text.at(i).unicode();
            plain = c >= u'0' && c <= u'9';
            value = value * 10 + (c - u'0');
        }
        if (plain)
            return Integer{text.at(0) == u'-' ? -value : value, false, QString()};
    }
    qsizetype pos = 0;
    bool negative = false;
    if (pos < text.size() && (text.at(pos) == u'+' || text.at(pos) == u'-')) {
        negative = text.at(pos) == u'-';
        ++pos;
    }
    const std::optional<QByteArray> digits = digitPart(text, pos);
    if (!digits || pos != text.size())
        return std::nullopt;
    QByteArray normal = *digits;
    qsizetype zeros = 0;
    while (zeros + 1 < normal.size() && normal.at(zeros) == '0')
        ++zeros;
    normal.remove(0, zeros);
    Integer result;
    if (negative && normal != "0")
        normal.prepend('-');
    const auto [end, error] = std::from_chars(normal.constData(), normal.constData() + normal.size(), result.value);
    result.overflow = error != std::errc() || end != normal.constData() + normal.size();
    if (result.overflow) {
        result.value = negative ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
        result.digits = QString::fromLatin1(normal);
    }
    return result;
}

std::optional<double> PythonText::toFloat(QStringView raw)
{
    const QStringView text = stripView(raw);
    qsizetype pos = 0;
    QByteArray ascii;
    if (pos < text.size() && (text.at(pos) == u'+' || text.at(pos) == u'-')) {
        ascii.append(text.at(pos) == u'-' ? '-' : '+');
        ++pos;
    }
    const bool negative = ascii == "-";
    if (equalsIgnoringCase(text, pos, QLatin1String("inf")) || equalsIgnoringCase(text, pos, QLatin1String("infinity")))
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (equalsIgnoringCase(text, pos, QLatin1String("nan")))
        return std::numeric_limits<double>::quiet_NaN();
    const std::optional<QByteArray> whole = digitPart(text, pos);
    if (whole)
        ascii += *whole;
    bool anyDigit = whole.has_value();
    if (pos < text.size() && text.at(pos) == u'.') {
        ++pos;
        ascii.append('.');
        const std::optional<QByteArray> fraction = digitPart(text, pos);
        if (fraction) {
            ascii += *fraction;
            anyDigit = true;
        }
    }
    if (!anyDigit)
        return std::nullopt;
    if (pos < text.size() && (text.at(pos) == u'e' || text.at(pos) == u'E')) {
        ++pos;
        ascii.append('e');
        if (pos < text.size() && (text.at(pos) == u'+' || text.at(pos) == u'-')) {
            ascii.append(text.at(pos) == u'-' ? '-' : '+');
            ++pos;
        }
        const std::optional<QByteArray> exponent = digitPart(text, pos);
        if (!exponent)
            return std::nullopt;
        ascii += *exponent;
    }
    if (pos != text.size())
        return std::nullopt;
    const char* first = ascii.constData();
    if (*first == '+')
        ++first;
    double value = 0;
    const auto [end, error] = std::from_chars(first, ascii.constData() + ascii.size(), value);
    if (error == std::errc::result_out_of_range) {
        // Python rounds overflow to inf and underflow to 0.0 instead of failing.
        const bool tiny = ascii.contains("e-");
        value = tiny ? 0.0 : std::numeric_limits<double>::infinity();
        return negative ? -value : value;
    }
    if (error != std::errc() || end != ascii.constData() + ascii.size())
        return std::nullopt;
    return value;
}

QString PythonText::floatRepr(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("-inf") : QStringLiteral("inf");
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    const QByteArray scientific(buffer, result.ptr - buffer);
    // scientific is "[-]d[.ddd]e[+-]xx": split into sign, digits and decimal exponent.
    const qsizetype e = scientific.indexOf('e');
    QByteArray mantissa = scientific.left(e);
    const int exponent = scientific.mid(e + 1).toInt();
    const bool negative = mantissa.startsWith('-');
    if (negative)
        mantissa.remove(0, 1);
    const QByteArray digits = mantissa.replace(".", "");
    QByteArray out;
    if (exponent >= -4 && exponent < 16) { // CPython's repr switches to exponent form outside this
        if (exponent >= 0) {
            QByteArray intPart = digits.left(exponent + 1);
            while (intPart.size() < exponent + 1)
                intPart.append('0');
            QByteArray fraction = digits.mid(exponent + 1);
            out = intPart + '.' + (fraction.isEmpty() ? QByteArray("0") : fraction);
        } else {
            out = "0." + QByteArray(-exponent - 1, '0') + digits;
        }
    } else {
        out = digits.left(1);
        if (digits.size() > 1)
            out += '.' + digits.mid(1);
        out += exponent < 0 ? "e-" : "e+";
        const QByteArray magnitude = QByteArray::number(std::abs(exponent));
        out += (magnitude.size() < 2 ? QByteArray("0") : QByteArray()) + magnitude;
    }
    return QString::fromLatin1((negative ? QByteArray("-") : QByteArray()) + out);
}

QString PythonText::repr(const QString& text)
{
    const bool hasSingle = text.contains(u'\'');
    const QChar quote = hasSingle && !text.contains(u'"') ? u'"' : u'\'';
    QString out(quote);
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t code = text.at(i).unicode();
        if (QChar::isHighSurrogate(code) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        if (code == u'\\' || code == quote.unicode()) {
            out += u'\\';
            out += QChar(code);
        } else if (code == u'\t') {
            out += QLatin1String("\\t");
        } else if (code == u'\n') {
            out += QLatin1String("\\n");
        } else if (code == u'\r') {
            out += QLatin1String("\\r");
        } else if (code < 0x20 || code == 0x7f) {
            out += QStringLiteral("\\x%1").arg(uint(code), 2, 16, QLatin1Char('0'));
        } else if (code < 0x7f) {
            out += QChar(code);
        } else {
            const QChar::Category category = QChar::category(code);
            const bool printable = code != 0xfffe && code != 0xffff &&
                                   !(category == QChar::Other_Control || category == QChar::Other_Format ||
                                     category == QChar::Other_Surrogate || category == QChar::Other_PrivateUse ||
                                     category == QChar::Other_NotAssigned || category == QChar::Separator_Line ||
                                     category == QChar::Separator_Paragraph || category == QChar::Separator_Space);
            if (printable)
                out += QString::fromUcs4(&code, 1);
            else if (code < 0x100)
                out += QStringLiteral("\\x%1").arg(uint(code), 2, 16, QLatin1Char('0'));
            else if (code < 0x10000)
                out += QStringLiteral("\\u%1").arg(uint(code), 4, 16, QLatin1Char('0'));
            else
                out += QStringLiteral("\\U%1").arg(uint(code), 8, 16, QLatin1Char('0'));
        }
    }
    out += quote;
    return out;
}

} // namespace ddpw
