#pragma once

#include "shell/ShellCommand.h"
#include "shell/ShellWord.h"

#include <QString>

namespace ddpw {

// One token of bash's grammar as ShellLexer reads it: a word (with what it makes of an
// assignment), a control operator, a redirection operator, or a whole (( ... )).
struct ShellToken
{
    enum class Type {
        Word,
        Newline,
        Semicolon,  // ;
        Background, // &
        And,        // &&
        Or,         // ||
        Pipe,       // |
        PipeStderr, // |&
        CaseBreak,  // ;; ;& ;;&
        OpenParen,  // (
        CloseParen, // )
        Redirection,
        Arithmetic, // (( ... )) at the start of a command
        End,
    };
    Type type = Type::End;
    int begin = 0;
    int end = 0;
    ShellWord word; // Word and Arithmetic
    QString text;   // the operator as written
    int fd = -1;    // Redirection: the descriptor written before it, -1 when none
    // A word read where bash takes assignments (NAME=..., NAME[...]=..., NAME=(...)).
    bool assignment = false;
    ShellAssignment assigned;

    bool is(Type t) const { return type == t; }
    bool isWord(QStringView raw) const { return type == Type::Word && word.raw == raw; }
};

} // namespace ddpw
