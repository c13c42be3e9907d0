#pragma once

#include "logdiagnosis/LogDiagnosisReport.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// The two shapes of a report that `diagnose` prints: text for a person (root cause first, each
// finding with its evidence as LOG:LINE: text, the fix, what the job says, "explains: ..." and
// "caused by KIND in LOG"), and JSON for programs ({"findings": [{"kind", "severity", "summary",
// "fix", "node", "rank", "evidence": [{"file", "line", "text"}], "explains": [kinds],
// "caused_by": [{"kind", "file"}], ...}], "lines_read": N}).
class LogDiagnosisReportFormat
{
    Q_DECLARE_TR_FUNCTIONS(LogDiagnosisReportFormat)

public:
    // Indented by two spaces; bytes that are not UTF-8 in a log line become U+FFFD.
    static QString toJson(const LogDiagnosisReport& report);
    static QString toText(const LogDiagnosisReport& report);
};

} // namespace ddpw
