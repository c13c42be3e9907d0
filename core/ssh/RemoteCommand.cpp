#include "ssh/RemoteCommand.h"

#include "util/ShellQuote.h"

namespace ddpw {

QString RemoteCommand::commandLine(const QStringList& argv)
{
    return shellJoin(argv);
}

QString RemoteCommand::groupedCommandLine(const QStringList& argv)
{
    // setsid makes sh the leader of a new session and process group, so its $$ is the PGID;
    // "exec "$@"" then runs argv in that very process. -w keeps the exit status when setsid
    // has to fork (when the login shell already leads a group). argv travels as quoted
    // positional parameters: the script text itself is constant.
    QStringList words{QStringLiteral("setsid"),
                      QStringLiteral("-w"),
                      QStringLiteral("sh"),
                      QStringLiteral("-c"),
                      QStringLiteral("printf '%s%s\\n' %1 \"$$\" >&2; exec \"$@\"").arg(QLatin1String(kPgidMarker)),
                      QStringLiteral("ddpw-exec")};
    words += argv;
    return shellJoin(words);
}

QStringList RemoteCommand::killGroupArgv(qint64 pgid)
{
    // TERM first so that torchrun can stop its workers, up to 1 s of grace, then KILL.
    return {QStringLiteral("sh"), QStringLiteral("-c"),
            QStringLiteral("kill -TERM \"-$1\" 2>/dev/null || exit 0; i=0; while [ $i -lt 10 ]; do "
                           "kill -0 \"-$1\" 2>/dev/null || exit 0; sleep 0.1; i=$((i+1)); done; "
                           "kill -KILL \"-$1\" 2>/dev/null; exit 0"),
            QStringLiteral("ddpw-kill"), QString::number(pgid)};
}

std::optional<qint64> RemoteCommand::takePgidLine(QByteArray& stderrData)
{
    const QByteArray marker(kPgidMarker);
    const qsizetype compared = std::min(marker.size(), stderrData.size());
    if (stderrData.left(compared) != marker.left(compared))
        return 0;
    const qsizetype newline = stderrData.indexOf('\n');
    if (newline < 0)
        return std::nullopt;
    bool ok = false;
    const qint64 pgid = stderrData.mid(marker.size(), newline - marker.size()).toLongLong(&ok);
    if (!ok || pgid <= 1)
        return 0;
    stderrData.remove(0, newline + 1);
    return pgid;
}

} // namespace ddpw
