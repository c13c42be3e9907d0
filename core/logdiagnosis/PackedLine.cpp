#include "logdiagnosis/PackedLine.h"

#include <QRegularExpression>
#include <QString>

namespace ddpw {

namespace {

// A joined log is long: a traceback alone is a few hundred characters.
constexpr qsizetype kMinJoinedBytes = 160;

qsizetype occurrences(QByteArrayView line, QByteArrayView what)
{
    qsizetype count = 0;
    for (qsizetype at = line.indexOf(what); at >= 0; at = line.indexOf(what, at + what.size()))
        ++count;
    return count;
}

// Where a line began, in a text whose breaks became blanks: each alternative is the start of a
// line of its own in the logs of torch, its launcher, NCCL and Python (never preceded by
// anything but a blank). `frame` is a traceback's frame, whose code line follows it; an
// exception's name ends a traceback only after a frame's code.
const QRegularExpression& lineStarts()
{
    static const QRegularExpression starts(QStringLiteral(
        R"((?<!\S)(?:)"
        R"((?<header>Traceback \(most recent call last\):|During handling of the above exception, another exception )"
        R"(occurred:|The above exception was the direct cause of the following exception:))"
        R"(|(?<frame>File "[^"\n]{1,400}", line \d+(?:, in [^\s]+)?))"
        R"(|(?<exception>(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Exit|Interrupt)(?=:\s|:$|\s*$)))"
        R"(|(?<prefix>\[[A-Za-z_][\w-]*?\d+\]:|\[[EWIF] [\w.]+:\d+\]|[EWIF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [\w.]+:\d+\])"
        R"(|\[?\d{4}[-/]\d\d[-/]\d\d[ T]\d\d:\d\d:\d\d|[\w.-]+:\d+:\d+ \[\d+\] (?:[\w.]+:\d+ )?NCCL )"
        R"(|(?:ERROR|WARNING|INFO|CRITICAL):\S)"
        R"(|terminate called after throwing|Exception raised from |frame #\d+: ))"
        R"(|(?<table>={10,}|Failures:|Root Cause \(first observed failure\):|(?:time|host|rank|exitcode|error_file|)"
        R"(traceback)\s+: ))"
        R"())"));
    return starts;
}

} // namespace

QList<QByteArray> PackedLine::split(QByteArrayView line)
{
    QList<QByteArray> lines = escaped(line);
    if (lines.isEmpty())
        lines = joined(line);
    return lines;
}

// "...\n  File \"x.py\", line 3, in f\n..." in one record: the breaks escaped as JSON or a
// Python repr writes them. torchrun's own error files ("py_callstack") are read as such.
QList<QByteArray> PackedLine::escaped(QByteArrayView line)
{
    if (occurrences(line, "\\n") < 2 || line.contains("\"py_callstack\"") || line.contains("\"extraInfo\""))
        return {};
    QList<QByteArray> lines;
    QByteArray current;
    for (qsizetype at = 0; at < line.size(); ++at) {
        const char c = line.at(at);
        if (c != '\\' || at + 1 == line.size()) {
            current.append(c);
            continue;
        }
        const char next = line.at(++at);
        if (next == 'n') {
            lines.append(current);
            current.clear();
        } else if (next == 't') {
            current.append('\t');
        } else if (next == '"' || next == '\\' || next == '\'') {
            current.append(next);
        } else if (next != 'r') {
            current.append(c).append(next);
        }
    }
    lines.append(current);
    lines.removeIf([](const QByteArray& piece) { return piece.trimmed().isEmpty(); });
    if (lines.size() < 2)
        return {};
    return lines;
}

// The lines of a log joined with blanks: split where a line began, frames and their code lines
// indented as Python prints them.
QList<QByteArray> PackedLine::joined(QByteArrayView line)
{
    if (line.size() < kMinJoinedBytes)
        return {};
    const qsizetype markers = occurrences(line, "Traceback (most recent call last)") + occurrences(line, "File \"") +
                              occurrences(line, "[rank") + occurrences(line, " NCCL ") + occurrences(line, "ERROR:") +
                              occurrences(line, "WARNING:");
    if (markers < 2)
        return {};
    const QString text = QString::fromUtf8(line);
    struct Start
    {
        qsizetype at;
        QString indent;
    };
    QList<Start> starts;
    bool afterCode = false;
    qsizetype prefixEnd = -1; // where the last rank or time-stamp prefix ended
    // A line starts here, unless only blanks follow a prefix that started it already.
    const auto startAt = [&](qsizetype at, const QString& indent) {
        if (prefixEnd >= 0 && QStringView(text).sliced(prefixEnd, at - prefixEnd).trimmed().isEmpty())
            return;
        starts.append({at, indent});
    };
    QRegularExpressionMatchIterator it = lineStarts().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedLength(u"frame") > 0) {
            startAt(match.capturedStart(), QStringLiteral("  "));
            prefixEnd = -1;
            starts.append({match.capturedEnd(), QStringLiteral("    ")}); // its code line
            afterCode = true;
            continue;
        }
        if (match.capturedLength(u"exception") > 0 && !afterCode)
            continue; // an exception named inside a message
        startAt(match.capturedStart(), QString());
        const bool prefix = match.capturedLength(u"prefix") > 0;
        prefixEnd = prefix ? match.capturedEnd() : -1;
        afterCode = prefix && afterCode;
    }
    if (starts.size() < 2)
        return {};
    QList<QByteArray> lines;
    const auto add = [&lines](const QString& indent, QStringView piece) {
        const QStringView trimmed = piece.trimmed();
        if (!trimmed.isEmpty())
            lines.append((indent + trimmed.toString()).toUtf8());
    };
    add(QString(), QStringView(text).first(starts.constFirst().at));
    for (qsizetype k = 0; k < starts.size(); ++k) {
        const qsizetype end = k + 1 < starts.size() ? starts.at(k + 1).at : text.size();
        add(starts.at(k).indent, QStringView(text).sliced(starts.at(k).at, end - starts.at(k).at));
    }
    if (lines.size() < 2)
        return {};
    return lines;
}

} // namespace ddpw
