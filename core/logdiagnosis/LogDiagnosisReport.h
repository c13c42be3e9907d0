#pragma once

#include "logdiagnosis/LogFinding.h"

#include <QList>
#include <QStringList>

namespace ddpw {

// What `diagnose` found in a set of logs: the findings, root cause first (a finding another
// error finding explains comes after it), the logs read and how many lines they had.
struct LogDiagnosisReport
{
    QList<LogFinding> findings;
    QStringList sources; // display names, in the order given ("node0.log", "<stdin>")
    qint64 linesRead = 0;

    bool hasErrors() const
    {
        for (const LogFinding& finding : findings) {
            if (finding.severity == Severity::Error)
                return true;
        }
        return false;
    }
};

} // namespace ddpw
