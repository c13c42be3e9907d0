#pragma once

#include "logdiagnosis/LogLine.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// Lines that are an error on their own, whatever caused them, so that `diagnose` is never silent
// on a failed log: a Python exception line ("RuntimeError: ...", also outside a traceback it
// could follow, as when the ranks' stderr is interleaved), a C++ exception that ended the
// process ("terminate called after throwing ...", its "what():", a c10::Error), and a fatal
// signal ("Segmentation fault", "Fatal Python error: ..."); and lines that only read as an error
// (readsAsError). Python 3.11's caret lines (^^^^) under a failing expression are never one.
class ErrorLineDetector
{
public:
    // The prefilter's keys for these lines (lowercase ASCII).
    static const QList<QByteArray>& literals();

    // The text that names the failure ("RuntimeError: ...", what() says ...), or nothing.
    static std::optional<QString> failure(const LogLine& line);

    // A line that reads as an error without being a failure by itself: NCCL's WARN, "failed",
    // "timed out", "Killed", "Signal 6", "exits with return code", "core dumped", "Error:", a
    // line starting with Error, an ERROR word or "error:", glog's E and F levels. Never silent
    // on these: what nothing explains is shown as such.
    static bool readsAsError(const LogLine& line);

    // A warning by its own words: glog's W and I levels, what Python's warnings module prints.
    static bool isWarning(const LogLine& line);

    // "    ^^^^^^^^" or "~~~~^^^^": Python 3.11's marker under the expression that failed.
    static bool isCaretLine(const QString& message);
};

} // namespace ddpw
