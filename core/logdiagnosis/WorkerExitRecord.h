#pragma once

#include "logdiagnosis/LogFinding.h"

#include <QList>
#include <QString>

namespace ddpw {

// One worker that exited, as torchrun reports it: an entry of the ChildFailedError table
// ("[1]: ... rank : 1 (local_rank: 1) ... exitcode : -9 (pid: 8070) ... traceback : Signal 9
// (SIGKILL) received by PID 8070") or its "failed (exitcode: 1) local_rank: 0" line.
struct WorkerExitRecord
{
    LogEvidence where;        // the exit code's line
    QList<LogEvidence> extra; // e.g. the "traceback : Signal 9 (SIGKILL) ..." line
    int exitCode = 0;
    int rank = -1;
    int localRank = -1;
    QString host;
    bool rootCause = false; // listed under "Root Cause (first observed failure)"
    qint64 time = -1;       // as LogLine::time: when the log says it was reported
};

} // namespace ddpw
