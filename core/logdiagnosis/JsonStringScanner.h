#pragma once

#include <QString>
#include <QStringList>

namespace ddpw {

// Reads the JSON string values of one key out of a log line, without parsing the whole
// document: torchrun's error files ({"message": {"message": "...", "extraInfo":
// {"py_callstack": "Traceback ..."}}}) reach logs pretty-printed over many lines, cut short, or
// one per line, and only these strings matter. A value that the line cuts short is returned up
// to where the line ends. Escapes (\n, \", \\, \uXXXX, ...) are decoded.
class JsonStringScanner
{
public:
    // Every value of "key": "..." in the line, in order.
    static QStringList values(const QString& line, const QString& key);
};

} // namespace ddpw
