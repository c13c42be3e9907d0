#include "shell/ShellParser.h"

#include "shell/ShellReader.h"

namespace ddpw {

namespace {

using T = ShellToken::Type;

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

// The builtins whose NAME=(...) arguments bash reads as array assignments.
bool isDeclarationBuiltin(const QString& raw)
{
    return raw == QLatin1String("declare") || raw == QLatin1String("typeset") || raw == QLatin1String("local") ||
           raw == QLatin1String("readonly") || raw == QLatin1String("export");
}

bool isCompoundOpener(const ShellToken& token)
{
    if (token.is(T::OpenParen) || token.is(T::Arithmetic))
        return true;
    if (!token.is(T::Word))
        return false;
    static const QStringList openers{QStringLiteral("{"),     QStringLiteral("if"),  QStringLiteral("while"),
                                     QStringLiteral("until"), QStringLiteral("for"), QStringLiteral("select"),
                                     QStringLiteral("case"),  QStringLiteral("[[")};
    return openers.contains(token.word.raw);
}

bool isUnaryTest(const QString& op)
{
    return op.size() == 2 && op[0] == u'-' && QStringView(u"abcdefghknoprstuvwxzGLNORS").contains(op[1]);
}

bool isBinaryTest(const QString& op)
{
    static const QStringList ops{QStringLiteral("="),   QStringLiteral("=="),  QStringLiteral("!="),
                                 QStringLiteral("<"),   QStringLiteral(">"),   QStringLiteral("=~"),
                                 QStringLiteral("-nt"), QStringLiteral("-ot"), QStringLiteral("-ef"),
                                 QStringLiteral("-eq"), QStringLiteral("-ne"), QStringLiteral("-lt"),
                                 QStringLiteral("-le"), QStringLiteral("-gt"), QStringLiteral("-ge")};
    return ops.contains(op);
}

ShellOperator operatorOf(T type)
{
    switch (type) {
    case T::Newline: return ShellOperator::Newline;
    case T::Semicolon: return ShellOperator::Semicolon;
    case T::Background: return ShellOperator::Background;
    case T::And: return ShellOperator::And;
    case T::Or: return ShellOperator::Or;
    case T::Pipe: return ShellOperator::Pipe;
    case T::PipeStderr: return ShellOperator::PipeStderr;
    case T::CaseBreak: return ShellOperator::CaseBreak;
    default: return ShellOperator::End;
    }
}

// Semicolons at the outer level of a for (( ... )): bash needs exactly two.
int arithmeticForSeparators(QStringView raw)
{
    int depth = 0;
    int count = 0;
    for (int i = 2; i + 2 <= raw.size() - 0 && i < raw.size() - 2; ++i) {
        const QChar c = raw[i];
        if (c == u'(')
            ++depth;
        else if (c == u')')
            --depth;
        else if (c == u';' && depth == 0)
            ++count;
    }
    return count;
}

qint64 stringBytes(const QString& text)
{
    return text.isEmpty() ? 0 : 2 * qint64(text.capacity()) + 32; // the data, its header and the allocation's
}

qint64 wordBytes(const ShellWord& word)
{
    return qint64(sizeof(ShellWord)) + stringBytes(word.raw) + stringBytes(word.value);
}

qint64 wordsBytes(const QList<ShellWord>& words)
{
    qint64 bytes = words.isEmpty() ? 0 : 32;
    for (const ShellWord& word : words)
        bytes += wordBytes(word);
    return bytes;
}

qint64 assignmentsBytes(const QList<ShellAssignment>& assignments)
{
    qint64 bytes = assignments.isEmpty() ? 0 : 32;
    for (const ShellAssignment& assignment : assignments)
        bytes += qint64(sizeof(ShellAssignment)) + stringBytes(assignment.name) + stringBytes(assignment.subscript) +
                 wordBytes(assignment.value) + wordsBytes(assignment.elements) - qint64(sizeof(ShellWord));
    return bytes;
}

// What one command read takes in memory, near enough to bound the whole.
qint64 commandBytes(const ShellCommand& command)
{
    qint64 bytes = qint64(sizeof(ShellCommand)) + wordsBytes(command.words) + assignmentsBytes(command.assignments) +
                   assignmentsBytes(command.declarations);
    for (const ShellRedirection& redirection : command.redirections)
        bytes += qint64(sizeof(ShellRedirection)) + wordBytes(redirection.target) + stringBytes(redirection.op) +
                 stringBytes(redirection.hereDocument);
    return bytes;
}

} // namespace

void ShellParser::read(QStringView text, ShellScript& script)
{
    ShellReadContext context(text, script);
    ShellParser parser(context, script, 0, 0, Kind::Top, 0);
    parser.run();
}

void ShellParser::read(QStringView text, ShellScript& script, QList<ShellSyntaxSpan>& syntax)
{
    ShellReadContext context(text, script);
    context.syntax = &syntax;
    ShellParser parser(context, script, 0, 0, Kind::Top, 0);
    parser.run();
}

int ShellParser::readSubstitution(ShellReadContext& context, int open, int bodyAt, int depth)
{
    // The commands inside are only checked: the evaluator reads them again when it needs them.
    ShellScript inner;
    ShellParser parser(context, inner, bodyAt, depth, Kind::Substitution, open);
    const int end = parser.run();
    for (ShellPendingHereDocument& document : context.hereDocuments) {
        if (document.script == &inner)
            document.script = nullptr;
    }
    return end;
}

ShellParser::ShellParser(ShellReadContext& context, ShellScript& script, int position, int depth, Kind base, int openAt)
    : m_context(context), m_script(script), m_lexer(context, script, position, depth), m_depth(depth)
{
    Frame frame;
    frame.kind = base;
    frame.at = openAt;
    frame.end = position;
    m_frames.append(frame);
}

int ShellParser::run()
{
    while (m_end < 0) {
        if (readingList(top()))
            listStep();
        else
            headerStep();
        if (m_end < 0 && stopsForMemory())
            m_end = m_lexer.position();
    }
    return m_end;
}

// Between two top-level commands, once the commands read take the memory this text may: the
// rest is left unread, and the script says from where (ShellScript::unreadFrom).
bool ShellParser::stopsForMemory()
{
    const Frame& f = top();
    if (f.kind != Kind::Top || m_frames.size() != 1 || f.list != List::Start || f.prefix ||
        !m_context.hereDocuments.isEmpty())
        return false;
    const qint64 limit = kMaxCommandBytes + kCommandBytesPerCharacter * qint64(m_context.text.size());
    if (m_commandBytes <= limit)
        return false;
    int from = m_lexer.position();
    while (from < m_context.text.size() && m_context.text[from].isSpace())
        ++from;
    if (from >= m_context.text.size())
        return false;
    int lineEnd = from;
    while (lineEnd < m_context.text.size() && m_context.text[lineEnd] != u'\n')
        ++lineEnd;
    m_script.unreadFrom = m_context.range(from, lineEnd);
    return true;
}

bool ShellParser::readingList(const Frame& frame) const
{
    switch (frame.kind) {
    case Kind::For:
    case Kind::Select:
    case Kind::ArithmeticFor:
    case Kind::Function: return frame.state == Body && frame.kind != Kind::Function;
    case Kind::Case: return frame.state == Item;
    default: return true;
    }
}

ShellToken ShellParser::next(int flags)
{
    if (m_pushedBack) {
        ShellToken token = std::move(*m_pushedBack);
        m_pushedBack.reset();
        return token;
    }
    return m_lexer.next(flags);
}

// One token of a list: a command starts, a pipeline is connected or ended, or the list ends.
void ShellParser::listStep()
{
    Frame& f = top();
    const bool commandPosition = f.list != List::After;
    const ShellToken token = next(commandPosition ? ShellLexer::CommandStart | ShellLexer::AssignmentAllowed : 0);
    switch (token.type) {
    case T::Newline:
        m_lexer.readHereDocuments();
        if (f.list == List::After || f.prefix)
            endPipeline(token, ShellOperator::Newline);
        if (m_depth == 0 && m_frames.size() == 1)
            lineRead();
        return; // blank lines, and newlines after && || |, are fine
    case T::Semicolon:
    case T::Background:
        if (f.list == List::After || f.prefix)
            endPipeline(token, operatorOf(token.type));
        else
            syntaxError(token, tr("syntax error: '%1' has no command before it").arg(token.text));
        return;
    case T::And:
    case T::Or:
    case T::Pipe:
    case T::PipeStderr:
        if (f.list == List::After)
            connect(token, operatorOf(token.type));
        else
            syntaxError(token, tr("syntax error: '%1' has no command before it").arg(token.text));
        return;
    case T::CaseBreak:
        if (f.kind == Kind::Case && f.list != List::Expect) {
            if (f.list == List::After || f.prefix)
                endPipeline(token, ShellOperator::CaseBreak);
            endPart(token.text);
            f.state = Pattern;
        } else {
            syntaxError(token, tr("syntax error: '%1' outside a case branch").arg(token.text));
        }
        return;
    case T::CloseParen:
        if ((f.kind == Kind::Substitution || (f.kind == Kind::Subshell && (f.hasCommand || f.list == List::After))) &&
            f.list != List::Expect) {
            if (f.list == List::After || f.prefix)
                endPipeline(token, ShellOperator::End);
            close(token);
        } else {
            syntaxError(token, f.kind == Kind::Subshell && !f.hasCommand
                                   ? tr("syntax error: ( ) needs a command inside")
                                   : tr("syntax error: unexpected ')'"));
        }
        return;
    case T::End: endOfInput(token); return;
    case T::OpenParen:
        if (commandPosition) {
            startElement();
            push(Kind::Subshell, Condition, token);
        } else {
            syntaxError(token, tr("syntax error: unexpected '('"));
        }
        return;
    case T::Arithmetic: arithmetic(token); return;
    case T::Redirection:
        if (commandPosition)
            simpleCommand(token);
        else
            redirection(token, nullptr, nullptr); // after a compound command: `done <list`, `} >log`
        return;
    case T::Word:
        if (!commandPosition && closesAfterCompound(token))
            return;
        if (!commandPosition) {
            syntaxError(token, tr("syntax error: unexpected '%1' after the end of a command; put ';' or a newline "
                                  "before it")
                                   .arg(token.word.raw));
            return;
        }
        if (!reservedWord(token))
            simpleCommand(token);
        return;
    }
}

// Right after a compound command bash recognises the words that close a construct without a ';'
// before them: `{(foo)}`, `if (x) then ...`, `while (x) do ...`.
bool ShellParser::closesAfterCompound(const ShellToken& token)
{
    static const QStringList closers{QStringLiteral("then"), QStringLiteral("elif"), QStringLiteral("else"),
                                     QStringLiteral("fi"),   QStringLiteral("do"),   QStringLiteral("done"),
                                     QStringLiteral("esac"), QStringLiteral("}")};
    if (m_closedBlock < 0 || token.assignment || top().list != List::After || !closers.contains(token.word.raw))
        return false;
    endPipeline(token, ShellOperator::End);
    return reservedWord(token);
}

// Reserved words at the start of a command. Returns false for an ordinary word.
bool ShellParser::reservedWord(const ShellToken& token)
{
    const QString& raw = token.word.raw;
    if (token.assignment)
        return false;
    if (raw == QLatin1String("!") || raw == QLatin1String("time")) {
        keyword(token);
        prefixWord(token);
        return true;
    }
    if (raw == QLatin1String("coproc")) {
        keyword(token);
        coproc(token);
        return true;
    }
    if (raw == QLatin1String("[[")) {
        keyword(token);
        conditional(token);
        return true;
    }
    if (startCompound(token))
        return true;
    static const QStringList closers{QStringLiteral("then"), QStringLiteral("elif"), QStringLiteral("else"),
                                     QStringLiteral("fi"),   QStringLiteral("do"),   QStringLiteral("done"),
                                     QStringLiteral("esac"), QStringLiteral("}"),    QStringLiteral("in")};
    if (!closers.contains(raw))
        return false;
    keyword(token);
    if (!terminator(token)) {
        Frame& f = top();
        QString message = tr("syntax error: unexpected '%1'").arg(raw);
        if ((raw == QLatin1String("then") || raw == QLatin1String("else") || raw == QLatin1String("elif")) &&
            f.kind != Kind::If)
            message = tr("syntax error: unexpected '%1' outside an if").arg(raw);
        else if (raw == QLatin1String("do") && f.kind != Kind::While && f.kind != Kind::Until)
            message = tr("syntax error: unexpected 'do' outside a loop");
        else if (!f.hasCommand && f.list != List::Expect && raw != QLatin1String("in") && raw != QLatin1String("esac"))
            message = tr("syntax error: '%1' right after an empty part: bash needs at least one command before it "
                         "(':' does nothing)")
                          .arg(raw);
        syntaxError(token, message);
    }
    return true;
}

// if, while, until, for, select, case, function, {: pushes the construct.
bool ShellParser::startCompound(const ShellToken& token)
{
    const QString& raw = token.word.raw;
    Kind kind;
    int state = Condition;
    if (raw == QLatin1String("if"))
        kind = Kind::If;
    else if (raw == QLatin1String("while"))
        kind = Kind::While;
    else if (raw == QLatin1String("until"))
        kind = Kind::Until;
    else if (raw == QLatin1String("for"))
        kind = Kind::For, state = Name;
    else if (raw == QLatin1String("select"))
        kind = Kind::Select, state = Name;
    else if (raw == QLatin1String("case"))
        kind = Kind::Case, state = Subject;
    else if (raw == QLatin1String("function"))
        kind = Kind::Function, state = Name;
    else if (raw == QLatin1String("{"))
        kind = Kind::Group;
    else
        return false;
    keyword(token);
    startElement();
    push(kind, state, token);
    Frame& f = top();
    if (kind == Kind::For || kind == Kind::Select || kind == Kind::Case || kind == Kind::Function)
        f.words.append(token.word);
    if (kind == Kind::If || kind == Kind::While || kind == Kind::Until)
        beginPart(ShellBlockPart::Role::Condition);
    else if (kind == Kind::Group)
        beginPart(ShellBlockPart::Role::Body);
    return true;
}

// then/elif/else/fi/do/done/esac/}: accepted where the open construct expects it after a
// non-empty list. Returns false when the word does not fit here.
bool ShellParser::terminator(const ShellToken& token)
{
    Frame& f = top();
    const QString& raw = token.word.raw;
    const bool ready = f.list != List::Expect && !f.prefix;
    const bool filled = ready && f.hasCommand;
    const auto newList = [&](int state, ShellBlockPart::Role role) {
        endPart();
        f.state = state;
        f.hasCommand = false;
        f.list = List::Start;
        beginPart(role);
    };
    if (f.kind == Kind::If) {
        if (raw == QLatin1String("then") && f.state == Condition && filled) {
            newList(Then, ShellBlockPart::Role::Body);
            return true;
        }
        if (raw == QLatin1String("elif") && f.state == Then && filled) {
            newList(Condition, ShellBlockPart::Role::Condition);
            return true;
        }
        if (raw == QLatin1String("else") && f.state == Then && filled) {
            newList(Else, ShellBlockPart::Role::Else);
            return true;
        }
        if (raw == QLatin1String("fi") && (f.state == Then || f.state == Else) && filled) {
            close(token);
            return true;
        }
        return false;
    }
    if (f.kind == Kind::While || f.kind == Kind::Until) {
        if (raw == QLatin1String("do") && f.state == Condition && filled) {
            newList(Body, ShellBlockPart::Role::Body);
            return true;
        }
        if (raw == QLatin1String("done") && f.state == Body && filled) {
            close(token);
            return true;
        }
        return false;
    }
    if (f.kind == Kind::For || f.kind == Kind::Select || f.kind == Kind::ArithmeticFor) {
        if (filled && ((raw == QLatin1String("done") && !f.braced) || (raw == QLatin1String("}") && f.braced))) {
            close(token);
            return true;
        }
        return false;
    }
    if (f.kind == Kind::Group && raw == QLatin1String("}") && filled) {
        close(token);
        return true;
    }
    if (f.kind == Kind::Case && raw == QLatin1String("esac") && ready) {
        if (f.list == List::After)
            endPipeline(token, ShellOperator::End);
        endPart();
        close(token);
        return true;
    }
    return false;
}

// `!` and `time` (with -p) before a pipeline. Alone they are a complete (empty) pipeline.
void ShellParser::prefixWord(const ShellToken& token)
{
    Frame& f = top();
    if (f.pipeInto || f.list == List::After) {
        syntaxError(token, tr("syntax error: '%1' can only start a pipeline").arg(token.word.raw));
        return;
    }
    f.prefix = true;
    if (token.word.raw == QLatin1String("!")) {
        f.negated = true;
        return;
    }
    f.timed = true;
    const int before = m_lexer.position();
    if (!m_lexer.next(0).isWord(u"-p"))
        m_lexer.rewind(before);
}

// coproc [NAME] command: NAME is only a name when a compound command follows it.
void ShellParser::coproc(const ShellToken& token)
{
    Q_UNUSED(token);
    Frame& f = top();
    const int before = m_lexer.position();
    const ShellToken name = m_lexer.next(ShellLexer::CommandStart);
    if (name.is(T::Word) && !isCompoundOpener(name) && !name.assignment) {
        const ShellToken after = m_lexer.next(ShellLexer::CommandStart);
        if (isCompoundOpener(after)) {
            m_lexer.rewind(after.begin);
            f.list = List::Expect;
            f.coproc = true;
            return;
        }
    }
    m_lexer.rewind(before);
    f.list = List::Expect;
    f.coproc = true;
}

void ShellParser::arithmetic(const ShellToken& token)
{
    startElement();
    ShellCommand command;
    command.kind = ShellCommandKind::Arithmetic;
    command.words.append(token.word);
    addCommand(std::move(command), token.begin, token.end);
    completeElement();
}

// [[ expression ]], read with bash's own rules for its operands and operators.
void ShellParser::conditional(const ShellToken& open)
{
    using W = ShellLexer::ConditionalWord;
    startElement();
    QList<ShellWord> words{open.word};
    int depth = 0;
    int end = open.end;
    const auto fail = [&](const ShellToken& at, const QString& why) {
        syntaxError(at, tr("syntax error in [[ ... ]]: %1").arg(why));
    };
    const auto operatorWord = [&](const ShellToken& token) {
        ShellWord word;
        word.raw = word.value = token.text;
        word.range = m_context.range(token.begin, token.end);
        return word;
    };
    while (true) {
        // A term: ! term, ( expression ), -op word, word op word, or a word alone.
        const ShellToken t = m_lexer.nextConditional(W::Plain, true);
        if (t.isWord(u"!")) {
            words.append(t.word);
            continue;
        }
        if (t.is(T::OpenParen)) {
            ++depth;
            words.append(operatorWord(t));
            continue;
        }
        if (!t.is(T::Word) || t.isWord(u"]]")) {
            if (t.is(T::End))
                fail(t, tr("the [[ is never closed by ]]"));
            else if (t.isWord(u"]]") && words.size() == 1)
                fail(t, tr("there is nothing to test"));
            else
                fail(t, tr("unexpected '%1' where a test belongs").arg(tokenText(t)));
            break;
        }
        words.append(t.word);
        ShellToken op;
        if (!conditionalTerm(words, op))
            break;
        if (op.begin < 0)
            op = m_lexer.nextConditional(W::Plain, true);
        while (op.is(T::CloseParen) && depth > 0) {
            --depth;
            words.append(operatorWord(op));
            op = m_lexer.nextConditional(W::Plain, true);
        }
        if (op.is(T::And) || op.is(T::Or)) {
            words.append(operatorWord(op));
            continue;
        }
        if (op.isWord(u"]]") && depth == 0) {
            keyword(op);
            words.append(op.word);
            end = op.end;
            break;
        }
        if (op.is(T::End))
            fail(op, tr("the [[ is never closed by ]]"));
        else if (op.isWord(u"]]"))
            fail(op, tr("a ( is not closed by ) before ]]"));
        else
            fail(op, tr("unexpected '%1' where && || or ]] belongs").arg(tokenText(op)));
        break;
    }
    ShellCommand command;
    command.kind = ShellCommandKind::Conditional;
    command.words = std::move(words);
    addCommand(std::move(command), open.begin, std::max(end, open.end));
    completeElement();
}

// The rest of a term whose first word is words.last(); `after` gets the token that follows it
// when that token had to be read to know (&&, ||, ), ]]), else begin -1. False after an error.
bool ShellParser::conditionalTerm(QList<ShellWord>& words, ShellToken& after)
{
    using W = ShellLexer::ConditionalWord;
    after = ShellToken();
    after.begin = after.end = -1;
    const QString first = words.last().raw;
    if (isUnaryTest(first)) {
        const ShellToken operand = m_lexer.nextConditional(W::Plain, false);
        if (!operand.is(T::Word) || operand.isWord(u"]]")) {
            syntaxError(operand, tr("syntax error in [[ ... ]]: '%1' needs an operand").arg(first));
            return false;
        }
        words.append(operand.word);
        return true;
    }
    const ShellToken op = m_lexer.nextConditional(W::Plain, false);
    if (op.is(T::And) || op.is(T::Or) || op.is(T::CloseParen) || op.isWord(u"]]")) {
        after = op;
        return true;
    }
    if (!op.is(T::Word) || !isBinaryTest(op.word.raw)) {
        syntaxError(op, tr("syntax error in [[ ... ]]: '%1' is not a test operator").arg(tokenText(op)));
        return false;
    }
    words.append(op.word);
    const QString& name = op.word.raw;
    const W kind = name == QLatin1String("=~") ? W::Regex
                   : (name == QLatin1String("==") || name == QLatin1String("=") || name == QLatin1String("!="))
                       ? W::Pattern
                       : W::Plain;
    const ShellToken right = m_lexer.nextConditional(kind, false);
    if (!right.is(T::Word) || right.isWord(u"]]")) {
        syntaxError(right, tr("syntax error in [[ ... ]]: '%1' needs a right-hand side").arg(name));
        return false;
    }
    words.append(right.word);
    return true;
}

void ShellParser::simpleCommand(ShellToken token)
{
    startElement();
    ShellCommand command;
    const int begin = token.begin;
    int end = token.end;
    bool declaration = false;
    QList<int> hereDocuments;
    while (true) {
        if (token.is(T::Word)) {
            if (token.assignment && command.words.isEmpty()) {
                command.assignments.append(std::move(token.assigned));
            } else {
                if (token.assignment && declaration) {
                    token.assigned.wordIndex = int(command.words.size());
                    command.declarations.append(std::move(token.assigned));
                }
                command.words.append(std::move(token.word));
                if (command.words.size() == 1)
                    declaration = isDeclarationBuiltin(command.words.constFirst().raw);
            }
            end = token.end;
        } else if (token.is(T::Redirection)) {
            redirection(token, &command, &hereDocuments);
            end = std::max(end, m_lexer.position());
            if (!command.redirections.isEmpty())
                end = command.redirections.constLast().range.end.offset;
        } else if (token.is(T::OpenParen)) {
            const bool function =
                command.words.size() == 1 && command.assignments.isEmpty() && command.redirections.isEmpty();
            if (!function) {
                syntaxError(token, tr("syntax error: unexpected '('; quote it, or write a function as NAME() { ...; "
                                      "}"));
            } else {
                const ShellToken close = next(0);
                if (!close.is(T::CloseParen)) {
                    syntaxError(close, tr("syntax error: a function's name must be followed by ()"));
                    pushBack(close);
                }
                ShellToken opener;
                opener.begin = begin;
                opener.end = close.is(T::CloseParen) ? close.end : token.end;
                push(Kind::Function, Body, opener);
                top().words = command.words;
                top().header = emitHeader(top(), opener.end);
                return;
            }
        } else {
            pushBack(token);
            break;
        }
        const bool assignments = command.words.isEmpty() || declaration;
        token = next(assignments ? ShellLexer::AssignmentAllowed : 0);
    }
    command.kind = kindOf(command.words);
    if (command.kind == ShellCommandKind::Set)
        command.setOptions = parseSetOptions(command.words);
    const int index = addCommand(std::move(command), begin, end);
    for (const int r : std::as_const(hereDocuments)) {
        const ShellRedirection& redirection = m_script.commands.at(index).redirections.at(r);
        m_lexer.expectHereDocument(index, r, redirection.target.value, redirection.op == QLatin1String("<<-"),
                                   redirection.range.begin.offset);
    }
    completeElement();
}

// The word after a redirection operator (the delimiter of a here-document).
void ShellParser::redirection(const ShellToken& op, ShellCommand* command, QList<int>* hereDocuments)
{
    ShellRedirection redirection;
    redirection.fd = op.fd;
    redirection.op = op.text;
    const ShellToken target = next(0);
    int end = op.end;
    if (!target.is(T::Word)) {
        syntaxError(op, tr("syntax error: redirection '%1' has no target").arg(op.text));
        pushBack(target);
    } else {
        redirection.target = target.word;
        end = target.end;
    }
    redirection.range = m_context.range(op.begin, end);
    const bool hereDocument = redirection.op == QLatin1String("<<") || redirection.op == QLatin1String("<<-");
    if (hereDocument) {
        const QString& raw = redirection.target.raw;
        redirection.hereDocumentQuoted = raw.contains(u'\'') || raw.contains(u'"') || raw.contains(u'\\');
    }
    if (!command) {
        if (hereDocument && target.is(T::Word))
            m_lexer.expectHereDocument(-1, -1, redirection.target.value, redirection.op == QLatin1String("<<-"),
                                       op.begin);
        else if (m_closedBlock >= 0 && m_closedBlock < m_script.blocks.size())
            m_script.blocks[m_closedBlock].redirections.append(std::move(redirection));
        return;
    }
    if (hereDocument && target.is(T::Word) && hereDocuments)
        hereDocuments->append(int(command->redirections.size()));
    command->redirections.append(std::move(redirection));
}

void ShellParser::headerStep()
{
    Frame& f = top();
    switch (f.kind) {
    case Kind::For:
    case Kind::Select:
    case Kind::ArithmeticFor: loopHeader(next(f.state == Name ? ShellLexer::CommandStart : 0)); return;
    case Kind::Case: caseHeader(next(0)); return;
    case Kind::Function:
        if (f.state == Body)
            functionBody(next(ShellLexer::CommandStart));
        else
            functionHeader(next(f.state == AfterName ? ShellLexer::CommandStart : 0));
        return;
    default: return;
    }
}

// for NAME [in WORDS] ; do ... done, for (( ... )) do ... done, select NAME ...; and the { }
// bodies bash also takes.
void ShellParser::loopHeader(const ShellToken& token)
{
    Frame& f = top();
    const auto startBody = [&](bool braced) {
        f.braced = braced;
        f.header = emitHeader(f, token.begin);
        f.state = Body;
        f.list = List::Start;
        f.hasCommand = false;
        beginPart(ShellBlockPart::Role::Body);
    };
    const QString what = f.kind == Kind::Select ? QStringLiteral("select") : QStringLiteral("for");
    switch (f.state) {
    case Name:
        if (token.is(T::Arithmetic) && f.kind == Kind::For) {
            f.kind = Kind::ArithmeticFor;
            m_script.blocks[f.block].kind = ShellBlock::Kind::ArithmeticFor;
            f.words.append(token.word);
            if (arithmeticForSeparators(token.word.raw) != 2) {
                syntaxError(token, tr("syntax error: for (( ... )) needs three expressions separated by ';'"));
                recoverHeader();
                return;
            }
            f.state = BeforeDo;
            return;
        }
        if (token.is(T::Word)) {
            f.words.append(token.word);
            f.state = AfterName;
            return;
        }
        break;
    case AfterName:
        if (token.is(T::Newline)) {
            m_lexer.readHereDocuments();
            f.sawNewline = true;
            return;
        }
        if (token.is(T::Semicolon) && !f.sawNewline) {
            f.separated = true;
            f.state = BeforeDo;
            return;
        }
        if (token.isWord(u"in")) {
            keyword(token);
            f.words.append(token.word);
            f.state = Words;
            return;
        }
        if (token.isWord(u"do")) {
            keyword(token);
            startBody(false);
            return;
        }
        if (token.isWord(u"{") && f.sawNewline) {
            startBody(true);
            return;
        }
        break;
    case Words:
        if (token.is(T::Word)) {
            f.words.append(token.word);
            return;
        }
        if (token.is(T::Semicolon) || token.is(T::Newline)) {
            if (token.is(T::Newline))
                m_lexer.readHereDocuments();
            f.separated = true;
            f.state = BeforeDo;
            return;
        }
        break;
    case BeforeDo:
        if (token.is(T::Newline)) {
            m_lexer.readHereDocuments();
            f.separated = true;
            return;
        }
        if (token.is(T::Semicolon) && f.kind == Kind::ArithmeticFor && !f.separated) {
            f.separated = true;
            return;
        }
        if (token.isWord(u"do")) {
            keyword(token);
            startBody(false);
            return;
        }
        if (token.isWord(u"{") && (f.separated || f.kind == Kind::ArithmeticFor)) {
            startBody(true);
            return;
        }
        break;
    default: break;
    }
    if (token.is(T::End)) {
        endOfInput(token);
        return;
    }
    syntaxError(token, tr("syntax error: unexpected '%1' in the %2 header; write: %2 NAME in WORDS; do ...; done")
                           .arg(tokenText(token), what));
    recoverHeader();
}

void ShellParser::caseHeader(const ShellToken& token)
{
    Frame& f = top();
    switch (f.state) {
    case Subject:
        if (token.is(T::Word)) {
            f.words.append(token.word);
            f.state = In;
            return;
        }
        break;
    case In:
        if (token.is(T::Newline)) {
            m_lexer.readHereDocuments();
            return;
        }
        if (token.isWord(u"in")) {
            keyword(token);
            f.words.append(token.word);
            f.header = emitHeader(f, token.end);
            f.state = Pattern;
            return;
        }
        break;
    case Pattern:
        if (token.is(T::Newline)) {
            m_lexer.readHereDocuments();
            return;
        }
        if (token.isWord(u"esac")) {
            keyword(token);
            close(token);
            return;
        }
        if (token.is(T::OpenParen)) {
            f.words.clear();
            f.state = PatternWord;
            return;
        }
        if (token.is(T::Word)) {
            f.words = {token.word};
            f.state = PatternNext;
            return;
        }
        break;
    case PatternWord:
        if (token.is(T::Word)) {
            f.words.append(token.word);
            f.state = PatternNext;
            return;
        }
        break;
    case PatternNext:
        if (token.is(T::Pipe)) {
            f.state = PatternWord;
            return;
        }
        if (token.is(T::CloseParen)) {
            f.state = Item;
            f.list = List::Start;
            f.hasCommand = false;
            beginPart(ShellBlockPart::Role::Item, f.words);
            f.words.clear();
            return;
        }
        break;
    default: break;
    }
    if (token.is(T::End)) {
        endOfInput(token);
        return;
    }
    syntaxError(
        token,
        tr("syntax error: unexpected '%1' in a case; write: case WORD in PATTERN) ...;; esac").arg(tokenText(token)));
    recoverHeader();
}

// function NAME [()] body
void ShellParser::functionHeader(const ShellToken& token)
{
    Frame& f = top();
    if (f.state == Name && token.is(T::Word)) {
        f.words.append(token.word);
        f.state = AfterName;
        return;
    }
    if (f.state == AfterName) {
        if (token.is(T::OpenParen)) {
            f.state = Paren;
            return;
        }
        f.header = emitHeader(f, f.words.constLast().range.end.offset);
        f.state = Body;
        functionBody(token);
        return;
    }
    if (f.state == Paren && token.is(T::CloseParen)) {
        f.header = emitHeader(f, token.end);
        f.state = Body;
        return;
    }
    if (token.is(T::End)) {
        endOfInput(token);
        return;
    }
    syntaxError(token, tr("syntax error: unexpected '%1' in a function definition").arg(tokenText(token)));
    recoverHeader();
}

// The body of a function: newlines, then one compound command.
void ShellParser::functionBody(const ShellToken& token)
{
    if (token.is(T::Newline)) {
        m_lexer.readHereDocuments();
        return;
    }
    if (token.is(T::OpenParen)) {
        push(Kind::Subshell, Condition, token);
        return;
    }
    if (token.is(T::Arithmetic)) {
        arithmetic(token);
        return;
    }
    if (token.isWord(u"[[")) {
        conditional(token);
        return;
    }
    if (token.is(T::Word) && !token.assignment && token.word.raw != QLatin1String("function") && startCompound(token))
        return;
    if (token.is(T::End)) {
        endOfInput(token);
        return;
    }
    syntaxError(token, tr("syntax error: a function's body must be a compound command such as { ...; }, not '%1'")
                           .arg(tokenText(token)));
    recoverHeader();
}

void ShellParser::endOfInput(const ShellToken& token)
{
    Frame& f = top();
    const bool expecting = f.list == List::Expect && !f.prefix;
    if (f.list == List::After || f.prefix)
        endPipeline(token, ShellOperator::End);
    const int n = int(m_context.text.size());
    const QString pending = f.pendingOp == ShellOperator::And          ? QStringLiteral("&&")
                            : f.pendingOp == ShellOperator::Or         ? QStringLiteral("||")
                            : f.pendingOp == ShellOperator::PipeStderr ? QStringLiteral("|&")
                                                                       : QStringLiteral("|");
    if (expecting) {
        ShellToken at = token;
        at.begin = f.pendingAt;
        at.end = f.pendingEnd;
        syntaxError(at, tr("syntax error: a command must follow '%1'").arg(pending));
    } else if (f.kind == Kind::Substitution) {
        m_context.error(f.at, n, ShellReader::unterminatedMessage(ShellConstruct::CommandSubstitution));
    } else if (m_frames.size() > 1) {
        // The innermost open construct is reported: deeply nested garbage gives one message.
        const QString opener = m_context.text.mid(f.at, f.end - f.at).toString();
        QString message = tr("syntax error: '%1' is never closed by '%2'").arg(opener, closerOf(f.kind, f.braced));
        if (m_frames.size() > 2)
            message += tr(" (and %n more enclosing construct(s) are not closed)", nullptr, int(m_frames.size() - 2));
        m_context.error(f.at, n, message);
    }
    // Close what is open, so that every block has its parts and its range.
    while (m_frames.size() > 1) {
        endPart();
        const Frame closing = m_frames.takeLast();
        if (closing.block >= 0)
            m_script.blocks[closing.block].range.end = m_context.range(n, n).end;
        if (closing.kind != Kind::Subshell && closing.kind != Kind::Group)
            --m_conditionalFrames;
        if (closing.kind == Kind::Subshell)
            --m_subshellFrames;
    }
    m_end = n;
}

QString ShellParser::closerOf(Kind kind, bool braced)
{
    switch (kind) {
    case Kind::If: return QStringLiteral("fi");
    case Kind::While:
    case Kind::Until: return QStringLiteral("done");
    case Kind::For:
    case Kind::Select:
    case Kind::ArithmeticFor: return braced ? QStringLiteral("}") : QStringLiteral("done");
    case Kind::Case: return QStringLiteral("esac");
    case Kind::Group: return QStringLiteral("}");
    case Kind::Function: return QStringLiteral("}");
    case Kind::Subshell:
    case Kind::Substitution: return QStringLiteral(")");
    case Kind::Top: break;
    }
    return QString();
}

QString ShellParser::tokenText(const ShellToken& token)
{
    switch (token.type) {
    case T::Word:
    case T::Arithmetic: return token.word.raw;
    case T::Newline: return QStringLiteral("\\n");
    case T::End: return tr("the end of the text");
    default: return token.text;
    }
}

void ShellParser::push(Kind kind, int state, const ShellToken& opener)
{
    Frame frame;
    frame.kind = kind;
    frame.state = state;
    frame.at = opener.begin;
    frame.end = opener.end;
    frame.elementFirst = frame.andOrFirst = int(m_script.commands.size());
    ShellBlock block;
    switch (kind) {
    case Kind::If: block.kind = ShellBlock::Kind::If; break;
    case Kind::While: block.kind = ShellBlock::Kind::While; break;
    case Kind::Until: block.kind = ShellBlock::Kind::Until; break;
    case Kind::For: block.kind = ShellBlock::Kind::For; break;
    case Kind::ArithmeticFor: block.kind = ShellBlock::Kind::ArithmeticFor; break;
    case Kind::Select: block.kind = ShellBlock::Kind::Select; break;
    case Kind::Case: block.kind = ShellBlock::Kind::Case; break;
    case Kind::Group: block.kind = ShellBlock::Kind::Group; break;
    case Kind::Subshell: block.kind = ShellBlock::Kind::Subshell; break;
    case Kind::Function: block.kind = ShellBlock::Kind::Function; break;
    case Kind::Top:
    case Kind::Substitution: break;
    }
    block.parent = top().block;
    block.range = m_context.range(opener.begin, opener.end);
    frame.block = int(m_script.blocks.size());
    m_script.blocks.append(block);
    const bool conditional = kind != Kind::Subshell && kind != Kind::Group;
    if (conditional)
        ++m_conditionalFrames;
    if (kind == Kind::Subshell)
        ++m_subshellFrames;
    m_frames.append(frame);
    if (kind == Kind::Subshell)
        beginPart(ShellBlockPart::Role::Body);
}

// The construct on top ends at closer: its block gets its range, the enclosing list its command.
void ShellParser::close(const ShellToken& closer)
{
    endPart();
    const Frame closing = m_frames.takeLast();
    if (closing.kind == Kind::Substitution) {
        m_end = closer.end;
        m_frames.append(closing); // keep a base frame; the parser is done
        return;
    }
    if (closing.block >= 0)
        m_script.blocks[closing.block].range.end = m_context.range(closer.end, closer.end).end;
    m_closedBlock = closing.block;
    if (closing.kind != Kind::Subshell && closing.kind != Kind::Group)
        --m_conditionalFrames;
    if (closing.kind == Kind::Subshell)
        --m_subshellFrames;
    completeElement();
}

void ShellParser::beginPart(ShellBlockPart::Role role, QList<ShellWord> patterns)
{
    const Frame& f = top();
    if (f.block < 0)
        return;
    ShellBlockPart part;
    part.role = role;
    part.firstCommand = part.endCommand = int(m_script.commands.size());
    part.patterns = std::move(patterns);
    m_script.blocks[f.block].parts.append(std::move(part));
}

void ShellParser::endPart(const QString& terminator)
{
    const Frame& f = top();
    if (f.block < 0 || m_script.blocks.at(f.block).parts.isEmpty())
        return;
    ShellBlockPart& part = m_script.blocks[f.block].parts.last();
    part.endCommand = int(m_script.commands.size());
    if (!terminator.isEmpty())
        part.terminator = terminator;
}

// A command (simple or compound) starts in the list on top.
void ShellParser::startElement()
{
    m_closedBlock = -1;
    top().elementFirst = int(m_script.commands.size());
}

// The command started by startElement() is complete: the functions whose body it was end
// too, and the list now expects an operator.
void ShellParser::completeElement()
{
    while (top().kind == Kind::Function && top().state == Body) {
        const Frame function = m_frames.takeLast();
        if (function.block >= 0) {
            ShellBlock& block = m_script.blocks[function.block];
            block.range.end = m_context.range(m_lexer.position(), m_lexer.position()).end;
            block.parts.append(
                {ShellBlockPart::Role::Body, function.header + 1, int(m_script.commands.size()), {}, {}});
        }
        --m_conditionalFrames;
    }
    Frame& f = top();
    const int end = int(m_script.commands.size());
    if (f.elementFirst < end) {
        if (f.pipeInto)
            mark(Pipeline, f.elementFirst, end, [](ShellCommand& c) { c.inPipeline = true; });
        // `! a | b` negates the pipeline: every command of it is in a negated pipeline.
        f.pipelineNegated = f.negated || (f.pipeInto && f.pipelineNegated);
        if (f.pipelineNegated)
            mark(Negated, f.elementFirst, end, [](ShellCommand& c) { c.negated = true; });
        if (f.timed)
            mark(Timed, f.elementFirst, end, [](ShellCommand& c) { c.timed = true; });
        if (f.coproc) {
            // A coprocess runs asynchronously.
            const SourceRange at = m_context.range(m_script.commands.at(f.elementFirst).range.begin.offset,
                                                   m_script.commands.at(f.elementFirst).range.begin.offset);
            mark(Background, f.elementFirst, end, [&](ShellCommand& c) {
                c.background = true;
                c.operatorRange = at;
            });
        }
        m_script.commands[f.elementFirst].precededBy = f.pendingOp;
    }
    f.pipeInto = false;
    f.prefix = false;
    f.negated = f.timed = f.coproc = false;
    f.list = List::After;
}

// ; & newline (or the end of the list) after a pipeline.
void ShellParser::endPipeline(const ShellToken& op, ShellOperator kind)
{
    Frame& f = top();
    const int end = int(m_script.commands.size());
    if (f.elementFirst < end && f.list == List::After) {
        ShellCommand& last = m_script.commands[end - 1];
        last.followedBy = kind;
        if (kind != ShellOperator::End)
            last.operatorRange = m_context.range(op.begin, op.end);
    }
    if (kind == ShellOperator::Background) {
        // & puts the whole and-or list since the last separator in the background (commands
        // already in the background keep the '&' nearest to them).
        const SourceRange at = m_context.range(op.begin, op.end);
        mark(Background, f.andOrFirst, end, [&](ShellCommand& c) {
            c.background = true;
            c.operatorRange = at;
        });
    }
    f.hasCommand = true;
    f.list = List::Start;
    f.prefix = f.negated = f.timed = f.pipelineNegated = false;
    f.pendingOp = kind == ShellOperator::End ? ShellOperator::End : kind;
    f.andOrFirst = f.elementFirst = end;
}

// && || | |& after a command.
void ShellParser::connect(const ShellToken& op, ShellOperator kind)
{
    Frame& f = top();
    const int end = int(m_script.commands.size());
    if (f.elementFirst < end) {
        ShellCommand& last = m_script.commands[end - 1];
        last.followedBy = kind;
        last.operatorRange = m_context.range(op.begin, op.end);
    }
    const bool pipe = kind == ShellOperator::Pipe || kind == ShellOperator::PipeStderr;
    if (pipe)
        mark(Pipeline, f.elementFirst, end, [](ShellCommand& c) { c.inPipeline = true; });
    else
        f.pipelineNegated = false; // && and || end the pipeline
    f.pipeInto = pipe;
    f.pendingOp = kind;
    f.pendingAt = op.begin;
    f.pendingEnd = op.end;
    f.list = List::Expect;
    f.elementFirst = end;
}

// Sets `which` on the commands [first, end) that do not have it yet. Each command is visited once
// per mark over the whole text: marking every command of every enclosing compound command
// again would cost depth x commands on deeply nested input.
void ShellParser::mark(Mark which, int first, int end, const std::function<void(ShellCommand&)>& set)
{
    QList<int>& next = m_unmarked[which];
    while (next.size() < end)
        next.append(int(next.size()));
    const auto find = [&](int i) {
        int root = i;
        while (root < next.size() && next.at(root) != root)
            root = next.at(root);
        while (i < next.size() && next.at(i) != i) {
            const int after = next.at(i);
            next[i] = root;
            i = after;
        }
        return root;
    };
    for (int k = find(first); k < end; k = find(k + 1)) {
        set(m_script.commands[k]);
        next[k] = k + 1;
    }
}

// bash runs each line it has read before it reads the next: a `shopt -s extglob` there changes
// how the following lines are read (not the rest of its own line, nor its compound command).
void ShellParser::lineRead()
{
    for (; m_linesRunTo < m_script.commands.size(); ++m_linesRunTo) {
        const ShellCommand& command = m_script.commands.at(m_linesRunTo);
        if (command.depth != 0 || command.conditional || command.words.size() < 3 ||
            command.words.constFirst().raw != QLatin1String("shopt"))
            continue;
        std::optional<bool> on;
        bool names = false;
        for (const ShellWord& word : command.words.mid(1)) {
            if (word.raw.startsWith(u'-') && !names) {
                if (word.raw.contains(u's'))
                    on = true;
                if (word.raw.contains(u'u'))
                    on = false;
                if (word.raw.contains(u'o'))
                    on.reset(); // shopt -o: set's options, not shopt's
            } else {
                names = true;
                if (word.raw == QLatin1String("extglob") && on)
                    m_context.extglob = *on;
            }
        }
    }
}

int ShellParser::addCommand(ShellCommand command, int begin, int end, bool header)
{
    // A header (for NAME in ..., case WORD in, NAME()) belongs to its block but is not inside it.
    const Frame& f = top();
    const bool ownConditional = header && f.kind != Kind::Group && f.kind != Kind::Subshell;
    command.depth = int(m_frames.size()) - (header ? 2 : 1);
    command.conditional = m_conditionalFrames - (ownConditional ? 1 : 0) > 0;
    command.subshell = m_subshellFrames > 0;
    command.block = f.block;
    command.range = m_context.range(begin, std::max(begin, end));
    m_commandBytes += commandBytes(command);
    m_script.commands.append(std::move(command));
    return int(m_script.commands.size()) - 1;
}

// The Compound command that holds a for/select/case/function header's words.
int ShellParser::emitHeader(Frame& frame, int end)
{
    ShellCommand command;
    command.kind = ShellCommandKind::Compound;
    command.words = frame.words;
    if (frame.kind == Kind::Case)
        frame.words.clear();
    if (!command.words.isEmpty())
        end = command.words.constLast().range.end.offset;
    const int block = frame.block;
    const int index = addCommand(std::move(command), frame.at, end, true);
    if (block >= 0)
        m_script.blocks[block].header = index;
    return index;
}

void ShellParser::syntaxError(const ShellToken& token, const QString& message)
{
    const int end = std::max(token.end, token.begin);
    m_context.error(token.begin, end,
                    message.isEmpty() ? tr("syntax error: unexpected '%1'").arg(tokenText(token)) : message);
}

// After an error in a header: drop the construct and read on in the list around it.
void ShellParser::recoverHeader()
{
    if (m_frames.size() <= 1)
        return;
    const Frame dropped = m_frames.takeLast();
    if (dropped.kind != Kind::Subshell && dropped.kind != Kind::Group)
        --m_conditionalFrames;
    if (dropped.kind == Kind::Subshell)
        --m_subshellFrames;
    top().list = List::Start;
}

} // namespace ddpw
