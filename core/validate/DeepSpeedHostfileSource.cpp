#include "validate/DeepSpeedHostfileSource.h"

#include "expand/StaticExpander.h"

namespace ddpw {

namespace {

constexpr int kMaxWriters = 4;
const QLatin1String kVariable("__DDPW_HOSTFILE");

bool writes(const ShellRedirection& redirection)
{
    return redirection.op == QLatin1String(">") || redirection.op == QLatin1String(">>") ||
           redirection.op == QLatin1String(">|") || redirection.op == QLatin1String("&>") ||
           redirection.op == QLatin1String("&>>");
}

bool sameTarget(const ShellWord& target, const QString& path, const QString& raw)
{
    return (!target.hasExpansion && target.value == path) || (!raw.isEmpty() && target.raw == raw);
}

// The snippet's text of command `index`'s whole pipeline, without the redirection to the file.
QString pipelineText(QStringView text, const ShellScript& script, int index, const ShellRedirection& redirection)
{
    int first = index;
    while (first > 0 && script.commands.at(first).precededBy == ShellOperator::Pipe)
        --first;
    const int begin = script.commands.at(first).range.begin.offset;
    const int end = script.commands.at(index).range.end.offset;
    QString body = text.mid(begin, redirection.range.begin.offset - begin).toString();
    body += text.mid(redirection.range.end.offset, std::max(0, end - redirection.range.end.offset));
    return body;
}

// What the writer puts in the file on this node, evaluated as $(...) after the text before it.
std::optional<QString> evaluate(QStringView text, const ShellScript& script, int index,
                                const ShellRedirection& redirection, const QMap<QString, QString>& environment)
{
    const ShellCommand& command = script.commands.at(index);
    int first = index;
    while (first > 0 && script.commands.at(first).precededBy == ShellOperator::Pipe)
        --first;
    QString synthetic = text.left(script.commands.at(first).range.begin.offset).toString();
    QString body;
    for (const ShellRedirection& other : command.redirections) {
        if (other.op.startsWith(QLatin1String("<<")) && other.op != QLatin1String("<<<")) {
            // cat <<EOF: the body, expanded like a double-quoted string unless the delimiter is quoted.
            if (command.words.value(0).value != QLatin1String("cat"))
                return std::nullopt;
            QString quoted = other.hereDocument;
            if (other.hereDocumentQuoted)
                quoted = QStringLiteral("'") + quoted.replace(u'\'', QLatin1String("'\\''")) + u'\'';
            else
                quoted = u'"' + quoted.replace(u'"', QLatin1String("\\\"")) + u'"';
            body = QStringLiteral("printf '%s\\n' ") + quoted;
        }
    }
    if (body.isEmpty())
        body = pipelineText(text, script, index, redirection);
    synthetic += QStringLiteral("\n%1=$(%2)\ntorchrun \"$%1\"\n").arg(kVariable, body);
    const StaticExpansion expansion = StaticExpander(environment).expandText(synthetic);
    if (!expansion.launcherFound || expansion.argv.size() != 2 || !expansion.unresolved.isEmpty())
        return std::nullopt;
    return expansion.argv.at(1) + u'\n';
}

} // namespace

DeepSpeedHostfileSource::Found DeepSpeedHostfileSource::read(QStringView text, const ShellScript& script,
                                                             int launcherCommand, const QString& path,
                                                             const QString& raw,
                                                             const QMap<QString, QString>& environment)
{
    Found found;
    QString contents;
    bool known = true;
    int writers = 0;
    for (int index = 0; index < launcherCommand && index < script.commands.size(); ++index) {
        const ShellCommand& command = script.commands.at(index);
        for (const ShellRedirection& redirection : command.redirections) {
            if (!writes(redirection) || !sameTarget(redirection.target, path, raw))
                continue;
            found.written = true;
            if (command.depth > 0 || ++writers > kMaxWriters) {
                known = false; // inside a loop or branch: not evaluated
                continue;
            }
            const std::optional<QString> output = evaluate(text, script, index, redirection, environment);
            if (!output) {
                known = false;
                continue;
            }
            if (!redirection.op.endsWith(QLatin1String(">>")))
                contents.clear();
            contents += *output;
        }
    }
    if (found.written && known)
        found.file = DeepSpeedHostfile::parse(contents);
    return found;
}

} // namespace ddpw
