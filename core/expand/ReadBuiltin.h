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
    static bool run(ShellEvaluator& shell, const QStringList& argv, const QString& input, const QString& ifs,
                    QString* why);
    // IFS splitting of one string, bash's rules (whitespace runs, one other IFS character, no
    // empty last field); each field with its offset in text.
    static QList<std::pair<QString, qsizetype>> splitFields(const QString& text, const QString& ifs);

private:
    static bool read(ShellEvaluator& shell, const QStringList& args, const QString& input, const QString& ifs,
                     QString* why);
    static bool mapfile(ShellEvaluator& shell, const QStringList& args, const QString& input, QString* why);
};

} // namespace ddpw
