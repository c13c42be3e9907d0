#pragma once

#include "expand/ShellValue.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

class ShellEvaluator;

// bash's `read` and `mapfile`/`readarray` on a known standard input (a here-string, a
// here-document, a file of the node, a pipe inside $( )): what they assign, as bash does it:
// one record up to the delimiter (-d, '' for the whole input), backslashes unless -r, IFS
// splitting (the IFS in force for the command, a prefix IFS=, included) with the last name
// taking the rest, -a into an array; mapfile's lines (-t drops the newline).
class ReadBuiltin
{
    Q_DECLARE_TR_FUNCTIONS(ReadBuiltin)

public:
    // argv[0] is read, mapfile or readarray. false (with why) when an option is not simulated.
    // consumed: how much of input the record took (its delimiter included); complete: the
    // delimiter was found (bash's read fails at the end of the input, which ends a while loop).
    static bool run(ShellEvaluator& shell, const QStringList& argv, const QString& input, const QString& ifs,
                    QString* why, qsizetype* consumed = nullptr, bool* complete = nullptr);

private:
    static bool read(ShellEvaluator& shell, const QStringList& args, const QString& input, const QString& ifs,
                     QString* why, qsizetype* consumed, bool* complete);
    static bool mapfile(ShellEvaluator& shell, const QStringList& args, const QString& input, QString* why);
};

} // namespace ddpw
