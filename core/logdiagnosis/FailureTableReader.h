#pragma once

#include "logdiagnosis/LogLine.h"
#include "logdiagnosis/WorkerExitRecord.h"

#include <QList>
#include <QString>

namespace ddpw {

// Reads torchrun's ChildFailedError table, which follows the exception line:
//   ====== / train.py FAILED / ------ / Failures: / [1]: time, host, rank, exitcode,
//   error_file, traceback / ------ / Root Cause (first observed failure): / [0]: ... / ======
// into one WorkerExitRecord per entry. When a worker wrote an error file, the entry's
// traceback field holds the worker's own traceback, indented by two spaces; those lines are
// handed back so the engine reads them like any traceback. Bounded to kMaxLines lines.
class FailureTableReader
{
public:
    static constexpr int kMaxLines = 400;

    void start();
    bool active() const { return m_active; }
    // True when the line belongs to the table. `embedded` receives a line of an entry's
    // traceback (without the table's indent), else stays empty.
    bool feed(const LogLine& line, const LogEvidence& where, QString* embedded);
    QList<WorkerExitRecord> takeRecords();
    // The log ended inside the table (a paste cut before its closing line): the entry read so
    // far counts when it has its exit code.
    void finish();

private:
    void finishEntry();

    bool m_active = false;
    bool m_inEntry = false;
    bool m_inTraceback = false;
    bool m_rootSection = false;
    int m_separators = 0;
    int m_lines = 0;
    WorkerExitRecord m_entry;
    bool m_entryHasExit = false;
    QList<WorkerExitRecord> m_records;
};

} // namespace ddpw
