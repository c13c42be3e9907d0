#include "logdiagnosis/ErrorLineDetector.h"

#include "logdiagnosis/LogRules.h"

#include <QRegularExpression>

namespace ddpw {

const QList<QByteArray>& ErrorLineDetector::literals()
{
    static const QList<QByteArray> keys{
        "error:", "exception:", "assertionerror", "terminate called", "what():", "fatal python error",
        "segmentation fault", "core dumped", "sigsegv", "illegal instruction", "floating point exception",
        // readsAsError's words.
        "warn", "failed", "failure", "timed out", "killed", "signal ", "return code", "error ", "error,",
        "error]", // a logger's [ERROR] tag
    };
    return keys;
}

namespace {

bool isPythonWarning(const QString& message)
{
    // Partial too: a line cut at a terminal's width ends anywhere ("image.py:13: UserWarn").
    static const QRegularExpression pythonWarning(QStringLiteral(R"(^\S+\.py:\d+: \w*Warning: )"));
    const QRegularExpressionMatch match =
        pythonWarning.match(message, 0, QRegularExpression::PartialPreferCompleteMatch);
    return match.hasMatch() || (match.hasPartialMatch() && message.contains(QLatin1String(".py:")));
}

} // namespace

bool ErrorLineDetector::isWarning(const LogLine& line)
{
    return line.glogLevel == 'W' || line.glogLevel == 'I' || isPythonWarning(line.message);
}

bool ErrorLineDetector::isCaretLine(const QString& message)
{
    bool marker = false;
    for (QChar c : message) {
        if (c == u'^' || c == u'~')
            marker = true;
        else if (!c.isSpace())
            return false;
    }
    return marker;
}

std::optional<QString> ErrorLineDetector::failure(const LogLine& line)
{
    const QString message = line.message.trimmed();
    if (message.isEmpty() || isCaretLine(message))
        return std::nullopt;
    // torchrun's failure table names a worker's fatal signal in its traceback field
    // ("traceback : Signal 11 (SIGSEGV) received by PID 42"): the exit code beside it says so.
    if (message.startsWith(QLatin1String("traceback")) &&
        QStringView(message).mid(9).trimmed().startsWith(QLatin1String(": Signal ")))
        return std::nullopt;
    // Python: "RuntimeError: ...", "torch.distributed.DistBackendError: ...", a bare "KeyError".
    // Warnings ("UserWarning: ...") and logging's "ERROR:name:..." are not exceptions.
    if (LogRules::isExceptionLine(message))
        return message.left(300);
    static const QRegularExpression cpp(QStringLiteral(
        R"((?:^terminate called (?:after throwing|without an active exception|recursively)|^what\(\):\s*\S|c10::Error\b.*:|^Fatal Python error: |(?:^|[\s(])Segmentation fault\b|\bCaught signal \d+ \(|\bcore dumped\b|^\*\*\* (?:SIG\w+|Signal \d+)|\bSIGSEGV\b.*(?:received|caught|signal)|^Illegal instruction|^Floating point exception))"));
    if (cpp.match(message).hasMatch())
        return message.left(300);
    return std::nullopt;
}

bool ErrorLineDetector::readsAsError(const LogLine& line)
{
    const QString& message = line.message;
    if (message.isEmpty() || isCaretLine(message.trimmed()))
        return false;
    // Progress a healthy run prints: Python logging's INFO and NCCL's INFO lines (NCCL's fault
    // INFO lines are in the mined table). A logger's own "[WARN]" is a warning by its own words;
    // NCCL prints WARN only on its failure paths. "Error" is a word of metrics too ("Mean
    // Squared Error 0.3"): only a line that starts with it, or "Error:", reads as one.
    if (message.startsWith(QLatin1String("INFO")) || message.contains(QLatin1String("NCCL INFO")))
        return false;
    // logfmt's level (a Kubernetes operator's `level=info msg="... failed=0"`) says what the line is.
    static const QRegularExpression logfmtLevel(QStringLiteral(R"((?:^|\s)level=(?:info|debug|trace)\b)"));
    if (logfmtLevel.match(message).hasMatch())
        return false;
    // What Python's warnings module prints ("/x/image.py:13: UserWarning: Failed to load ...")
    // is a warning by its own words, whatever they say.
    if (isPythonWarning(message))
        return false;
    // glog's own level: torch's C++ logs E and F only on its failure paths (the watchdog, the
    // store, the flight recorder), whatever words the message has.
    if (line.glogLevel == 'E' || line.glogLevel == 'F')
        return true;
    // "error:" that ends a line introduces what follows (a post's "... it will occur error:"
    // above the paste), unless the line starts with it.
    static const QRegularExpression words(QStringLiteral(
        R"((?:\bNCCL WARN\b|\b(?:[Ff]ailed|FAILED|[Ff]ailure|FAILURE)\b(?!\s*[=:]\s*0\b)|\b[Tt]imed out\b|\bKilled\b|\bSignal \d+\b|)"
        R"(exits with return code|\bcore dumped\b|^Error\b|\bError:(?!\s*$)|\bERROR\b|\berror:(?!\s*$)|)"
        // An exception's name and message inside a sentence or behind a tag ("[QUESTION] OSError: ...").
        R"(\b[A-Z][A-Za-z]*(?:Error|Exception): ?\S))"));
    return words.match(message).hasMatch();
}

} // namespace ddpw
