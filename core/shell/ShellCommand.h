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
    CaseBreak,  // ;; (ends a case branch)
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
    Compound,    // a for/select/case header: its words are not a command
};

// NAME=value or NAME+=value before the command's words (or alone on the line).
struct ShellAssignment
{
    QString name;
    bool append = false; // NAME+=value
    ShellWord value;     // the part after '=' (raw, value, range, hasExpansion)
    SourceRange range;   // the whole NAME=value word
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
// the next one. Compound syntax (if/while/for/case, { }, ( ), functions) is recognised only
// as far as it matters for static reading: its keywords are not words of the commands inside,
// and `depth`/`conditional` say how the command is nested.
struct ShellCommand
{
    QList<ShellAssignment> assignments;
    QList<ShellWord> words;
    QList<ShellRedirection> redirections;
    ShellCommandKind kind = ShellCommandKind::Simple;
    QList<ShellSetOption> setOptions;              // for kind Set
    ShellOperator precededBy = ShellOperator::End; // End for the first command
    ShellOperator followedBy = ShellOperator::End;
    bool background = false;  // followed by &
    bool inPipeline = false;  // connected by | or |& to the previous or the next command
    int depth = 0;            // how many compound constructs enclose it
    bool conditional = false; // inside if/while/until/for/select/case or a function body
    bool subshell = false;    // inside ( ... ): its assignments do not reach the commands after it
    SourceRange range;
};

} // namespace ddpw
