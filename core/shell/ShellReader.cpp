#include "shell/ShellReader.h"

#include "shell/ShellParser.h"

namespace ddpw {

ShellScript ShellReader::read(QStringView text) const
{
    ShellScript script;
    ShellParser::read(text, script);
    return script;
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
