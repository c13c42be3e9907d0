#pragma once

#include <QString>

namespace ddpw {

// The names of the options more than one subcommand takes, in one place, so that `check`,
// `dryrun`, `diagnose`, `validate` and `explain` cannot spell them differently. `--job` is always
// a job FILE; a job's NAME (the pods' prefix) is `--job-name`.
struct CliOptionNames
{
    static inline const QString job = QStringLiteral("job");
    static inline const QString jobName = QStringLiteral("job-name");
    static inline const QString command = QStringLiteral("command");
    static inline const QString torch = QStringLiteral("torch");
    static inline const QString platformEnv = QStringLiteral("platform-env");
    static inline const QString hosts = QStringLiteral("hosts");
    static inline const QString timeout = QStringLiteral("timeout");
    static inline const QString quiet = QStringLiteral("quiet");
    static inline const QString verbose = QStringLiteral("verbose");
    static inline const QString local = QStringLiteral("local");
    static inline const QString nodes = QStringLiteral("nodes");

    // "--job" for messages.
    static QString flag(const QString& name) { return QStringLiteral("--") + name; }
};

} // namespace ddpw
