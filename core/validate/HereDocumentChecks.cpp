#include "validate/HereDocumentChecks.h"

#include "validate/ValidationContext.h"

#include <QRegularExpression>
#include <QSet>

namespace ddpw {

namespace {

// The names a line of the text assigns (NAME=, export NAME=, declare -x NAME=, local NAME=).
QString assignedName(const QString& line)
{
    static const QRegularExpression assignment(
        QStringLiteral(R"(^\s*(?:(?:export|local|readonly|declare(?:\s+-\w+)*)\s+)?([A-Za-z_]\w*)\+?=)"));
    return assignment.match(line).captured(1);
}

// The first name the line reads as $NAME or ${NAME...} that bash expands in an unquoted
// here-document (not \$NAME), among `names`.
QString readName(const QString& line, const QSet<QString>& names)
{
    static const QRegularExpression reference(QStringLiteral(R"((\\*)\$\{?([A-Za-z_]\w*))"));
    for (auto it = reference.globalMatch(line); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(1) % 2 == 0 && names.contains(m.captured(2)))
            return m.captured(2);
    }
    return {};
}

} // namespace

void HereDocumentChecks::expandedTooEarly(ValidationContext& context)
{
    for (const ShellCommand& command : context.script().commands) {
        for (const ShellRedirection& redirection : command.redirections) {
            if (!redirection.op.startsWith(QLatin1String("<<")) || redirection.op == QLatin1String("<<<") ||
                redirection.hereDocumentQuoted)
                continue;
            QSet<QString> assigned;
            for (const QString& line : redirection.hereDocument.split(u'\n')) {
                const QString read = readName(line, assigned);
                if (!read.isEmpty()) {
                    context.add("DDP118", redirection.range,
                                tr("the here-document's delimiter is not quoted, so bash expands $%1 when it writes "
                                   "the text, before the written script's own %1=... runs: the script gets the "
                                   "value this command has then (empty where it sets none). Quote the delimiter "
                                   "(<<'%2') to leave $ to the script, or write \\$%1")
                                    .arg(read, redirection.target.value));
                    break;
                }
                if (const QString name = assignedName(line); !name.isEmpty())
                    assigned.insert(name);
            }
        }
    }
}

} // namespace ddpw
