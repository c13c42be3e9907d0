#include "validate/CommandDiagnostic.h"

#include "model/WorstFirst.h"

#include <QCoreApplication>

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

} // namespace ddpw
