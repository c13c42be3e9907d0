#pragma once

#include "shell/ShellLexer.h"
#include "shell/ShellReadContext.h"
#include "shell/ShellScript.h"

#include <QCoreApplication>
#include <QList>
#include <QStringView>

#include <functional>
#include <optional>

namespace ddpw {

// bash's grammar, run over ShellLexer's tokens with an explicit stack of open constructs (no
// recursion, so if/while/( ... ) nest to any depth in linear time): lists and pipelines,
// if/while/until/for/select/case, for ((...)), { }, ( ), functions, [[ ]] and (( )), `!`,
// `time`, `coproc`, assignments with arrays, redirections and here-documents. It accepts
// exactly what bash -n accepts and reports the first syntax error as bash would (where, and
// what to do about it). Every simple command lands in ShellScript::commands, every compound
// command in ShellScript::blocks.
class ShellParser
{
    Q_DECLARE_TR_FUNCTIONS(ShellParser)

public:
    static void read(QStringView text, ShellScript& script);
    // The same, also recording the syntax of the text (quoting, expansions, reserved words).
    static void read(QStringView text, ShellScript& script, QList<ShellSyntaxSpan>& syntax);
    // The commands of a $( ... ) whose first character is at bodyAt (the '$' or '<' at open):
    // returns the index after its ')', the text's size when it never closes.
    static int readSubstitution(ShellReadContext& context, int open, int bodyAt, int depth);

    // The memory the commands of one text may take (as estimated while they are read): a fixed
    // part, which any start command stays far below, and 4 bytes per byte of the text beyond
    // that. A text of a million one-line commands would otherwise take 30 times its size.
    static constexpr qint64 kMaxCommandBytes = 64LL * 1024 * 1024;
    static constexpr qint64 kCommandBytesPerCharacter = 4;

private:
    enum class Kind {
        Top,
        Substitution,
        Subshell,
        Group,
        If,
        While,
        Until,
        For,
        Select,
        ArithmeticFor,
        Case,
        Function
    };
    enum class List { Start, After, Expect };
    // States of the constructs that have a header (the others only read a list).
    enum State {
        Condition = 0, // if/while/until: the list before then/do
        Then = 1,
        Else = 2,
        Body = 4,    // the do ... done (or { }) of a loop, the body of a function
        Name = 10,   // for/select/function: the name
        AfterName,   // for/select: in, do, ';'; function: '(' or the body
        Words,       // for/select: the words after in
        BeforeDo,    // for/select: after the words, before do
        Paren,       // function: the ')' of name ( )
        Subject,     // case WORD
        In,          // case WORD in
        Pattern,     // case: a pattern or esac
        PatternWord, // case: a pattern after '(' or '|'
        PatternNext, // case: '|' or ')'
        Item,        // case: the commands of a branch
    };
    struct Frame
    {
        Kind kind = Kind::Top;
        int state = Condition;
        int at = 0; // the opener, for messages
        int end = 0;
        List list = List::Start;
        bool hasCommand = false; // the current list holds a command
        bool braced = false;     // a loop whose body is { ... }
        bool separated = false;  // a for header had its ';' or newline
        bool sawNewline = false;
        int block = -1;
        int header = -1;      // the Compound command of the header
        int elementFirst = 0; // first command of the pipeline element being read
        int andOrFirst = 0;   // first command since the last ; & or newline
        ShellOperator pendingOp = ShellOperator::End;
        int pendingAt = 0; // where the pending operator is written
        int pendingEnd = 0;
        bool pipeInto = false; // the element being read is the right side of a |
        bool prefix = false;   // `!` or `time` read, no command yet
        bool negated = false;
        bool pipelineNegated = false; // `! a | b`: the whole pipeline's status is negated
        bool timed = false;
        bool coproc = false;
        QList<ShellWord> words; // header words (for/select/case/function)
    };

    ShellParser(ShellReadContext& context, ShellScript& script, int position, int depth, Kind base, int openAt);
    int run();

    Frame& top() { return m_frames.last(); }
    bool readingList(const Frame& frame) const;
    ShellToken next(int flags);
    void pushBack(const ShellToken& token) { m_pushedBack = token; }

    void listStep();
    void headerStep();
    void loopHeader(const ShellToken& token);
    void caseHeader(const ShellToken& token);
    void functionHeader(const ShellToken& token);
    void functionBody(const ShellToken& token);
    bool startCompound(const ShellToken& token);
    bool reservedWord(const ShellToken& token);
    void keyword(const ShellToken& token) { m_context.mark(token.begin, token.end, ShellSyntaxSpan::Role::Keyword); }
    bool terminator(const ShellToken& token);
    void prefixWord(const ShellToken& token);
    void coproc(const ShellToken& token);
    void conditional(const ShellToken& open);
    bool conditionalTerm(QList<ShellWord>& words, ShellToken& after);
    void arithmetic(const ShellToken& token);
    void simpleCommand(ShellToken token);
    void redirection(const ShellToken& op, ShellCommand* command, QList<int>* hereDocuments);
    bool closesAfterCompound(const ShellToken& token);
    void endOfInput(const ShellToken& token);

    void push(Kind kind, int state, const ShellToken& opener);
    void close(const ShellToken& closer);
    void beginPart(ShellBlockPart::Role role, QList<ShellWord> patterns = {});
    void endPart(const QString& terminator = QString());
    void startElement();
    void completeElement();
    void endPipeline(const ShellToken& op, ShellOperator kind);
    void connect(const ShellToken& op, ShellOperator kind);
    int addCommand(ShellCommand command, int begin, int end, bool header = false);
    bool stopsForMemory();
    void lineRead();
    enum Mark { Pipeline, Negated, Timed, Background, MarkCount };
    void mark(Mark which, int first, int end, const std::function<void(ShellCommand&)>& set);
    int emitHeader(Frame& frame, int end);
    void syntaxError(const ShellToken& token, const QString& message = QString());
    void recoverHeader();
    static QString tokenText(const ShellToken& token);
    static QString closerOf(Kind kind, bool braced);

    ShellReadContext& m_context;
    ShellScript& m_script;
    ShellLexer m_lexer;
    QList<Frame> m_frames;
    std::optional<ShellToken> m_pushedBack;
    int m_depth = 0;
    int m_end = -1;             // set when the base construct ends
    qint64 m_commandBytes = 0;  // estimated memory of the commands read (kMaxCommandBytes)
    qsizetype m_linesRunTo = 0; // the commands lineRead() has looked at
    int m_conditionalFrames = 0;
    int m_subshellFrames = 0;
    int m_closedBlock = -1;           // the block of the construct that just ended, for its redirections
    QList<int> m_unmarked[MarkCount]; // per mark: the next command at or after i without it
};

} // namespace ddpw
