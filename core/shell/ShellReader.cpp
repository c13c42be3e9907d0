#include "shell/ShellReader.h"

#include "util/LineIndex.h"

namespace ddpw {

namespace {

// An open compound construct: `if` until `fi`, `{` until `}`, `(` until `)`, ...
struct Frame
{
    QString closer;
    bool conditional = false;
    int at = 0;
    int end = 0;
};

struct PendingHereDoc
{
    int command = -1; // index in ShellScript::commands, -1 while it is the current command
    int redirection = 0;
    QString delimiter;
    bool stripTabs = false;
    int at = 0;
};

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

bool isAllDigits(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

QString setOptionName(QChar letter)
{
    switch (letter.unicode()) {
    case u'a': return QStringLiteral("allexport");
    case u'b': return QStringLiteral("notify");
    case u'e': return QStringLiteral("errexit");
    case u'f': return QStringLiteral("noglob");
    case u'h': return QStringLiteral("hashall");
    case u'k': return QStringLiteral("keyword");
    case u'm': return QStringLiteral("monitor");
    case u'n': return QStringLiteral("noexec");
    case u'p': return QStringLiteral("privileged");
    case u't': return QStringLiteral("onecmd");
    case u'u': return QStringLiteral("nounset");
    case u'v': return QStringLiteral("verbose");
    case u'x': return QStringLiteral("xtrace");
    case u'B': return QStringLiteral("braceexpand");
    case u'C': return QStringLiteral("noclobber");
    case u'E': return QStringLiteral("errtrace");
    case u'H': return QStringLiteral("histexpand");
    case u'P': return QStringLiteral("physical");
    case u'T': return QStringLiteral("functrace");
    default: return QString(letter);
    }
}

// `set -euo pipefail` and friends; stops at the first positional argument.
QList<ShellSetOption> parseSetOptions(const QList<ShellWord>& words)
{
    QList<ShellSetOption> options;
    for (int w = 1; w < words.size(); ++w) {
        const QString& word = words.at(w).value;
        if (word.size() < 2 || (word[0] != u'-' && word[0] != u'+') || word == QLatin1String("--"))
            break;
        const bool enabled = word[0] == u'-';
        for (int k = 1; k < word.size(); ++k) {
            if (word[k] != u'o') {
                options.append({setOptionName(word[k]), enabled});
            } else if (w + 1 < words.size()) {
                options.append({words.at(++w).value, enabled});
            }
        }
    }
    return options;
}

ShellCommandKind kindOf(const QList<ShellWord>& words)
{
    if (words.isEmpty())
        return ShellCommandKind::Simple;
    const QString& first = words.constFirst().raw;
    if (first == QLatin1String("export"))
        return ShellCommandKind::Export;
    if (first == QLatin1String("set"))
        return ShellCommandKind::Set;
    if (first == QLatin1String("unset"))
        return ShellCommandKind::Unset;
    if (first == QLatin1String("declare") || first == QLatin1String("typeset") || first == QLatin1String("local") ||
        first == QLatin1String("readonly"))
        return ShellCommandKind::Declaration;
    if (first == QLatin1String("exec"))
        return ShellCommandKind::Exec;
    if (first == QLatin1String("source") || first == QLatin1String("."))
        return ShellCommandKind::Source;
    if (first == QLatin1String("eval"))
        return ShellCommandKind::Eval;
    return ShellCommandKind::Simple;
}

class Reader
{
public:
    explicit Reader(QStringView text) : m_text(text), m_n(int(text.size())), m_lines(text) {}
    ShellScript run();

private:
    void skipBlanks();
    void comment();
    void operatorToken(ShellOperator op, int length);
    void finishCommand(ShellOperator op);
    void openParen();
    void closeParen();
    void readRedirection(int fd, int begin);
    void readHereDocuments();
    void endOfInput();
    ShellWord readWord();
    int readDoubleQuoted(int i, QString& value, bool& hasExpansion);
    int readDollar(int i, QString& value, bool& hasExpansion);
    int skipConstruct(int pos, ShellConstruct kind, int openerAt, QString& value);
    void addWord(const ShellWord& word);
    bool keyword(const ShellWord& word);
    void pushFrame(const QString& closer, bool conditional, int at, int end);
    void popFrame(const QString& closer, int at, int end);
    void diagnose(int begin, int end, const QString& message);
    void touch(int begin, int end);
    static QString operatorText(ShellOperator op);

    QStringView m_text;
    int m_n = 0;
    int m_i = 0;
    LineIndex m_lines;
    ShellScript m_script;
    ShellCommand m_cur;
    bool m_curEmpty = true;
    int m_curBegin = -1;
    int m_curEnd = -1;
    bool m_keywordSeen = false;
    bool m_expectCommand = false;
    bool m_functionParen = false;  // read `name (`, expecting `)`
    bool m_functionHeader = false; // read `name ()` or `function name`, expecting the body
    ShellOperator m_lastOp = ShellOperator::End;
    int m_lastOpAt = 0;
    QList<Frame> m_frames;
    int m_conditionalFrames = 0;
    int m_subshellFrames = 0;
    QList<PendingHereDoc> m_hereDocs;
};

ShellScript Reader::run()
{
    while (true) {
        skipBlanks();
        if (m_i >= m_n)
            break;
        const QChar c = m_text[m_i];
        const QChar next = m_i + 1 < m_n ? m_text[m_i + 1] : QChar();
        switch (c.unicode()) {
        case u'#': comment(); break;
        case u'\n':
            operatorToken(ShellOperator::Newline, 1);
            readHereDocuments();
            break;
        case u';':
            if (next == u';' || next == u'&')
                operatorToken(ShellOperator::CaseBreak,
                              next == u';' && m_i + 2 < m_n && m_text[m_i + 2] == u'&' ? 3 : 2);
            else
                operatorToken(ShellOperator::Semicolon, 1);
            break;
        case u'&':
            if (next == u'&')
                operatorToken(ShellOperator::And, 2);
            else if (next == u'>')
                readRedirection(-1, m_i);
            else
                operatorToken(ShellOperator::Background, 1);
            break;
        case u'|':
            if (next == u'|')
                operatorToken(ShellOperator::Or, 2);
            else if (next == u'&')
                operatorToken(ShellOperator::PipeStderr, 2);
            else
                operatorToken(ShellOperator::Pipe, 1);
            break;
        case u'(': openParen(); break;
        case u')': closeParen(); break;
        case u'<':
        case u'>': readRedirection(-1, m_i); break;
        default: {
            const int begin = m_i;
            const ShellWord word = readWord();
            // A word of digits right before < or > is the descriptor of a redirection: 2>&1.
            if (m_i < m_n && (m_text[m_i] == u'<' || m_text[m_i] == u'>') && isAllDigits(word.raw) &&
                word.raw.size() < 10)
                readRedirection(word.raw.toInt(), begin);
            else
                addWord(word);
        }
        }
    }
    endOfInput();
    return std::move(m_script);
}

void Reader::skipBlanks()
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

void Reader::comment()
{
    const qsizetype newline = m_text.indexOf(u'\n', m_i);
    const int end = newline < 0 ? m_n : int(newline);
    m_script.comments.append(m_lines.range(m_i, end));
    m_i = end;
}

QString Reader::operatorText(ShellOperator op)
{
    switch (op) {
    case ShellOperator::Semicolon: return QStringLiteral(";");
    case ShellOperator::And: return QStringLiteral("&&");
    case ShellOperator::Or: return QStringLiteral("||");
    case ShellOperator::Pipe: return QStringLiteral("|");
    case ShellOperator::PipeStderr: return QStringLiteral("|&");
    case ShellOperator::Background: return QStringLiteral("&");
    case ShellOperator::CaseBreak: return QStringLiteral(";;");
    case ShellOperator::Newline: return QStringLiteral("\\n");
    case ShellOperator::End: break;
    }
    return QString();
}

void Reader::operatorToken(ShellOperator op, int length)
{
    const int at = m_i;
    m_i += length;
    if (!m_curEmpty) {
        finishCommand(op);
        m_lastOpAt = at;
    } else if (op == ShellOperator::Newline || op == ShellOperator::CaseBreak) {
        // Blank lines are fine, also after && || | (bash reads on); ;; ends a case branch.
    } else if (m_keywordSeen) {
        // `fi;`, `done &`, `} | tee`: the operator follows a compound command.
        m_keywordSeen = false;
        m_lastOp = op;
        m_lastOpAt = at;
        m_expectCommand = op == ShellOperator::And || op == ShellOperator::Or || op == ShellOperator::Pipe ||
                          op == ShellOperator::PipeStderr;
    } else {
        diagnose(at, at + length, ShellReader::tr("syntax error: '%1' has no command before it").arg(operatorText(op)));
    }
}

void Reader::finishCommand(ShellOperator op)
{
    m_cur.followedBy = op;
    m_cur.precededBy = m_lastOp;
    m_cur.background = op == ShellOperator::Background;
    m_cur.inPipeline = op == ShellOperator::Pipe || op == ShellOperator::PipeStderr ||
                       m_lastOp == ShellOperator::Pipe || m_lastOp == ShellOperator::PipeStderr;
    m_cur.depth = int(m_frames.size());
    m_cur.conditional = m_conditionalFrames > 0;
    m_cur.subshell = m_subshellFrames > 0;
    m_cur.range = m_lines.range(m_curBegin, m_curEnd);
    if (m_cur.kind != ShellCommandKind::Compound)
        m_cur.kind = kindOf(m_cur.words);
    if (m_cur.kind == ShellCommandKind::Set)
        m_cur.setOptions = parseSetOptions(m_cur.words);
    const int index = int(m_script.commands.size());
    for (PendingHereDoc& doc : m_hereDocs) {
        if (doc.command < 0)
            doc.command = index;
    }
    m_script.commands.append(std::move(m_cur));
    m_cur = ShellCommand();
    m_curEmpty = true;
    m_curBegin = m_curEnd = -1;
    m_keywordSeen = false;
    m_lastOp = op;
    m_lastOpAt = m_i;
    m_expectCommand = op == ShellOperator::And || op == ShellOperator::Or || op == ShellOperator::Pipe ||
                      op == ShellOperator::PipeStderr;
}

void Reader::touch(int begin, int end)
{
    if (m_curBegin < 0)
        m_curBegin = begin;
    m_curEnd = end;
    m_curEmpty = false;
}

void Reader::openParen()
{
    const int at = m_i++;
    if (m_curEmpty) {
        pushFrame(QStringLiteral(")"), false, at, at + 1); // a subshell: ( ... )
    } else if (m_cur.words.size() == 1 && m_cur.assignments.isEmpty() && !m_functionParen) {
        m_functionParen = true; // name ( ) { ...; }
    } else if (!m_frames.isEmpty() && m_frames.constLast().closer == QLatin1String("esac")) {
        // (pattern) in a case branch
    } else {
        diagnose(at, at + 1, ShellReader::tr("syntax error: unexpected '('"));
    }
}

void Reader::closeParen()
{
    const int at = m_i++;
    if (m_functionParen) {
        m_functionParen = false;
        m_functionHeader = true;
        m_cur.kind = ShellCommandKind::Compound;
        return;
    }
    if (!m_frames.isEmpty() && m_frames.constLast().closer == QLatin1String("esac")) {
        // `pattern)` of a case branch: the words read so far are the pattern, not a command.
        m_cur = ShellCommand();
        m_curEmpty = true;
        m_curBegin = m_curEnd = -1;
        return;
    }
    if (!m_curEmpty)
        finishCommand(ShellOperator::End);
    popFrame(QStringLiteral(")"), at, at + 1);
    m_keywordSeen = true;
}

void Reader::readRedirection(int fd, int begin)
{
    static const QLatin1String ops[] = {QLatin1String("&>>"), QLatin1String("<<<"), QLatin1String("<<-"),
                                        QLatin1String("&>"),  QLatin1String("<<"),  QLatin1String("<>"),
                                        QLatin1String("<&"),  QLatin1String(">>"),  QLatin1String(">&"),
                                        QLatin1String(">|"),  QLatin1String("<"),   QLatin1String(">")};
    ShellRedirection redirection;
    redirection.fd = fd;
    for (const QLatin1String op : ops) {
        if (m_text.mid(m_i).startsWith(op)) {
            redirection.op = op;
            break;
        }
    }
    m_i += int(redirection.op.size());
    const int opEnd = m_i;
    skipBlanks();
    if (m_i >= m_n || ShellScanner::isMeta(m_text[m_i])) {
        diagnose(begin, opEnd, ShellReader::tr("syntax error: redirection '%1' has no target").arg(redirection.op));
    } else {
        redirection.target = readWord();
    }
    redirection.range = m_lines.range(begin, m_i);
    if (redirection.op == QLatin1String("<<") || redirection.op == QLatin1String("<<-")) {
        const QString& raw = redirection.target.raw;
        redirection.hereDocumentQuoted = raw.contains(u'\'') || raw.contains(u'"') || raw.contains(u'\\');
        m_hereDocs.append({-1, int(m_cur.redirections.size()), redirection.target.value,
                           redirection.op == QLatin1String("<<-"), begin});
    }
    m_cur.redirections.append(std::move(redirection));
    touch(begin, m_i);
}

void Reader::readHereDocuments()
{
    for (const PendingHereDoc& doc : std::as_const(m_hereDocs)) {
        QString body;
        bool closed = false;
        while (m_i < m_n) {
            const qsizetype newline = m_text.indexOf(u'\n', m_i);
            const int lineEnd = newline < 0 ? m_n : int(newline);
            QStringView line = m_text.mid(m_i, lineEnd - m_i);
            if (doc.stripTabs) {
                while (!line.isEmpty() && line[0] == u'\t')
                    line = line.mid(1);
            }
            m_i = lineEnd < m_n ? lineEnd + 1 : m_n;
            if (line == doc.delimiter) {
                closed = true;
                break;
            }
            body += line;
            body += u'\n';
        }
        if (!closed) {
            diagnose(
                doc.at, m_n,
                ShellReader::tr("here-document is not closed: no line reads '%1' before the end").arg(doc.delimiter));
        }
        if (doc.command >= 0 && doc.command < m_script.commands.size()) {
            QList<ShellRedirection>& redirections = m_script.commands[doc.command].redirections;
            if (doc.redirection < redirections.size())
                redirections[doc.redirection].hereDocument = body;
        }
    }
    m_hereDocs.clear();
}

void Reader::endOfInput()
{
    const int lastOpAt = m_lastOpAt;
    if (!m_curEmpty)
        finishCommand(ShellOperator::End);
    else if (m_expectCommand)
        diagnose(lastOpAt, m_n,
                 ShellReader::tr("syntax error: a command must follow '%1'").arg(operatorText(m_lastOp)));
    if (!m_hereDocs.isEmpty()) {
        const PendingHereDoc& doc = m_hereDocs.constFirst();
        diagnose(doc.at, m_n,
                 ShellReader::tr("here-document is not closed: no line reads '%1' before the end").arg(doc.delimiter));
        m_hereDocs.clear();
    }
    if (!m_frames.isEmpty()) {
        // One diagnostic for the innermost: deeply nested garbage must not give a million.
        const Frame& open = m_frames.constLast();
        const QString opener = m_text.mid(open.at, open.end - open.at).toString();
        QString message = ShellReader::tr("syntax error: '%1' is never closed by '%2'").arg(opener, open.closer);
        if (m_frames.size() > 1)
            message += ShellReader::tr(" (and %n more enclosing construct(s) are not closed)", nullptr,
                                       int(m_frames.size() - 1));
        diagnose(open.at, m_n, message);
    }
}

void Reader::diagnose(int begin, int end, const QString& message)
{
    m_script.diagnostics.append({m_lines.range(begin, end), message});
}

void Reader::pushFrame(const QString& closer, bool conditional, int at, int end)
{
    m_frames.append({closer, conditional, at, end});
    if (conditional)
        ++m_conditionalFrames;
    if (closer == QLatin1String(")"))
        ++m_subshellFrames;
}

void Reader::popFrame(const QString& closer, int at, int end)
{
    if (m_frames.isEmpty() || m_frames.constLast().closer != closer) {
        diagnose(at, end, ShellReader::tr("syntax error: unexpected '%1'").arg(closer));
        return;
    }
    if (m_frames.constLast().conditional)
        --m_conditionalFrames;
    if (closer == QLatin1String(")"))
        --m_subshellFrames;
    m_frames.removeLast();
}

// Reserved words at the start of a command. Returns true when the word was consumed.
bool Reader::keyword(const ShellWord& word)
{
    const QString& raw = word.raw;
    const int at = word.range.begin.offset;
    const int end = word.range.end.offset;
    if (m_functionHeader && raw == QLatin1String("{")) {
        // The body of a function runs only when it is called.
        finishCommand(ShellOperator::End);
        pushFrame(QStringLiteral("}"), true, at, end);
        m_functionHeader = false;
        return true;
    }
    if (!m_curEmpty) {
        if (m_cur.kind == ShellCommandKind::Compound && m_cur.words.size() == 1 &&
            m_cur.words.constFirst().raw == QLatin1String("function"))
            m_functionHeader = true;
        return false;
    }
    if (raw == QLatin1String("if") || raw == QLatin1String("while") || raw == QLatin1String("until")) {
        pushFrame(raw == QLatin1String("if") ? QStringLiteral("fi") : QStringLiteral("done"), true, at, end);
    } else if (raw == QLatin1String("then") || raw == QLatin1String("else") || raw == QLatin1String("elif")) {
        if (m_frames.isEmpty() || m_frames.constLast().closer != QLatin1String("fi"))
            diagnose(at, end, ShellReader::tr("syntax error: unexpected '%1' outside an if").arg(raw));
    } else if (raw == QLatin1String("do")) {
        if (m_frames.isEmpty() || m_frames.constLast().closer != QLatin1String("done"))
            diagnose(at, end, ShellReader::tr("syntax error: unexpected 'do' outside a loop"));
    } else if (raw == QLatin1String("fi") || raw == QLatin1String("done") || raw == QLatin1String("esac") ||
               raw == QLatin1String("}")) {
        popFrame(raw, at, end);
    } else if (raw == QLatin1String("{")) {
        pushFrame(QStringLiteral("}"), false, at, end);
    } else if (raw == QLatin1String("!")) {
        // negation: the command itself is unchanged
    } else if (raw == QLatin1String("for") || raw == QLatin1String("select") || raw == QLatin1String("case") ||
               raw == QLatin1String("function")) {
        // The header (`for x in a b`, `case $x in`) is kept as a Compound command.
        if (raw != QLatin1String("function"))
            pushFrame(raw == QLatin1String("case") ? QStringLiteral("esac") : QStringLiteral("done"), true, at, end);
        m_cur.kind = ShellCommandKind::Compound;
        m_cur.words.append(word);
        touch(at, end);
        return true;
    } else {
        return false;
    }
    m_keywordSeen = true;
    return true;
}

void Reader::addWord(const ShellWord& word)
{
    if (keyword(word))
        return;
    const int begin = word.range.begin.offset;
    const int end = word.range.end.offset;
    if (m_cur.words.isEmpty()) {
        // NAME=value or NAME+=value, with NAME written plainly (no quotes, no escapes).
        const int nameEnd = ShellScanner::nameEnd(word.raw, 0);
        const bool plus = nameEnd < word.raw.size() - 1 && word.raw[nameEnd] == u'+' && word.raw[nameEnd + 1] == u'=';
        if (nameEnd > 0 && nameEnd < word.raw.size() && (word.raw[nameEnd] == u'=' || plus)) {
            const int valueAt = nameEnd + (plus ? 2 : 1);
            ShellAssignment assignment;
            assignment.name = word.raw.left(nameEnd);
            assignment.append = plus;
            assignment.value.raw = word.raw.mid(valueAt);
            assignment.value.value = word.value.mid(valueAt);
            assignment.value.hasExpansion = word.hasExpansion;
            assignment.value.range = m_lines.range(begin + valueAt, end);
            assignment.range = word.range;
            m_cur.assignments.append(std::move(assignment));
            touch(begin, end);
            return;
        }
    }
    m_cur.words.append(word);
    touch(begin, end);
}

// Skips a construct, appending its text as written to value; diagnoses it when unterminated.
int Reader::skipConstruct(int pos, ShellConstruct kind, int openerAt, QString& value)
{
    const ShellScanResult result = ShellScanner::skip(m_text, pos, kind, openerAt);
    value += m_text.mid(openerAt, result.end - openerAt);
    if (!result.terminated)
        diagnose(result.unterminatedAt, m_n, ShellReader::unterminatedMessage(result.unterminated));
    return result.end;
}

// text[i] is '$'. Appends what it introduces (kept as written) and returns the next index.
int Reader::readDollar(int i, QString& value, bool& hasExpansion)
{
    const QChar next = i + 1 < m_n ? m_text[i + 1] : QChar();
    if (next == u'(') {
        hasExpansion = true;
        const bool arithmetic = i + 2 < m_n && m_text[i + 2] == u'(';
        return skipConstruct(i + (arithmetic ? 3 : 2),
                             arithmetic ? ShellConstruct::Arithmetic : ShellConstruct::CommandSubstitution, i, value);
    }
    if (next == u'{') {
        hasExpansion = true;
        return skipConstruct(i + 2, ShellConstruct::ParameterExpansion, i, value);
    }
    if (ShellScanner::isNameStart(next)) {
        hasExpansion = true;
        const int end = ShellScanner::nameEnd(m_text, i + 1);
        value += m_text.mid(i, end - i);
        return end;
    }
    if (!next.isNull() && ShellScanner::isSpecialParameter(next)) {
        hasExpansion = true;
        value += m_text.mid(i, 2);
        return i + 2;
    }
    value += u'$';
    return i + 1;
}

// text[i] is just after an opening double quote. Returns the index after the closing one.
int Reader::readDoubleQuoted(int i, QString& value, bool& hasExpansion)
{
    const int openerAt = i - 1;
    const qsizetype diagnosticsBefore = m_script.diagnostics.size();
    while (i < m_n) {
        const QChar c = m_text[i];
        if (c == u'"')
            return i + 1;
        if (c == u'\\' && i + 1 < m_n) {
            const QChar e = m_text[i + 1];
            if (e == u'$' || e == u'`' || e == u'"' || e == u'\\')
                value += e;
            else if (e != u'\n')
                value += m_text.mid(i, 2);
            i += 2;
        } else if (c == u'$') {
            i = readDollar(i, value, hasExpansion);
        } else if (c == u'`') {
            hasExpansion = true;
            i = skipConstruct(i + 1, ShellConstruct::Backtick, i, value);
        } else {
            int run = i + 1;
            while (run < m_n && m_text[run] != u'"' && m_text[run] != u'\\' && m_text[run] != u'$' &&
                   m_text[run] != u'`')
                ++run;
            value += m_text.mid(i, run - i);
            i = run;
        }
    }
    // Only the innermost unterminated construct is reported.
    if (m_script.diagnostics.size() == diagnosticsBefore)
        diagnose(openerAt, m_n, ShellReader::unterminatedMessage(ShellConstruct::DoubleQuote));
    return m_n;
}

ShellWord Reader::readWord()
{
    const int begin = m_i;
    QString value;
    bool hasExpansion = false;
    int i = m_i;
    while (i < m_n) {
        const QChar c = m_text[i];
        if (ShellScanner::isMeta(c))
            break;
        if (c == u'\\') {
            if (i + 1 >= m_n) {
                value += c; // a lone backslash at the very end stays
                ++i;
            } else {
                if (m_text[i + 1] != u'\n')
                    value += m_text[i + 1];
                i += 2;
            }
        } else if (c == u'\'') {
            const qsizetype close = m_text.indexOf(u'\'', i + 1);
            if (close < 0) {
                diagnose(i, m_n, ShellReader::unterminatedMessage(ShellConstruct::SingleQuote));
                value += m_text.mid(i + 1);
                i = m_n;
            } else {
                value += m_text.mid(i + 1, close - i - 1);
                i = int(close) + 1;
            }
        } else if (c == u'"') {
            i = readDoubleQuoted(i + 1, value, hasExpansion);
        } else if (c == u'`') {
            hasExpansion = true;
            i = skipConstruct(i + 1, ShellConstruct::Backtick, i, value);
        } else if (c == u'$' && i + 1 < m_n && m_text[i + 1] == u'\'') {
            const ShellScanResult result = ShellScanner::skip(m_text, i + 2, ShellConstruct::AnsiCQuote, i);
            const int bodyEnd = result.terminated ? result.end - 1 : m_n;
            value += ShellScanner::decodeAnsiC(m_text.mid(i + 2, bodyEnd - i - 2));
            if (!result.terminated)
                diagnose(i, m_n, ShellReader::unterminatedMessage(ShellConstruct::AnsiCQuote));
            i = result.end;
        } else if (c == u'$' && i + 1 < m_n && m_text[i + 1] == u'"') {
            i = readDoubleQuoted(i + 2, value, hasExpansion); // $"..." is "..." without a message catalog
        } else if (c == u'$') {
            i = readDollar(i, value, hasExpansion);
        } else {
            int run = i + 1;
            while (run < m_n && !ShellScanner::isMeta(m_text[run]) && m_text[run] != u'\\' && m_text[run] != u'\'' &&
                   m_text[run] != u'"' && m_text[run] != u'`' && m_text[run] != u'$')
                ++run;
            value += m_text.mid(i, run - i);
            i = run;
        }
    }
    m_i = i;
    ShellWord word;
    word.raw = m_text.mid(begin, i - begin).toString();
    word.value = std::move(value);
    word.range = m_lines.range(begin, i);
    word.hasExpansion = hasExpansion;
    return word;
}

} // namespace

ShellScript ShellReader::read(QStringView text) const
{
    return Reader(text).run();
}

QString ShellReader::unterminatedMessage(ShellConstruct construct)
{
    switch (construct) {
    case ShellConstruct::SingleQuote: return tr("unterminated single quote: the ' that starts here is never closed");
    case ShellConstruct::DoubleQuote: return tr("unterminated double quote: the \" that starts here is never closed");
    case ShellConstruct::AnsiCQuote:
        return tr("unterminated $'...' string: the quote that starts here is never closed");
    case ShellConstruct::CommandSubstitution:
        return tr("unterminated command substitution: the $( that starts here is never closed by )");
    case ShellConstruct::Backtick:
        return tr("unterminated command substitution: the backtick that starts here is never closed");
    case ShellConstruct::ParameterExpansion:
        return tr("unterminated parameter expansion: the ${ that starts here is never closed by }");
    case ShellConstruct::Arithmetic:
        return tr("unterminated arithmetic expansion: the $(( that starts here is never closed by ))");
    case ShellConstruct::Parenthesis: return tr("unbalanced parenthesis: the ( that starts here is never closed by )");
    }
    return QString();
}

} // namespace ddpw
