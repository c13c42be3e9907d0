#include "shell/ShellScanner.h"

#include <QByteArray>
#include <QList>
#include <QStringDecoder>

namespace ddpw {

namespace {

struct Frame
{
    ShellConstruct kind;
    int openerAt;
};

bool atWordStart(QStringView text, int i)
{
    if (i == 0)
        return true;
    const QChar before = text[i - 1];
    return before == u' ' || before == u'\t' || before == u'\n' || before == u';' || before == u'(' || before == u'|' ||
           before == u'&';
}

int hexValue(QChar c)
{
    if (c >= u'0' && c <= u'9')
        return c.unicode() - u'0';
    if (c >= u'a' && c <= u'f')
        return c.unicode() - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c.unicode() - u'A' + 10;
    return -1;
}

// Reads up to maxDigits digits of the given base at pos; returns the count read.
int readNumber(QStringView text, int pos, int base, int maxDigits, char32_t& value)
{
    int count = 0;
    value = 0;
    while (count < maxDigits && pos + count < text.size()) {
        const int digit = hexValue(text[pos + count]);
        if (digit < 0 || digit >= base)
            break;
        value = value * char32_t(base) + char32_t(digit);
        ++count;
    }
    return count;
}

void appendCodePoint(QString& out, char32_t code)
{
    if (code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        code = 0xFFFD;
    out.append(QString::fromUcs4(&code, 1));
}

} // namespace

ShellScanResult ShellScanner::skip(QStringView text, int pos, ShellConstruct kind, int openerAt)
{
    QList<Frame> stack;
    stack.append({kind, openerAt});
    const int n = int(text.size());
    int i = pos;
    // Pushes the construct that a '$' at i opens, if any, and moves i past its opener.
    const auto dollar = [&](bool ansiAllowed) {
        const QChar next = i + 1 < n ? text[i + 1] : QChar();
        if (next == u'(' && i + 2 < n && text[i + 2] == u'(') {
            stack.append({ShellConstruct::Arithmetic, i});
            i += 3;
        } else if (next == u'(') {
            stack.append({ShellConstruct::CommandSubstitution, i});
            i += 2;
        } else if (next == u'{') {
            stack.append({ShellConstruct::ParameterExpansion, i});
            i += 2;
        } else if (next == u'\'' && ansiAllowed) {
            stack.append({ShellConstruct::AnsiCQuote, i});
            i += 2;
        } else {
            i += 1;
        }
    };
    while (i < n && !stack.isEmpty()) {
        const QChar c = text[i];
        const ShellConstruct top = stack.constLast().kind;
        if (top == ShellConstruct::SingleQuote) {
            const qsizetype close = text.indexOf(u'\'', i);
            if (close < 0) {
                i = n;
                break;
            }
            i = int(close) + 1;
            stack.removeLast();
            continue;
        }
        if (c == u'\\') {
            i += 2;
            continue;
        }
        switch (top) {
        case ShellConstruct::SingleQuote: break;
        case ShellConstruct::AnsiCQuote:
            if (c == u'\'')
                stack.removeLast();
            ++i;
            break;
        case ShellConstruct::Backtick:
            if (c == u'`')
                stack.removeLast();
            ++i;
            break;
        case ShellConstruct::DoubleQuote:
            if (c == u'"') {
                stack.removeLast();
                ++i;
            } else if (c == u'`') {
                stack.append({ShellConstruct::Backtick, i++});
            } else if (c == u'$') {
                dollar(false);
            } else {
                ++i;
            }
            break;
        case ShellConstruct::ParameterExpansion:
            if (c == u'}') {
                stack.removeLast();
                ++i;
            } else if (c == u'\'') {
                // Inside "${...}" a single quote is an ordinary character for most operators.
                const bool inDoubleQuotes =
                    stack.size() > 1 && stack.at(stack.size() - 2).kind == ShellConstruct::DoubleQuote;
                if (!inDoubleQuotes)
                    stack.append({ShellConstruct::SingleQuote, i});
                ++i;
            } else if (c == u'"') {
                stack.append({ShellConstruct::DoubleQuote, i++});
            } else if (c == u'`') {
                stack.append({ShellConstruct::Backtick, i++});
            } else if (c == u'$') {
                dollar(true);
            } else {
                ++i;
            }
            break;
        case ShellConstruct::CommandSubstitution:
        case ShellConstruct::Parenthesis:
        case ShellConstruct::Arithmetic:
            if (c == u')') {
                if (top != ShellConstruct::Arithmetic) {
                    stack.removeLast();
                    ++i;
                } else if (i + 1 < n && text[i + 1] == u')') {
                    stack.removeLast();
                    i += 2;
                } else {
                    ++i; // a stray ')' in arithmetic: bash reports it when evaluating
                }
            } else if (c == u'(') {
                stack.append({ShellConstruct::Parenthesis, i++});
            } else if (c == u'\'') {
                stack.append({ShellConstruct::SingleQuote, i++});
            } else if (c == u'"') {
                stack.append({ShellConstruct::DoubleQuote, i++});
            } else if (c == u'`') {
                stack.append({ShellConstruct::Backtick, i++});
            } else if (c == u'$') {
                dollar(top != ShellConstruct::Arithmetic);
            } else if (c == u'#' && top != ShellConstruct::Arithmetic && atWordStart(text, i)) {
                const qsizetype newline = text.indexOf(u'\n', i);
                i = newline < 0 ? n : int(newline);
            } else {
                ++i;
            }
            break;
        }
    }
    if (stack.isEmpty())
        return {i, true, kind, openerAt};
    const Frame innermost = stack.constLast();
    return {n, false, innermost.kind, innermost.openerAt};
}

QString ShellScanner::decodeAnsiC(QStringView body)
{
    QString out;
    out.reserve(body.size());
    // \xHH and \ooo give bytes: a run of them is text in UTF-8 (bash's $'\343\203\216' is one
    // character), else each byte as the Latin-1 character closest to it.
    QByteArray bytes;
    const auto flush = [&out, &bytes] {
        if (bytes.isEmpty())
            return;
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = utf8(bytes);
        out.append(utf8.hasError() ? QString::fromLatin1(bytes) : text);
        bytes.clear();
    };
    const int n = int(body.size());
    for (int i = 0; i < n; ++i) {
        const QChar c = body[i];
        const bool byteEscape =
            c == u'\\' && i + 1 < n && (body[i + 1] == u'x' || (body[i + 1] >= u'0' && body[i + 1] <= u'7'));
        if (!byteEscape)
            flush();
        if (c != u'\\' || i + 1 >= n) {
            out.append(c);
            continue;
        }
        const QChar e = body[++i];
        char32_t value = 0;
        int digits = 0;
        switch (e.unicode()) {
        case u'a': out.append(QChar(7)); break;
        case u'b': out.append(QChar(8)); break;
        case u'e':
        case u'E': out.append(QChar(27)); break;
        case u'f': out.append(QChar(12)); break;
        case u'n': out.append(u'\n'); break;
        case u'r': out.append(u'\r'); break;
        case u't': out.append(u'\t'); break;
        case u'v': out.append(QChar(11)); break;
        case u'\\':
        case u'\'':
        case u'"':
        case u'?': out.append(e); break;
        case u'x':
        case u'u':
        case u'U':
            digits = readNumber(body, i + 1, 16, e == u'x' ? 2 : e == u'u' ? 4 : 8, value);
            if (digits == 0) {
                flush();
                out.append(u'\\');
                out.append(e);
                break;
            }
            i += digits;
            if (value == 0) {
                flush();
                return out; // bash ends the string at a NUL
            }
            if (e == u'x')
                bytes.append(char(value));
            else
                appendCodePoint(out, value);
            break;
        case u'c':
            if (i + 1 < n) {
                ++i;
                out.append(QChar(char16_t(body[i].toUpper().unicode() & 0x1F)));
            } else {
                out.append(QStringLiteral("\\c"));
            }
            break;
        default:
            if (e >= u'0' && e <= u'7') {
                digits = readNumber(body, i, 8, 3, value);
                i += digits - 1;
                if ((value & 0xFF) == 0) {
                    flush();
                    return out;
                }
                bytes.append(char(value & 0xFF));
            } else {
                out.append(u'\\');
                out.append(e);
            }
        }
    }
    flush();
    return out;
}

bool ShellScanner::isName(QStringView text)
{
    return !text.isEmpty() && nameEnd(text, 0) == text.size();
}

int ShellScanner::nameEnd(QStringView text, int pos)
{
    if (pos >= text.size() || !isNameStart(text[pos]))
        return pos;
    int i = pos + 1;
    while (i < text.size() && isNameChar(text[i]))
        ++i;
    return i;
}

} // namespace ddpw
