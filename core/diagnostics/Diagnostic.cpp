#include "diagnostics/Diagnostic.h"

#include <algorithm>

namespace ddpw {

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

} // namespace ddpw
