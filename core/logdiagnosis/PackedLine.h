#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace ddpw {

// A log whose line breaks were lost on the way to the user, so that one physical line holds
// many: a log collector's JSON record ("Traceback ...\n  File ...\nRuntimeError: ..." with the
// breaks escaped), or a web page or chat that joined the lines with blanks. Gives the lines
// back where the text itself shows where they began (a traceback's header, frames and code
// lines, the exception that ends it, rank and time-stamp prefixes, NCCL's host:pid:tid
// prefix, torchrun's failure table), so that each is read as the line it was. A line that
// holds one line is left alone: split() returns nothing for it.
class PackedLine
{
public:
    // The lines packed into `line` (in order, at least two), or nothing when it is one line.
    static QList<QByteArray> split(QByteArrayView line);

private:
    static QList<QByteArray> escaped(QByteArrayView line);
    static QList<QByteArray> joined(QByteArrayView line);
};

} // namespace ddpw
