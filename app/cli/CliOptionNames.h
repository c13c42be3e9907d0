#pragma once

#include <QString>

namespace ddpw {

// The names of the options more than one subcommand takes, in one place, so that no two
// subcommands can spell them differently: the job's options (CliJobOptions declares them, one
// help text each) and the node checks' options. `--job` is always a job FILE; a job's NAME (the
// pods' prefix) is `--job-name`.
struct CliOptionNames
{
    // Where the job comes from.
    static inline const QString job = QStringLiteral("job");
    static inline const QString command = QStringLiteral("command");
    // What a command is read against, and the fields every job has.
    static inline const QString torch = QStringLiteral("torch");
    static inline const QString nodes = QStringLiteral("nodes");
    static inline const QString gpusPerNode = QStringLiteral("gpus-per-node");
    static inline const QString python = QStringLiteral("python");
    static inline const QString role = QStringLiteral("role");
    static inline const QString jobName = QStringLiteral("job-name");
    static inline const QString platformEnv = QStringLiteral("platform-env");
    static inline const QString hosts = QStringLiteral("hosts");
    // The rest of a job built from options (generate, dryrun).
    static inline const QString image = QStringLiteral("image");
    static inline const QString framework = QStringLiteral("framework");
    static inline const QString launcher = QStringLiteral("launcher");
    static inline const QString rdzvBackend = QStringLiteral("rdzv-backend");
    static inline const QString port = QStringLiteral("port");
    static inline const QString rdzvId = QStringLiteral("rdzv-id");
    static inline const QString elastic = QStringLiteral("elastic");
    static inline const QString maxRestarts = QStringLiteral("max-restarts");
    static inline const QString nprocPerNode = QStringLiteral("nproc-per-node");
    static inline const QString script = QStringLiteral("script");
    static inline const QString module = QStringLiteral("module");
    static inline const QString env = QStringLiteral("env");
    static inline const QString nnodesFromEnv = QStringLiteral("nnodes-from-env");
    static inline const QString masterFrom = QStringLiteral("master-from");
    static inline const QString localRankFrom = QStringLiteral("local-rank-from");
    static inline const QString useEnv = QStringLiteral("use-env");
    // Reaching and checking the nodes (check, dryrun).
    static inline const QString sshPort = QStringLiteral("ssh-port");
    static inline const QString timeout = QStringLiteral("timeout");
    static inline const QString quiet = QStringLiteral("quiet");
    static inline const QString verbose = QStringLiteral("verbose");
    static inline const QString local = QStringLiteral("local");

    // "--job" for messages.
    static QString flag(const QString& name) { return QStringLiteral("--") + name; }
};

} // namespace ddpw
