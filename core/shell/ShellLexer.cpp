#include "shell/ShellLexer.h"

#include "shell/ShellParser.h"
#include "shell/ShellReader.h"

namespace ddpw {

namespace {

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

bool isAllDigits(QStringView text)
{
    if (text.isEmpty() || text.size() > 9)
        return false;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

// {NAME} written right before a redirection operator names the descriptor: exec {fd}>log.
bool isDescriptorVariable(QStringView text)
{
    return text.size() > 2 && text.front() == u'{' && text.back() == u'}' &&
           ShellScanner::isName(text.mid(1, text.size() - 2));
}

} // namespace

ShellLexer::ShellLexer(ShellReadContext& context, ShellScript& script, int position, int depth)
    : m_context(context), m_script(script), m_text(context.text), m_n(int(context.text.size())), m_i(position),
      m_depth(depth)
{
}

void ShellLexer::skipBlanks()
{
    while (m_i < m_n) {
        if (isBlank(m_text[m_i]))
            ++m_i;
        else if (m_text[m_i] == u'\\' && m_i + 1 < m_n && m_text[m_i + 1] == u'\n')
            m_i += 2;
        else
            break;
    }
}

void ShellLexer::comment()
{
    const qsizetype newline = m_text.indexOf(u'\n', m_i);
    const int end = newline < 0 ? m_n : int(newline);
    // A token read again after a look-ahead must not list its comment twice.
    if (m_context.root.comments.isEmpty() || m_context.root.comments.constLast().begin.offset < m_i)
        m_context.root.comments.append(m_context.range(m_i, end));
    m_i = end;
}

ShellToken ShellLexer::operatorToken(ShellToken::Type type, int length)
{
    ShellToken token;
    token.type = type;
    token.begin = m_i;
    token.end = m_i + length;
    token.text = m_text.mid(m_i, length).toString();
    m_i += length;
    return token;
}

ShellToken ShellLexer::next(int flags)
{
    using T = ShellToken::Type;
    skipBlanks();
    if (m_i < m_n && m_text[m_i] == u'#') {
        comment();
    }
    if (m_i >= m_n) {
        ShellToken end;
        end.begin = end.end = m_n;
        return end;
    }
    const QChar c = m_text[m_i];
    const QChar next = m_i + 1 < m_n ? m_text[m_i + 1] : QChar();
    const QChar third = m_i + 2 < m_n ? m_text[m_i + 2] : QChar();
    switch (c.unicode()) {
    case u'\n': return operatorToken(T::Newline, 1);
    case u';':
        if (next == u';')
            return operatorToken(T::CaseBreak, third == u'&' ? 3 : 2);
        if (next == u'&')
            return operatorToken(T::CaseBreak, 2);
        return operatorToken(T::Semicolon, 1);
    case u'&':
        if (next == u'&')
            return operatorToken(T::And, 2);
        if (next == u'>')
            return redirection(m_i, -1);
        return operatorToken(T::Background, 1);
    case u'|':
        if (next == u'|')
            return operatorToken(T::Or, 2);
        if (next == u'&')
            return operatorToken(T::PipeStderr, 2);
        return operatorToken(T::Pipe, 1);
    case u'(':
        if (next == u'(' && (flags & CommandStart))
            return arithmeticCommand();
        return operatorToken(T::OpenParen, 1);
    case u')': return operatorToken(T::CloseParen, 1);
    case u'<':
    case u'>':
        if (next == u'(')
            return word(0); // process substitution <(...) >(...)
        return redirection(m_i, -1);
    default: return word(flags);
    }
}

ShellToken ShellLexer::redirection(int begin, int fd)
{
    static const QLatin1String ops[] = {QLatin1String("&>>"), QLatin1String("<<<"), QLatin1String("<<-"),
                                        QLatin1String("&>"),  QLatin1String("<<"),  QLatin1String("<>"),
                                        QLatin1String("<&"),  QLatin1String(">>"),  QLatin1String(">&"),
                                        QLatin1String(">|"),  QLatin1String("<"),   QLatin1String(">")};
    ShellToken token;
    token.type = ShellToken::Type::Redirection;
    token.begin = begin;
    token.fd = fd;
    for (const QLatin1String op : ops) {
        if (m_text.mid(m_i).startsWith(op)) {
            token.text = op;
            break;
        }
    }
    m_i += int(token.text.size());
    token.end = m_i;
    return token;
}

// (( at a command's start: an arithmetic command when it closes with )), else two parentheses
// (bash reads `((a) )` as nested subshells). A failed scan is remembered so that the `((`
// inside it are not scanned again.
ShellToken ShellLexer::arithmeticCommand()
{
    const int begin = m_i;
    if (begin >= m_context.arithmeticScannedTo) {
        bool closed = false;
        const int end = arithmeticEnd(begin + 2, closed);
        if (closed) {
            ShellToken token;
            token.type = ShellToken::Type::Arithmetic;
            token.begin = begin;
            token.end = end;
            WordText text;
            text.value = m_text.mid(begin, end - begin).toString();
            text.hasExpansion = true;
            token.word = makeWord(begin, end, std::move(text));
            m_i = end;
            return token;
        }
        m_context.arithmeticScannedTo = end;
    }
    return operatorToken(ShellToken::Type::OpenParen, 1);
}

// Where the arithmetic that starts at pos (after its opening "((") ends: just past "))".
// closed=false when a ')' at the outer level is not followed by ')' (or the text ends): then
// the return value is how far the scan got.
int ShellLexer::arithmeticEnd(int pos, bool& closed) const
{
    closed = false;
    int depth = 0;
    int i = pos;
    while (i < m_n) {
        const QChar c = m_text[i];
        if (c == u'\\') {
            i += 2;
        } else if (c == u'\'' || c == u'"' || c == u'`') {
            const ShellConstruct kind = c == u'\''  ? ShellConstruct::SingleQuote
                                        : c == u'"' ? ShellConstruct::DoubleQuote
                                                    : ShellConstruct::Backtick;
            const ShellScanResult r = ShellScanner::skip(m_text, i + 1, kind, i);
            if (!r.terminated)
                return m_n;
            i = r.end;
        } else if (c == u'$' && i + 1 < m_n && (m_text[i + 1] == u'{' || m_text[i + 1] == u'(')) {
            const bool brace = m_text[i + 1] == u'{';
            const bool arithmetic = !brace && i + 2 < m_n && m_text[i + 2] == u'(';
            const ShellScanResult r = ShellScanner::skip(m_text, i + (arithmetic ? 3 : 2),
                                                         brace        ? ShellConstruct::ParameterExpansion
                                                         : arithmetic ? ShellConstruct::Arithmetic
                                                                      : ShellConstruct::CommandSubstitution,
                                                         i);
            if (!r.terminated)
                return m_n;
            i = r.end;
        } else if (c == u'(') {
            ++depth;
            ++i;
        } else if (c == u')') {
            if (depth > 0) {
                --depth;
                ++i;
            } else {
                closed = i + 1 < m_n && m_text[i + 1] == u')';
                return closed ? i + 2 : i;
            }
        } else {
            ++i;
        }
    }
    return m_n;
}

ShellWord ShellLexer::makeWord(int begin, int end, WordText&& text) const
{
    ShellWord word;
    word.raw = m_text.mid(begin, end - begin).toString();
    // bash removes a line continuation before it reads words: `]]\` + newline + `&&` is `]]&&`,
    // and `for x` + newline + `in\` + newline + `a b` has its `in`. A reserved word split by one is
    // still that word to the parser (the range keeps the text as written).
    if (word.raw.contains(QLatin1String("\\\n"))) {
        static const QStringList reserved{
            QStringLiteral("]]"),       QStringLiteral("[["),    QStringLiteral("in"),   QStringLiteral("do"),
            QStringLiteral("done"),     QStringLiteral("then"),  QStringLiteral("else"), QStringLiteral("elif"),
            QStringLiteral("fi"),       QStringLiteral("esac"),  QStringLiteral("if"),   QStringLiteral("for"),
            QStringLiteral("while"),    QStringLiteral("until"), QStringLiteral("case"), QStringLiteral("select"),
            QStringLiteral("function"), QStringLiteral("{"),     QStringLiteral("}"),    QStringLiteral("!")};
        const QString joined = QString(word.raw).remove(QLatin1String("\\\n"));
        if (reserved.contains(joined))
            word.raw = joined;
    }
    word.value = std::move(text.value);
    word.range = m_context.range(begin, end);
    word.hasExpansion = text.hasExpansion;
    return word;
}

ShellToken ShellLexer::word(int flags)
{
    const int begin = m_i;
    ShellToken token;
    token.type = ShellToken::Type::Word;
    token.begin = begin;
    if ((flags & AssignmentAllowed) && readAssignment(begin, token))
        return token;
    WordText text;
    m_i = scanWord(begin, text, WordEnd::Normal);
    token.end = m_i;
    token.word = makeWord(begin, m_i, std::move(text));
    // Digits (or {NAME}) right before < or > name the descriptor of a redirection: 2>&1.
    if (m_i < m_n && (m_text[m_i] == u'<' || m_text[m_i] == u'>') && !(m_i + 1 < m_n && m_text[m_i + 1] == u'(')) {
        if (isAllDigits(token.word.raw))
            return redirection(begin, token.word.raw.toInt());
        if (isDescriptorVariable(token.word.raw))
            return redirection(begin, -1);
    }
    return token;
}

// NAME=value, NAME+=value, NAME[subscript]=value, NAME=(elements): bash's assignment words.
// Returns false (and reads nothing) when the word is not one.
bool ShellLexer::readAssignment(int begin, ShellToken& token)
{
    const int nameEnd = ShellScanner::nameEnd(m_text, begin);
    if (nameEnd == begin)
        return false;
    int i = nameEnd;
    ShellAssignment& assignment = token.assigned;
    if (i < m_n && m_text[i] == u'[') {
        // The subscript runs to the matching ']' (blanks included); bash stops with an error
        // when the text ends first.
        const int k = subscriptClose(i);
        if (k >= m_n) {
            m_context.error(i, m_n, tr("unterminated subscript: the [ that starts here is never closed by ]"));
            m_i = m_n;
            token.end = m_n;
            WordText all;
            all.value = m_text.mid(begin).toString();
            token.word = makeWord(begin, m_n, std::move(all));
            return true;
        }
        assignment.subscripted = true;
        assignment.subscript = m_text.mid(i + 1, k - i - 1).toString();
        i = k + 1;
    }
    const bool plus = i + 1 < m_n && m_text[i] == u'+' && m_text[i + 1] == u'=';
    if (!(i < m_n && (m_text[i] == u'=' || plus))) {
        if (!assignment.subscripted)
            return false;
        // NAME[...] without '=': one word, subscript and all (bash reads it so).
        assignment = ShellAssignment();
        WordText text;
        text.value = m_text.mid(begin, i - begin).toString();
        m_i = scanWord(i, text, WordEnd::Normal);
        token.end = m_i;
        token.word = makeWord(begin, m_i, std::move(text));
        return true;
    }
    const int valueAt = i + (plus ? 2 : 1);
    assignment.name = m_text.mid(begin, nameEnd - begin).toString();
    assignment.append = plus;
    token.assignment = true;
    WordText text;
    int end = valueAt;
    if (valueAt < m_n && m_text[valueAt] == u'(') {
        assignment.compound = true;
        end = readArrayElements(valueAt, assignment);
        text.value = m_text.mid(valueAt, end - valueAt).toString();
        for (const ShellWord& element : std::as_const(assignment.elements))
            text.hasExpansion = text.hasExpansion || element.hasExpansion;
        // Text right after the ')' still belongs to the word: a=(1)x is one word for bash, and a
        // string, not an array: a="(1)x" (so is a=(1 2)\r of Windows line endings).
        const int afterParen = end;
        end = scanWord(end, text, WordEnd::Normal);
        if (end > afterParen) {
            assignment.compound = false;
            assignment.elements.clear();
        }
    } else {
        end = scanWord(valueAt, text, WordEnd::Normal);
    }
    m_i = end;
    token.end = end;
    assignment.value = makeWord(valueAt, end, std::move(text));
    assignment.range = m_context.range(begin, end);
    WordText whole;
    whole.value = m_text.mid(begin, valueAt - begin).toString() + assignment.value.value;
    whole.hasExpansion = assignment.value.hasExpansion;
    token.word = makeWord(begin, end, std::move(whole));
    return true;
}

// The elements of NAME=( ... ): words, blanks, newlines and comments, up to ')'. Control and
// redirection operators inside are syntax errors, as in bash.
int ShellLexer::subscriptClose(int open)
{
    WordText ignored;
    int k = open + 1;
    int depth = 0;
    while (k < m_n && !(m_text[k] == u']' && depth == 0)) {
        const QChar c = m_text[k];
        if (c == u'[') {
            ++depth;
            ++k;
        } else if (c == u']') {
            --depth;
            ++k;
        } else if (c == u'\\') {
            k += 2;
        } else if (c == u'\'') {
            k = readSingleQuoted(k + 1, ignored);
        } else if (c == u'"') {
            k = readDoubleQuoted(k + 1, ignored);
        } else if (c == u'$') {
            k = readDollar(k, ignored, false);
        } else if (c == u'`') {
            k = readBacktick(k + 1, ignored);
        } else {
            ++k;
        }
    }
    return std::min(k, m_n);
}

int ShellLexer::readArrayElements(int open, ShellAssignment& assignment)
{
    m_i = open + 1;
    while (true) {
        skipBlanks();
        if (m_i >= m_n) {
            m_context.error(open, m_n, tr("unterminated array: the ( that starts here is never closed by )"));
            return m_n;
        }
        const QChar c = m_text[m_i];
        if (c == u'\n') {
            ++m_i;
        } else if (c == u'#') {
            comment();
        } else if (c == u')') {
            return ++m_i;
        } else if (ShellScanner::isMeta(c) && !((c == u'<' || c == u'>') && m_i + 1 < m_n && m_text[m_i + 1] == u'(')) {
            const int at = m_i;
            int length = 1;
            while (at + length < m_n && length < 3 && QStringView(u";&|<>(").contains(m_text[at + length]))
                ++length;
            m_context.error(
                at, at + length,
                tr("syntax error: '%1' inside an array's ( ... ); quote it").arg(m_text.mid(at, length).toString()));
            m_i = at + length;
        } else if (c == u'[') {
            // [key]=value: bash reads the subscript to its ']' first, blanks included, and stops
            // with an error when the text ends before it.
            const int begin = m_i;
            const int close = subscriptClose(begin);
            if (close >= m_n) {
                m_context.error(begin, m_n, tr("unterminated subscript: the [ that starts here is never closed by ]"));
                return m_n;
            }
            WordText text;
            text.value = m_text.mid(begin, close + 1 - begin).toString();
            m_i = scanWord(close + 1, text, WordEnd::Normal);
            assignment.elements.append(makeWord(begin, m_i, std::move(text)));
        } else {
            const int begin = m_i;
            WordText text;
            m_i = scanWord(begin, text, WordEnd::Normal);
            assignment.elements.append(makeWord(begin, m_i, std::move(text)));
        }
    }
}

// Reads a word from i to its end; returns the index after it. `end` says which characters end
// it: the metacharacters, or those of [[ ]]'s regular expressions and patterns.
int ShellLexer::scanWord(int i, WordText& out, WordEnd end)
{
    int parens = 0;
    while (i < m_n) {
        const QChar c = m_text[i];
        if (end == WordEnd::Regex && parens > 0 && c == u'\n') {
            out.value += c;
            ++i;
            continue;
        }
        if (end == WordEnd::Regex) {
            if (c == u'(') {
                ++parens;
                out.value += c;
                ++i;
                continue;
            }
            if (c == u')' && parens > 0) {
                --parens;
                out.value += c;
                ++i;
                continue;
            }
            if (parens > 0 && (isBlank(c) || c == u'|' || c == u'<' || c == u'>' || c == u'&' || c == u';')) {
                out.value += c;
                ++i;
                continue;
            }
            if (c == u'|') {
                out.value += c;
                ++i;
                continue;
            }
        } else if ((end == WordEnd::Pattern || (end == WordEnd::Normal && m_context.extglob)) && c == u'(' &&
                   !out.value.isEmpty() && QStringView(u"@*+?!").contains(out.value.back())) {
            // An extended glob @( ... | ... ): read to its ')'.
            ++parens;
            out.value += c;
            ++i;
            continue;
        } else if (parens > 0 && (c == u')' || c == u'|')) {
            if (c == u')')
                --parens;
            out.value += c;
            ++i;
            continue;
        }
        if (ShellScanner::isMeta(c)) {
            // <(...) and >(...) continue a word that has started: a<(b) is one word for bash.
            if ((c == u'<' || c == u'>') && i + 1 < m_n && m_text[i + 1] == u'(' && i == m_i) {
                out.hasExpansion = true;
                const int at = i;
                i = readSubstitution(i, i + 2, out);
                m_context.mark(at, i, ShellSyntaxSpan::Role::Expansion);
                continue;
            }
            break;
        }
        if (c == u'\\') {
            if (i + 1 >= m_n) {
                out.value += c; // a lone backslash at the very end stays
                ++i;
            } else {
                if (m_text[i + 1] != u'\n')
                    out.value += m_text[i + 1];
                i += 2;
            }
        } else if (c == u'\'') {
            const int at = i;
            i = readSingleQuoted(i + 1, out);
            m_context.mark(at, i, ShellSyntaxSpan::Role::String);
        } else if (c == u'"') {
            const int at = i;
            i = readDoubleQuoted(i + 1, out);
            m_context.mark(at, i, ShellSyntaxSpan::Role::String);
        } else if (c == u'`') {
            const int at = i;
            i = readBacktick(i + 1, out);
            m_context.mark(at, i, ShellSyntaxSpan::Role::Expansion);
        } else if (c == u'$') {
            const int at = i;
            i = readDollar(i, out, false);
            markDollar(at, i);
        } else {
            int run = i + 1;
            while (run < m_n && !ShellScanner::isMeta(m_text[run]) && !QStringView(u"\\'\"`$()|").contains(m_text[run]))
                ++run;
            out.value += m_text.mid(i, run - i);
            i = run;
        }
    }
    if (parens > 0 && i >= m_n)
        unterminated(m_i, ShellConstruct::Parenthesis);
    return i;
}

void ShellLexer::unterminated(int at, ShellConstruct construct)
{
    m_context.error(at, m_n, ShellReader::unterminatedMessage(construct));
}

// What the '$' at `at` introduced, up to `end`: a $'...' or $"..." string, else an expansion (a
// lone '$' is plain text).
void ShellLexer::markDollar(int at, int end)
{
    if (end - at < 2)
        return;
    const QChar next = m_text[at + 1];
    const bool quoted = next == u'\'' || next == u'"';
    m_context.mark(at, end, quoted ? ShellSyntaxSpan::Role::String : ShellSyntaxSpan::Role::Expansion);
}

// text[i] is just after an opening single quote.
int ShellLexer::readSingleQuoted(int i, WordText& out)
{
    const qsizetype close = m_text.indexOf(u'\'', i);
    if (close < 0) {
        unterminated(i - 1, ShellConstruct::SingleQuote);
        out.value += m_text.mid(i);
        return m_n;
    }
    out.value += m_text.mid(i, close - i);
    return int(close) + 1;
}

// text[i] is just after an opening double quote. Returns the index after the closing one.
int ShellLexer::readDoubleQuoted(int i, WordText& out)
{
    const int openerAt = i - 1;
    while (i < m_n) {
        const QChar c = m_text[i];
        if (c == u'"')
            return i + 1;
        if (c == u'\\' && i + 1 < m_n) {
            const QChar e = m_text[i + 1];
            if (e == u'$' || e == u'`' || e == u'"' || e == u'\\')
                out.value += e;
            else if (e != u'\n')
                out.value += m_text.mid(i, 2);
            i += 2;
        } else if (c == u'$') {
            const int at = i;
            i = readDollar(i, out, true);
            markDollar(at, i);
        } else if (c == u'`') {
            const int at = i;
            i = readBacktick(i + 1, out);
            m_context.mark(at, i, ShellSyntaxSpan::Role::Expansion);
        } else {
            int run = i + 1;
            while (run < m_n && m_text[run] != u'"' && m_text[run] != u'\\' && m_text[run] != u'$' &&
                   m_text[run] != u'`')
                ++run;
            out.value += m_text.mid(i, run - i);
            i = run;
        }
    }
    unterminated(openerAt, ShellConstruct::DoubleQuote);
    return m_n;
}

// Skips a construct with the linear scanner, appending its text as written.
int ShellLexer::skipConstruct(int pos, ShellConstruct kind, int openerAt, WordText& out)
{
    const ShellScanResult result = ShellScanner::skip(m_text, pos, kind, openerAt);
    out.value += m_text.mid(openerAt, result.end - openerAt);
    if (!result.terminated)
        unterminated(result.unterminatedAt, result.unterminated);
    return result.end;
}

// text[i] is '$'. Appends what it introduces (kept as written) and returns the next index.
int ShellLexer::readDollar(int i, WordText& out, bool inDoubleQuotes)
{
    const QChar next = i + 1 < m_n ? m_text[i + 1] : QChar();
    if (next == u'(') {
        out.hasExpansion = true;
        if (i + 2 < m_n && m_text[i + 2] == u'(')
            return readArithmetic(i, out);
        return readSubstitution(i, i + 2, out);
    }
    if (next == u'{') {
        out.hasExpansion = true;
        return readParameter(i, out);
    }
    if (next == u'[') {
        out.hasExpansion = true;
        return readOldArithmetic(i, out);
    }
    if (next == u'\'' && !inDoubleQuotes) {
        const ShellScanResult result = ShellScanner::skip(m_text, i + 2, ShellConstruct::AnsiCQuote, i);
        const int bodyEnd = result.terminated ? result.end - 1 : m_n;
        out.value += ShellScanner::decodeAnsiC(m_text.mid(i + 2, bodyEnd - i - 2));
        if (!result.terminated)
            unterminated(i, ShellConstruct::AnsiCQuote);
        return result.end;
    }
    if (next == u'"' && !inDoubleQuotes)
        return readDoubleQuoted(i + 2, out); // $"..." is "..." without a message catalog
    if (ShellScanner::isNameStart(next)) {
        out.hasExpansion = true;
        const int end = ShellScanner::nameEnd(m_text, i + 1);
        out.value += m_text.mid(i, end - i);
        return end;
    }
    if (!next.isNull() && ShellScanner::isSpecialParameter(next)) {
        out.hasExpansion = true;
        out.value += m_text.mid(i, 2);
        return i + 2;
    }
    out.value += u'$';
    return i + 1;
}

// ${ ... } from the '$' at open: nested quotes and expansions are read (a $(...) inside is
// checked like any other), the text kept as written.
int ShellLexer::readParameter(int open, WordText& out)
{
    if (m_depth >= kMaxDepth)
        return skipConstruct(open + 2, ShellConstruct::ParameterExpansion, open, out);
    ++m_depth;
    WordText inner;
    int i = open + 2;
    bool closed = false;
    while (i < m_n) {
        const QChar c = m_text[i];
        if (c == u'}') {
            closed = true;
            ++i;
            break;
        }
        if (c == u'\\') {
            i += 2;
        } else if (c == u'\'') {
            i = readSingleQuoted(i + 1, inner);
        } else if (c == u'"') {
            i = readDoubleQuoted(i + 1, inner);
        } else if (c == u'`') {
            i = readBacktick(i + 1, inner);
        } else if (c == u'$') {
            i = readDollar(i, inner, false);
        } else {
            ++i;
        }
    }
    --m_depth;
    i = std::min(i, m_n);
    out.value += m_text.mid(open, i - open);
    if (!closed)
        unterminated(open, ShellConstruct::ParameterExpansion);
    return i;
}

// $(( ... )) from the '$' at open. When a ')' at the outer level is not followed by ')', bash
// reads it as $( ( ... ) ) instead: a command substitution holding a subshell.
int ShellLexer::readArithmetic(int open, WordText& out)
{
    bool closed = false;
    const int end = arithmeticEnd(open + 3, closed);
    if (closed) {
        out.value += m_text.mid(open, end - open);
        return end;
    }
    if (end >= m_n) {
        out.value += m_text.mid(open);
        unterminated(open, ShellConstruct::Arithmetic);
        return m_n;
    }
    return readSubstitution(open, open + 2, out);
}

// $[ ... ]: the old spelling of $(( ... )).
int ShellLexer::readOldArithmetic(int open, WordText& out)
{
    int depth = 0;
    for (int i = open + 2; i < m_n; ++i) {
        const QChar c = m_text[i];
        if (c == u'\\') {
            ++i;
        } else if (c == u'[') {
            ++depth;
        } else if (c == u']') {
            if (depth-- == 0) {
                out.value += m_text.mid(open, i + 1 - open);
                return i + 1;
            }
        }
    }
    out.value += m_text.mid(open);
    m_context.error(open, m_n, tr("unterminated arithmetic expansion: the $[ that starts here is never closed by ]"));
    return m_n;
}

// text[i] is just after an opening backtick. bash reads the command inside only when it runs.
int ShellLexer::readBacktick(int i, WordText& out)
{
    out.hasExpansion = true;
    const int openerAt = i - 1;
    for (int k = i; k < m_n; ++k) {
        if (m_text[k] == u'\\') {
            ++k;
        } else if (m_text[k] == u'`') {
            out.value += m_text.mid(openerAt, k + 1 - openerAt);
            return k + 1;
        }
    }
    out.value += m_text.mid(openerAt);
    unterminated(openerAt, ShellConstruct::Backtick);
    return m_n;
}

// $( ... ), <( ... ) or >( ... ) from its opener at open; bodyAt is the first character inside.
// The commands inside are read by a nested parser (as bash 5.2 does), up to kMaxDepth levels.
int ShellLexer::readSubstitution(int open, int bodyAt, WordText& out)
{
    out.hasExpansion = true;
    if (m_depth >= kMaxDepth)
        return skipConstruct(bodyAt, ShellConstruct::CommandSubstitution, open, out);
    const int end = ShellParser::readSubstitution(m_context, open, bodyAt, m_depth + 1);
    out.value += m_text.mid(open, end - open);
    return end;
}

void ShellLexer::expectHereDocument(int command, int redirection, const QString& delimiter, bool stripTabs, int at)
{
    m_context.hereDocuments.append({&m_script, command, redirection, delimiter, stripTabs, at});
}

void ShellLexer::readHereDocuments()
{
    if (m_context.hereDocuments.isEmpty())
        return;
    const QList<ShellPendingHereDocument> documents = std::move(m_context.hereDocuments);
    m_context.hereDocuments.clear();
    for (const ShellPendingHereDocument& document : documents) {
        QString body;
        bool closed = false;
        const int bodyBegin = m_i;
        int bodyEnd = m_i;
        while (m_i < m_n) {
            const qsizetype newline = m_text.indexOf(u'\n', m_i);
            const int lineEnd = newline < 0 ? m_n : int(newline);
            QStringView line = m_text.mid(m_i, lineEnd - m_i);
            if (document.stripTabs) {
                while (!line.isEmpty() && line[0] == u'\t')
                    line = line.mid(1);
            }
            const int lineBegin = m_i;
            m_i = lineEnd < m_n ? lineEnd + 1 : m_n;
            if (line == document.delimiter) {
                closed = true;
                bodyEnd = lineBegin;
                break;
            }
            bodyEnd = lineEnd;
            body += line;
            body += u'\n';
        }
        m_context.mark(bodyBegin, bodyEnd, ShellSyntaxSpan::Role::String);
        if (!closed) {
            // bash only warns and runs the rest as the body.
            m_context.warning(
                document.at, m_n,
                tr("here-document is not closed: no line reads '%1' before the end").arg(document.delimiter));
        }
        if (document.script && document.command >= 0 && document.command < document.script->commands.size()) {
            QList<ShellRedirection>& redirections = document.script->commands[document.command].redirections;
            if (document.redirection >= 0 && document.redirection < redirections.size())
                redirections[document.redirection].hereDocument = body;
        }
    }
}

ShellToken ShellLexer::nextConditional(ConditionalWord kind, bool skipNewlines)
{
    using T = ShellToken::Type;
    while (true) {
        skipBlanks();
        if (skipNewlines && m_i < m_n && m_text[m_i] == u'\n') {
            ++m_i;
            readHereDocuments();
            continue;
        }
        break;
    }
    if (m_i >= m_n) {
        ShellToken end;
        end.begin = end.end = m_n;
        return end;
    }
    const QChar c = m_text[m_i];
    const QChar next = m_i + 1 < m_n ? m_text[m_i + 1] : QChar();
    if (kind == ConditionalWord::Plain) {
        if (c == u'&' && next == u'&')
            return operatorToken(T::And, 2);
        if (c == u'|' && next == u'|')
            return operatorToken(T::Or, 2);
        if (c == u'(')
            return operatorToken(T::OpenParen, 1);
        if (c == u')')
            return operatorToken(T::CloseParen, 1);
        if ((c == u'<' || c == u'>') && next != u'(') {
            // < and > compare strings here; any other operator is a syntax error.
            ShellToken token = operatorToken(T::Word, 1);
            token.word.raw = token.word.value = token.text;
            token.word.range = m_context.range(token.begin, token.end);
            return token;
        }
    }
    if (c == u'\n')
        return operatorToken(T::Newline, 1);
    if (ShellScanner::isMeta(c) && !(kind == ConditionalWord::Regex && (c == u'(' || c == u'|')) &&
        !((c == u'<' || c == u'>') && next == u'(')) {
        int length = 1;
        while (m_i + length < m_n && length < 3 && QStringView(u";&|<>").contains(m_text[m_i + length]))
            ++length;
        return operatorToken(T::Semicolon, length); // any operator: the caller reports it
    }
    const int begin = m_i;
    WordText text;
    m_i = scanWord(begin, text,
                   kind == ConditionalWord::Regex     ? WordEnd::Regex
                   : kind == ConditionalWord::Pattern ? WordEnd::Pattern
                                                      : WordEnd::Normal);
    ShellToken token;
    token.type = T::Word;
    token.begin = begin;
    token.end = m_i;
    token.word = makeWord(begin, m_i, std::move(text));
    return token;
}

} // namespace ddpw
