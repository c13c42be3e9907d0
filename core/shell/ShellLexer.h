#pragma once

#include "shell/ShellReadContext.h"
#include "shell/ShellScanner.h"
#include "shell/ShellToken.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// Reads bash's tokens for ShellParser: words with their quoting and expansions, control and
// redirection operators, comments, here-document bodies, and the words of [[ ... ]]. A $(...)
// or <(...) inside a word is read by a nested ShellParser, so its commands are checked like
// bash 5.2 checks them; past a fixed nesting depth they are only skipped (ShellScanner), so
// any depth takes linear time and bounded stack.
class ShellLexer
{
    Q_DECLARE_TR_FUNCTIONS(ShellLexer)

public:
    enum Flag {
        CommandStart = 1,      // `((` opens an arithmetic command
        AssignmentAllowed = 2, // NAME=..., NAME[...]=... and NAME=(...) are assignments
    };
    // What [[ ... ]] reads: a plain word, the right side of =~ (parentheses and '|' belong to it,
    // blanks inside parentheses too), or the pattern after == / != (extended globs allowed).
    enum class ConditionalWord { Plain, Regex, Pattern };

    ShellLexer(ShellReadContext& context, ShellScript& script, int position, int depth);

    ShellToken next(int flags = 0);
    // Inside [[ ]]: blanks (and newlines when asked) are skipped; && || ( ) < > ! are operators.
    ShellToken nextConditional(ConditionalWord kind, bool skipNewlines);
    int position() const { return m_i; }
    void rewind(int position) { m_i = position; }
    // Call right after a newline token: reads the bodies of the here-documents waiting for it.
    void readHereDocuments();
    // A here-document operator was read for redirection `redirection` of command `command`.
    void expectHereDocument(int command, int redirection, const QString& delimiter, bool stripTabs, int at);

    // How deep $(...), ${...} and quotes may nest before they are skipped instead of read.
    static constexpr int kMaxDepth = 32;

private:
    struct WordText
    {
        QString value;
        bool hasExpansion = false;
    };
    enum class WordEnd { Normal, Regex, Pattern };

    void skipBlanks();
    void comment();
    ShellToken operatorToken(ShellToken::Type type, int length);
    ShellToken redirection(int begin, int fd);
    ShellToken word(int flags);
    ShellToken arithmeticCommand();
    bool readAssignment(int begin, ShellToken& token);
    int readArrayElements(int open, ShellAssignment& assignment);
    // The ']' that closes the subscript opened at `open` (blanks and quotes included, as bash
    // reads it), m_n when the text ends first.
    int subscriptClose(int open);
    int scanWord(int i, WordText& out, WordEnd end);
    int readSingleQuoted(int i, WordText& out);
    int readDoubleQuoted(int i, WordText& out);
    int readDollar(int i, WordText& out, bool inDoubleQuotes);
    void markDollar(int at, int end);
    int readParameter(int open, WordText& out);
    int readArithmetic(int open, WordText& out);
    int readOldArithmetic(int open, WordText& out);
    int readBacktick(int i, WordText& out);
    int readSubstitution(int open, int bodyAt, WordText& out);
    int skipConstruct(int pos, ShellConstruct kind, int openerAt, WordText& out);
    int arithmeticEnd(int pos, bool& closed) const;
    ShellWord makeWord(int begin, int end, WordText&& text) const;
    void unterminated(int at, ShellConstruct construct);

    ShellReadContext& m_context;
    ShellScript& m_script;
    QStringView m_text;
    int m_n = 0;
    int m_i = 0;
    int m_depth = 0;
};

} // namespace ddpw
