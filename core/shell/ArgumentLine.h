#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

// What a line of script arguments, typed the way one types them after the script's name in a
// shell (--lr 0.1 --data "/mnt/my data"), hands the script: read as bash splits it (quotes,
// backslashes, blanks; ShellReader), then passed on word for word. The generated command
// quotes every word, so what would expand in bash ($VAR, $(...), a glob, a leading ~) reaches
// the script as written: such words are listed so the form can say so. What bash would not
// take as arguments at all (an unclosed quote, ; | & or a redirection) is an error.
struct ArgumentLineReading
{
    QStringList words;
    QString error;        // empty when the line can be used
    QStringList verbatim; // words bash would have expanded, passed as written instead
    bool ok() const { return error.isEmpty(); }
};

class ArgumentLine
{
    Q_DECLARE_TR_FUNCTIONS(ArgumentLine)

public:
    static constexpr int kMaxLength = 64 * 1024; // one line of arguments, not a file

    static ArgumentLineReading read(const QString& line);
    // The line that reads back as exactly these words.
    static QString write(const QStringList& words);
};

} // namespace ddpw
