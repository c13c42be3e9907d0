#pragma once

#include "logdiagnosis/LogLine.h"

#include <QByteArrayView>
#include <QString>

namespace ddpw {

// Turns the raw bytes of one log line into a LogLine: lenient UTF-8, no CR, no ANSI escape
// sequences, and the prefixes of torchrun, torchx, mpirun, pdsh-style node labels, kubectl
// timestamps, Python logging time stamps, glog and NCCL peeled off one after the other (at
// most a few, so a hostile line costs linear time).
class LineNormalizer
{
public:
    static LogLine normalize(QByteArrayView raw);
    // The same for text that is already decoded (a line of an error file's JSON string).
    static LogLine normalize(const QString& text);
    // Removes ANSI escape sequences (CSI, OSC and two-byte ESC forms) and carriage returns.
    static QString clean(const QString& text);
};

} // namespace ddpw
