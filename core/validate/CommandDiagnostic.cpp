#include "validate/CommandDiagnostic.h"

#include "model/WorstFirst.h"

#include <QCoreApplication>

#include <QHash>

#include <algorithm>

namespace ddpw {

void sortDiagnostics(QList<CommandDiagnostic>& diagnostics)
{
    sortWorstFirst(diagnostics, [](const CommandDiagnostic& d) { return d.range.begin.offset; });
}

QString applyFixes(const QString& text, QList<DiagnosticFix> fixes)
{
    // From the end backwards, so that earlier offsets stay valid.
    std::sort(fixes.begin(), fixes.end(), [](const DiagnosticFix& a, const DiagnosticFix& b) {
        return a.range.begin.offset > b.range.begin.offset;
    });
    QString result = text;
    for (const DiagnosticFix& fix : fixes) {
        const int begin = qBound(0, fix.range.begin.offset, int(result.size()));
        const int end = qBound(begin, fix.range.end.offset, int(result.size()));
        result.replace(begin, end - begin, fix.replacement);
    }
    return result;
}

QString describeFix(const DiagnosticFix& fix, const QString& text)
{
    // The words of `validate`'s fix lines.
    const int begin = qBound(0, fix.range.begin.offset, int(text.size()));
    const int end = qBound(begin, fix.range.end.offset, int(text.size()));
    const QString old = text.mid(begin, end - begin);
    if (old.isEmpty())
        return QCoreApplication::translate("CommandDiagnostic", "    fix: insert '%1' at %2:%3")
            .arg(fix.replacement)
            .arg(fix.range.begin.line)
            .arg(fix.range.begin.column);
    if (fix.replacement.isEmpty())
        return QCoreApplication::translate("CommandDiagnostic", "    fix: delete '%1'").arg(old);
    return QCoreApplication::translate("CommandDiagnostic", "    fix: replace '%1' with '%2'")
        .arg(old, fix.replacement);
}

QStringList describeFixes(const QList<DiagnosticFix>& fixes, const QString& text)
{
    QStringList lines;
    QList<int> places; // per line: in how many places its edit is made
    QList<bool> carriageReturns;
    QHash<QString, qsizetype> lineOf;
    for (const DiagnosticFix& fix : fixes) {
        const QString line = describeFix(fix, text);
        const auto known = lineOf.constFind(line);
        if (known != lineOf.cend()) {
            ++places[*known];
            continue;
        }
        lineOf.insert(line, lines.size());
        lines.append(line);
        places.append(1);
        const int begin = qBound(0, fix.range.begin.offset, int(text.size()));
        const int end = qBound(begin, fix.range.end.offset, int(text.size()));
        carriageReturns.append(fix.replacement.isEmpty() && QStringView(text).mid(begin, end - begin) == u"\r");
    }
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (carriageReturns.at(i))
            lines[i] = QCoreApplication::translate(
                "CommandDiagnostic",
                "    fix: convert Windows line endings (\\r) to Unix ones: delete %n carriage return(s)", nullptr,
                places.at(i));
        else if (places.at(i) > 1)
            lines[i] += QCoreApplication::translate("CommandDiagnostic", " (in %n places)", nullptr, places.at(i));
    }
    return lines;
}

} // namespace ddpw
