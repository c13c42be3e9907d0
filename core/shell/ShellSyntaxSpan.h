#pragma once

namespace ddpw {

// One stretch of a snippet and what bash's grammar makes of it, for colouring the text exactly
// as the reader (and so every check) reads it: quoting, expansions, here-document bodies and
// reserved words. Offsets are QString indices into the whole text, end exclusive. A span inside
// another one (a $VAR in a double-quoted string, a string inside $(...)) is listed too.
struct ShellSyntaxSpan
{
    enum class Role {
        String,    // '...', "...", $'...', a here-document's body
        Expansion, // $NAME, ${...}, $(...), `...`, $((...)), <(...)
        Keyword,   // if then else fi for in do done case esac while until { } [[ ]] ! time ...
    };
    int begin = 0;
    int end = 0;
    Role role = Role::String;
};

} // namespace ddpw
