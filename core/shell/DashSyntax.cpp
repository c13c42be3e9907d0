#include "shell/DashSyntax.h"

#include "shell/ShellReferences.h"

namespace ddpw {

// The messages are dash's own words, as it prints them (they are quoted, not translated).

namespace {

// After ${NAME: the POSIX operators :- := :? :+; anything else is bash's substring.
bool posixAfterColon(QChar c)
{
    return c == u'-' || c == u'=' || c == u'?' || c == u'+';
}

std::optional<ShellDiagnostic> earlier(std::optional<ShellDiagnostic> a, std::optional<ShellDiagnostic> b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    return b->range.begin.offset < a->range.begin.offset ? b : a;
}

} // namespace

bool DashSyntax::bashOnlyExpansion(QStringView raw)
{
    for (const ShellReference& reference : ShellReferences::in(raw)) {
        if (reference.plain || reference.begin + 1 >= raw.size() || raw.at(reference.begin + 1) != u'{')
            continue;
        const qsizetype afterBrace = reference.begin + 2;
        if (afterBrace < raw.size() && raw.at(afterBrace) == u'!')
            return true; // ${!NAME}, ${!prefix*}
        const qsizetype op = afterBrace + reference.name.size();
        if (op >= raw.size() || reference.name.isEmpty() ||
            raw.mid(afterBrace, reference.name.size()) != reference.name)
            continue;
        const QChar c = raw.at(op);
        if (c == u'[' || c == u'/' || c == u'^' || c == u',' || c == u'@')
            return true;
        if (c == u':' && (op + 1 >= raw.size() || !posixAfterColon(raw.at(op + 1))))
            return true;
    }
    return false;
}

std::optional<ShellDiagnostic> DashSyntax::inCommand(const ShellCommand& command)
{
    std::optional<ShellDiagnostic> found;
    for (const QList<ShellAssignment>* list : {&command.assignments, &command.declarations}) {
        for (const ShellAssignment& assignment : *list) {
            if (assignment.compound)
                found =
                    earlier(found, ShellDiagnostic{assignment.range, QStringLiteral("Syntax error: \"(\" unexpected")});
            else if (assignment.subscripted || bashOnlyExpansion(assignment.value.raw))
                found = earlier(found, ShellDiagnostic{assignment.range, QStringLiteral("Bad substitution")});
        }
    }
    for (const ShellRedirection& redirection : command.redirections) {
        if (redirection.op == QLatin1String("<<<"))
            found = earlier(found,
                            ShellDiagnostic{redirection.range, QStringLiteral("Syntax error: redirection unexpected")});
        else if (bashOnlyExpansion(redirection.target.raw) ||
                 (!redirection.hereDocumentQuoted && bashOnlyExpansion(redirection.hereDocument)))
            found = earlier(found, ShellDiagnostic{redirection.range, QStringLiteral("Bad substitution")});
    }
    for (const ShellWord& word : command.words) {
        if (bashOnlyExpansion(word.raw))
            found = earlier(found, ShellDiagnostic{word.range, QStringLiteral("Bad substitution")});
    }
    return found;
}

std::optional<ShellDiagnostic> DashSyntax::firstError(const ShellScript& script, QStringView text)
{
    std::optional<ShellDiagnostic> found;
    for (const ShellBlock& block : script.blocks) {
        const qsizetype at = block.range.begin.offset;
        if (block.kind == ShellBlock::Kind::Function && at >= 0 && at < text.size() &&
            text.mid(at).startsWith(QLatin1String("function")))
            found = earlier(found, ShellDiagnostic{block.range, QStringLiteral("Syntax error: \"}\" unexpected")});
    }
    for (const ShellCommand& command : script.commands) {
        if (found && command.range.begin.offset > found->range.begin.offset)
            break;
        found = earlier(found, inCommand(command));
    }
    return found;
}

} // namespace ddpw
