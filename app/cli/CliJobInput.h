#pragma once

#include "cli/CliIo.h"
#include "model/JobSpec.h"
#include "util/TorchVersion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The one way a subcommand takes a job (check, dryrun, diagnose): `--job FILE` (a job file) or
// `--command FILE` (a start command, read into a job like the form's Open command and kept as
// written), `--torch VERSION` (CliTorchOption: the release the command is read for, "unknown"
// when not given) and `--platform-env NAME=VALUE` (the platform's own variables). What a command
// holds that a job cannot is listed once, in one wording (notCarriedMessages()), whoever reads it.
class CliJobInput
{
    Q_DECLARE_TR_FUNCTIONS(CliJobInput)

public:
    struct Parts
    {
        bool job = true;
        bool command = true;
        bool torch = true;
        bool platformEnv = true;
    };

    // Adds the options of `parts` (a subcommand that adds some of them itself leaves them out).
    static void addOptions(QCommandLineParser& parser, Parts parts);
    static void addOptions(QCommandLineParser& parser) { addOptions(parser, Parts()); }

    // Reads the options; an empty string on success, else a one-line usage error naming the
    // option. A command that cannot be read into a job is no error here (importError()): diagnose
    // still reads the logs against it, check and dryrun refuse it. `owned` names the options this
    // input added itself: one the subcommand added with its own job flags (dryrun's --platform-env
    // beside --nodes ...) applies to a job read here, and is otherwise left to those flags.
    QString read(const QCommandLineParser& parser, CliIo& io, Parts owned);
    QString read(const QCommandLineParser& parser, CliIo& io) { return read(parser, io, Parts()); }

    const std::optional<JobSpec>& job() const { return m_job; }
    const QString& command() const { return m_command; } // --command's text, empty without it
    bool hasCommand() const { return m_hasCommand; }
    std::optional<TorchVersion> torch() const { return m_torch; }
    const QString& importError() const { return m_importError; }
    // "--command: not carried into the job: X", one line per part, for the subcommand's warnings.
    QStringList notCarriedMessages() const;

    // The shared steps, also for JobCommandLine's --job and --platform-env.
    static QString loadJobFile(const QString& path, JobSpec& job);
    static QString applyPlatformEnv(const QStringList& assignments, JobSpec& job);

private:
    std::optional<JobSpec> m_job;
    QString m_command;
    bool m_hasCommand = false;
    std::optional<TorchVersion> m_torch;
    QStringList m_notCarried;
    QString m_importError;
};

} // namespace ddpw
