#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// Builds the single command line an SSH server hands to the remote login shell, from argv
// words only: every word goes through shellQuote(), so no user string is ever read by the
// remote shell as code. Assumes a POSIX-compatible login shell (bash, dash, zsh, ksh).
class RemoteCommand
{
public:
    // "a b 'c d'": argv quoted and joined.
    static QString commandLine(const QStringList& argv);

    // Runs argv in a new session and process group (setsid) and first prints
    // "<marker><pgid>\n" on stderr, so that the caller can later kill the whole group
    // (kill -- -PGID), children included, after a cancel or a deadline.
    static QString groupedCommandLine(const QStringList& argv);

    // The argv that kills a remote process group: TERM, a short grace, then KILL.
    static QStringList killGroupArgv(qint64 pgid);

    // Takes the "<marker><pgid>\n" line off the front of a stderr stream: nullopt while the first
    // line is incomplete; 0 when the first line is no such marker (nothing removed); else the
    // PGID, with its line removed from `stderrData`.
    static std::optional<qint64> takePgidLine(QByteArray& stderrData);

    static constexpr const char* kPgidMarker = "ddpw-pgid=";
};

} // namespace ddpw
