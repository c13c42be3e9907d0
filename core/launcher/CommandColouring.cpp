#include "launcher/CommandColouring.h"

#include "launcher/LauncherLocator.h"
#include "shell/ShellParser.h"

#include <algorithm>

namespace ddpw {

namespace {

using Role = ColouredSpan::Role;

Role roleOf(ShellSyntaxSpan::Role role)
{
    switch (role) {
    case ShellSyntaxSpan::Role::String: return Role::String;
    case ShellSyntaxSpan::Role::Expansion: return Role::Expansion;
    case ShellSyntaxSpan::Role::Keyword: return Role::Keyword;
    }
    return Role::String;
}

// The builtins that change what the launcher gets (exported variables, exec, set -e ...).
bool isStateBuiltin(ShellCommandKind kind)
{
    return kind == ShellCommandKind::Export || kind == ShellCommandKind::Set || kind == ShellCommandKind::Unset ||
           kind == ShellCommandKind::Declaration || kind == ShellCommandKind::Exec ||
           kind == ShellCommandKind::Source || kind == ShellCommandKind::Eval;
}

// An option word (-x, --name, --name=value): the option's own part, up to an unquoted '='.
void addOption(const ShellWord& word, QList<ColouredSpan>& spans)
{
    const QString& raw = word.raw;
    if (raw.size() < 2 || raw[0] != u'-')
        return;
    qsizetype length = 1;
    while (length < raw.size() &&
           (raw[length].isLetterOrNumber() || raw[length] == u'-' || raw[length] == u'_' || raw[length] == u'.'))
        ++length;
    if (length < 2)
        return;
    const int begin = word.range.begin.offset;
    spans.append({begin, begin + int(length), Role::Option});
}

void addCommandWords(const ShellCommand& command, QList<ColouredSpan>& spans)
{
    if (command.words.isEmpty())
        return;
    const auto wordSpan = [&](int index, Role role) {
        const ShellWord& word = command.words.at(index);
        spans.append({word.range.begin.offset, word.range.end.offset, role});
    };
    if (command.kind == ShellCommandKind::Compound || command.kind == ShellCommandKind::Arithmetic ||
        command.kind == ShellCommandKind::Conditional)
        return;
    int first = 1;
    if (isStateBuiltin(command.kind))
        wordSpan(0, Role::Keyword);
    if (const std::optional<LauncherLocation> launcher = LauncherLocator::locate(command.words)) {
        wordSpan(launcher->programIndex, Role::Launcher);
        if (launcher->moduleIndex >= 0)
            wordSpan(launcher->moduleIndex, Role::Launcher);
        first = launcher->programIndex + 1;
    }
    for (int i = first; i < command.words.size(); ++i)
        addOption(command.words.at(i), spans);
}

} // namespace

QList<ColouredSpan> CommandColouring::spans(QStringView text)
{
    ShellScript script;
    QList<ShellSyntaxSpan> syntax;
    ShellParser::read(text, script, syntax);
    QList<ColouredSpan> result;
    result.reserve(syntax.size() + script.comments.size());
    for (const ShellSyntaxSpan& span : std::as_const(syntax))
        result.append({span.begin, span.end, roleOf(span.role)});
    for (const SourceRange& comment : std::as_const(script.comments))
        result.append({comment.begin.offset, comment.end.offset, Role::Comment});
    for (const ShellCommand& command : std::as_const(script.commands))
        addCommandWords(command, result);
    // A launcher word or an option is a whole word: a quote or $VAR inside it paints over it.
    std::stable_sort(result.begin(), result.end(), [](const ColouredSpan& a, const ColouredSpan& b) {
        if (a.begin != b.begin)
            return a.begin < b.begin;
        return a.end > b.end;
    });
    return result;
}

} // namespace ddpw
