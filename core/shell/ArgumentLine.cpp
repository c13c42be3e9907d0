#include "shell/ArgumentLine.h"

#include "shell/ShellReader.h"
#include "util/ShellQuote.h"

namespace ddpw {

namespace {

// A glob character or a leading tilde outside quotes: bash would have expanded the word.
bool globbedOrTilde(const QString& raw)
{
    if (raw.startsWith(u'~'))
        return true;
    QChar quote;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (quote.isNull() && c == u'\\') {
            ++i;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            if (quote.isNull())
                quote = c;
            else if (quote == c)
                quote = QChar();
            continue;
        }
        if (quote.isNull() && (c == u'*' || c == u'?' || c == u'['))
            return true;
    }
    return false;
}

} // namespace

ArgumentLineReading ArgumentLine::read(const QString& line)
{
    ArgumentLineReading result;
    if (line.size() > kMaxLength) {
        result.error = tr("the line is longer than %1 characters").arg(kMaxLength);
        return result;
    }
    // A command word first, so that a leading NAME=value is an argument, as after a script name.
    static const QString prefix = QStringLiteral("_ ");
    const ShellScript script = ShellReader().read(QString(prefix + line));
    if (!script.diagnostics.isEmpty()) {
        result.error = script.diagnostics.first().message;
        return result;
    }
    if (script.commands.size() > 1 ||
        (!script.commands.isEmpty() && script.commands.first().followedBy != ShellOperator::End)) {
        result.error = tr("; | & and line breaks end a command in bash: put quotes around them to pass them on");
        return result;
    }
    if (script.commands.isEmpty())
        return result;
    const ShellCommand& command = script.commands.first();
    if (!command.redirections.isEmpty()) {
        result.error =
            tr("%1 is a redirection in bash: put quotes around it to pass it on").arg(command.redirections.first().op);
        return result;
    }
    if (!command.assignments.isEmpty() || command.kind != ShellCommandKind::Simple || command.depth > 0) {
        result.error = tr("bash would not read this line as arguments: put quotes around the special words");
        return result;
    }
    for (qsizetype i = 1; i < command.words.size(); ++i) {
        const ShellWord& word = command.words.at(i);
        result.words.append(word.value);
        if (word.hasExpansion || globbedOrTilde(word.raw))
            result.verbatim.append(word.value);
    }
    return result;
}

QString ArgumentLine::write(const QStringList& words)
{
    return shellJoin(words);
}

} // namespace ddpw
