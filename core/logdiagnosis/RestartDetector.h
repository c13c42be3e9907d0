#pragma once

#include <QSet>
#include <QStringView>

namespace ddpw {

// torchrun restarts a failed worker group (--max_restarts) by running the script again from its
// start, so the lines an attempt prints first come again below the failure. A log where that
// happens after a worker failed, with nothing failing after it, shows a job that recovered. Reads
// only the first kStartLines lines of a log and at most kSearchLines below each failure, keeping
// one hash per start line: memory does not grow with the log.
class RestartDetector
{
public:
    static constexpr qint64 kStartLines = 64;
    static constexpr qint64 kSearchLines = 4096;
    // Lines shorter than this say too little to recognise ("done", a bare separator).
    static constexpr int kMinChars = 12;

    // Whether the line numbered `line` (0-based) should be fed.
    bool wantsLine(qint64 line) const;
    // One line of the script's own output (no traceback, no message the rules know): its prefixes
    // that name who printed it and its message (LogLine's stream, message).
    void feed(qint64 line, QStringView stream, QStringView message);
    // The launcher reported a failed worker on this line: a restart, if any, starts below it.
    void workerFailed(qint64 line);
    // The line where the attempt after the last failure began to repeat the log's start, -1 when
    // none did.
    qint64 restartLine() const { return m_restartLine; }

private:
    static bool recognisable(QStringView message);

    QSet<size_t> m_start;
    qint64 m_failureLine = -1;
    qint64 m_restartLine = -1;
};

} // namespace ddpw
