#include "validate/LostAssignment.h"

#include <algorithm>

namespace ddpw {

namespace {

// Characters a page or an editor adds that show as nothing: bash keeps them in the word.
bool isInvisible(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0xFEFF || (u >= 0x200B && u <= 0x200D) || u == 0x2060 || u == 0x00AD;
}

bool assigns(const QList<ShellAssignment>& assignments, const QString& name)
{
    return std::any_of(assignments.cbegin(), assignments.cend(),
                       [&name](const ShellAssignment& a) { return a.name == name && !a.subscripted; });
}

} // namespace

std::optional<QString> LostAssignment::explain(const ShellScript& script, const QString& name)
{
    for (const ShellCommand& command : script.commands) {
        if (std::optional<QString> why = explain(command, name))
            return tr("line %1 does not set it: %2").arg(command.range.begin.line).arg(*why);
    }
    return std::nullopt;
}

std::optional<QString> LostAssignment::explain(const ShellCommand& command, const QString& name)
{
    const QList<ShellWord>& words = command.words;
    if (words.size() >= 2 && words.at(0).raw == name && words.at(1).raw.startsWith(u'='))
        return tr("with blanks around '=' bash runs %1 as a command (command not found); write %1=VALUE").arg(name);
    if (!words.isEmpty()) {
        const QString& first = words.at(0).raw;
        const qsizetype invisible = std::find_if_not(first.cbegin(), first.cend(), isInvisible) - first.cbegin();
        if (invisible > 0 && first.mid(invisible).startsWith(name + u'='))
            return tr("the line starts with an invisible character (U+%1, as an editor or a web page adds), so "
                      "bash reads no assignment and finds no such command; delete it")
                .arg(QString::number(first.at(0).unicode(), 16).toUpper().rightJustified(4, u'0'));
    }
    // cmd | read NAME: read runs in the pipeline's subshell (bash without lastpipe).
    const bool reader =
        !words.isEmpty() && (words.at(0).raw == QLatin1String("read") || words.at(0).raw == QLatin1String("mapfile") ||
                             words.at(0).raw == QLatin1String("readarray"));
    if (reader && command.inPipeline &&
        (command.precededBy == ShellOperator::Pipe || command.precededBy == ShellOperator::PipeStderr) &&
        std::any_of(words.cbegin() + 1, words.cend(), [&name](const ShellWord& w) { return w.raw == name; }))
        return tr("%1 runs at the end of a pipeline, in a subshell of its own, so the value is gone after that line; "
                  "read from a here-string instead: %1 ... <<< \"$(...)\"")
            .arg(words.at(0).raw);
    if (!assigns(command.assignments, name))
        return std::nullopt;
    if (!words.isEmpty())
        return tr("%1=... before a command sets it in that command's environment alone").arg(name);
    if (command.inPipeline)
        return tr("bash runs each part of a pipeline in a subshell, so the value is gone after that line; assign "
                  "the command's output instead: %1=$(...)")
            .arg(name);
    if (command.subshell)
        return tr("it is assigned inside ( ... ), a subshell: the value is gone after it");
    return std::nullopt;
}

} // namespace ddpw
