#pragma once

#include "shell/ShellWord.h"
#include "util/SourceRange.h"

#include <QList>
#include <QString>

namespace ddpw {

// The control operator that ends a simple command. End means the text (or the enclosing
// construct) ended without one.
enum class ShellOperator {
    End,
    Newline,
    Semicolon,  // ;
    And,        // &&
    Or,         // ||
    Pipe,       // |
    PipeStderr, // |&
    Background, // &
    CaseBreak,  // ;; ;& ;;& (ends a case branch)
};

// What the first word makes of a command, for the builtins that change the shell's state.
enum class ShellCommandKind {
    Simple,      // anything else, including the launcher
    Export,      // export
    Set,         // set
    Unset,       // unset
    Declaration, // declare, typeset, local, readonly
    Exec,        // exec
    Source,      // source, .
    Eval,        // eval
    Compound,    // a for/select/case header or a function's name: its words are not a command
    Arithmetic,  // (( expression )): one word, the whole construct as written
    Conditional, // [[ expression ]]: its words from [[ to ]], never a command
};

// NAME=value, NAME+=value, NAME[subscript]=value or NAME=(elements...) before the command's
// words (or alone on the line), or as an argument of declare/local/export/readonly/typeset.
struct ShellAssignment
{
    QString name;
    bool append = false; // NAME+=value
    ShellWord value;     // the part after '=' (raw, value, range, hasExpansion); for NAME=(...) the (...) as written
    SourceRange range;   // the whole NAME=value word
    bool subscripted = false;  // NAME[subscript]=value
    QString subscript;         // the subscript as written, between the brackets
    bool compound = false;     // NAME=( ... ): an array
    QList<ShellWord> elements; // the words between the parentheses, in order ([key]=value kept as one word)
    int wordIndex = -1;        // an argument of declare/export/...: its index in ShellCommand::words
};

// A redirection such as 2>&1, >log.txt, <<EOF or <<<"$X". Here-documents keep their body.
struct ShellRedirection
{
    int fd = -1;                     // the explicit descriptor before the operator, -1 when none
    QString op;                      // <, >, >>, <<, <<-, <<<, <>, <&, >&, >|, &>, &>>
    ShellWord target;                // the word after the operator (the delimiter for a here-document)
    QString hereDocument;            // the body of a here-document, lines joined with '\n'
    bool hereDocumentQuoted = false; // a quoted delimiter: the body is not expanded
    SourceRange range;
};

// `set -e`, `set -o pipefail`, `set +x`: one option switched on or off.
struct ShellSetOption
{
    QString name; // long name: errexit, nounset, pipefail, xtrace, allexport, ...
    bool enabled = true;
    friend bool operator==(const ShellSetOption&, const ShellSetOption&) = default;
};

// One simple command: leading assignments, words, redirections, and how it is connected to
// the next one. Compound commands (if/while/for/case, { }, ( ), functions) are read with
// bash's grammar; their keywords are not words of the commands inside, ShellScript::blocks
// holds their structure, and `depth`/`conditional`/`block` say how the command is nested.
struct ShellCommand
{
    QList<ShellAssignment> assignments;
    QList<ShellWord> words;
    QList<ShellRedirection> redirections;
    // Arguments of declare/typeset/local/readonly/export that are assignments (also listed in words).
    QList<ShellAssignment> declarations;
    ShellCommandKind kind = ShellCommandKind::Simple;
    QList<ShellSetOption> setOptions;              // for kind Set
    ShellOperator precededBy = ShellOperator::End; // End for the first command
    ShellOperator followedBy = ShellOperator::End;
    SourceRange operatorRange; // the operator that follows it (the '&' of a background command); empty at End
    bool background = false;   // followed by & (or inside a compound command that is)
    bool inPipeline = false;   // connected by | or |& to the previous or the next command
    bool negated = false;      // `! command`
    bool timed = false;        // `time command`
    int depth = 0;             // how many compound constructs enclose it
    bool conditional = false;  // inside if/while/until/for/select/case or a function body
    bool subshell = false;     // inside ( ... ): its assignments do not reach the commands after it
    int block = -1;            // the innermost ShellScript::blocks entry that holds it, -1 at the top
    SourceRange range;
};

} // namespace ddpw
