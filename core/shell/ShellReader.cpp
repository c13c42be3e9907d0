#include "shell/ShellReader.h"

#include "shell/ShellParser.h"
#include "shell/ShellReadContext.h"

namespace ddpw {

ShellScript ShellReader::read(QStringView text) const
{
    ShellScript script;
    ShellParser::read(text, script);
    return script;
}

int ShellReader::substitutionEnd(QStringView text, int open, int bodyAt)
{
    ShellScript scratch;
    ShellReadContext context(text, scratch);
    const int end = ShellParser::readSubstitution(context, open, bodyAt, 1);
    const bool closed = end > bodyAt && end <= text.size() && text[end - 1] == u')' &&
                        !(end == text.size() && context.failed && !scratch.diagnostics.isEmpty() &&
                          scratch.diagnostics.constFirst().range.end.offset == text.size());
    return closed ? end : -1;
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
