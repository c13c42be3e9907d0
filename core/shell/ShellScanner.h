#pragma once

#include <QString>
#include <QStringView>

namespace ddpw {

// The nested constructs of a shell word, named by their opener.
enum class ShellConstruct {
    SingleQuote,         // '...'
    DoubleQuote,         // "..."
    AnsiCQuote,          // $'...'
    CommandSubstitution, // $(...)
    Backtick,            // `...`
    ParameterExpansion,  // ${...}
    Arithmetic,          // $((...))
    Parenthesis,         // (...) inside a command substitution or arithmetic
};

struct ShellScanResult
{
    int end = 0;            // index just past the closer, or the text's size when unterminated
    bool terminated = true; // false: the text ended inside a construct
    ShellConstruct unterminated = ShellConstruct::DoubleQuote; // the innermost open construct
    int unterminatedAt = 0;                                    // index of that construct's opener
};

// Low-level scanning shared by the reader and the expander. Finding where a construct ends
// uses an explicit stack, so any nesting depth takes linear time and constant stack space.
class ShellScanner
{
public:
    // text[pos] is the first character after the opener of `kind`, which starts at openerAt.
    static ShellScanResult skip(QStringView text, int pos, ShellConstruct kind, int openerAt);
    // The body of $'...' (without the quotes) with bash's ANSI-C escapes resolved.
    static QString decodeAnsiC(QStringView body);
    static bool isNameStart(QChar c) { return c == u'_' || (c.unicode() < 128 && c.isLetter()); }
    static bool isNameChar(QChar c) { return isNameStart(c) || (c >= u'0' && c <= u'9'); }
    static bool isName(QStringView text);
    // End of the shell name that starts at pos (pos itself when there is none).
    static int nameEnd(QStringView text, int pos);
    // Characters that end an unquoted word.
    static bool isMeta(QChar c)
    {
        switch (c.unicode()) {
        case u' ':
        case u'\t':
        case u'\n':
        case u';':
        case u'&':
        case u'|':
        case u'<':
        case u'>':
        case u'(':
        case u')': return true;
        default: return false;
        }
    }
    // Special parameters: $@ $* $# $? $$ $! $- $0..$9.
    static bool isSpecialParameter(QChar c) { return QStringView(u"@*#?$!-0123456789").contains(c); }
};

} // namespace ddpw
