#pragma once

#include "cli/CliIo.h"
#include "model/JobSpec.h"
#include "util/TorchVersion.h"
#include "validate/ValidationOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The one way a subcommand takes a job: its job options are declared here (from CliJobOptions:
// one name, one help text, one default each) and read here, in one pass, into one job. What a
// subcommand takes (Takes):
//   generate           a job built from options, on top of --job FILE
//   dryrun             the same, or --command FILE: the command runs as written, and the job read
//                      from it (with --torch, --nodes ... on top) says what to expect of the ranks
//   check, diagnose    --job FILE or --command FILE, read with --torch and --platform-env (check:
//                      on --hosts, with --python)
//   validate, explain  the command is their FILE argument; --job and the options are what it
//                      must agree with (validationOptions())
//   expand             the command is its FILE argument, run on --hosts with --role, --nodes and
//                      --platform-env
// What a command holds that a job cannot is listed once, in one wording (notCarriedMessages()).
class CliJobInput
{
    Q_DECLARE_TR_FUNCTIONS(CliJobInput)

public:
    struct Takes
    {
        bool jobFile = false;     // --job FILE
        bool commandFile = false; // --command FILE
        bool fields = false;      // every field of a job (--image, --launcher ...): a job built from options
        QStringList context;      // of CliJobOptions::names(Kind::Context)
        bool olderEnv = false;    // --env read as --platform-env, its older spelling there
    };
    static Takes wholeJob();       // generate
    static Takes jobOrCommand();   // dryrun
    static Takes jobSource();      // diagnose
    static Takes nodeCheck();      // check: jobSource() on --hosts, with --python
    static Takes commandChecks();  // validate, explain
    static Takes commandOnHosts(); // expand

    explicit CliJobInput(Takes takes);

    void addOptions(QCommandLineParser& parser) const;
    // Reads every job option; an empty string on success, else a one-line usage error naming the
    // option. A command that cannot be read into a job is no error here (importError()): diagnose
    // still reads the logs against it, check and dryrun refuse it. `scriptArgs` (the words after
    // `--`) replace the job's when a job is built from options.
    QString read(const QCommandLineParser& parser, CliIo& io, const std::optional<QStringList>& scriptArgs = {});

    // The job: from --job or --command, else built from the options where the subcommand builds
    // one (Takes::fields); nothing when there is none.
    const std::optional<JobSpec>& job() const { return m_job; }
    const QString& command() const { return m_command; } // --command's text, empty without it
    bool hasCommand() const { return m_hasCommand; }
    const QString& importError() const { return m_importError; }
    // "--command: not carried into the job: X", one line per part, for the subcommand's warnings.
    QStringList notCarriedMessages() const;
    // --torch when given.
    std::optional<TorchVersion> torch() const { return m_torch; }
    // --python when given, else empty (the probe then tries python3, then python).
    const QString& python() const { return m_python; }
    // --hosts, read (empty when not given).
    const QStringList& hosts() const { return m_hosts; }
    // Whether option `name` was given on the command line (older spellings included).
    bool isSet(const QString& name) const { return m_given.contains(name); }
    // What a command must agree with: the --job file's (ValidationOptions::forJob), with the
    // options given on top; only what is given when there is no job file.
    ValidationOptions validationOptions() const;

private:
    QString readSource(const QCommandLineParser& parser, CliIo& io);
    QString readContext(const QCommandLineParser& parser, JobSpec& job);
    QString readFields(const QCommandLineParser& parser, JobSpec& job) const;

    Takes m_takes;
    QSet<QString> m_given;
    std::optional<JobSpec> m_job;
    JobSpec m_context; // every option read, onto the job's values: validationOptions()
    bool m_fromJobFile = false;
    QString m_command;
    bool m_hasCommand = false;
    std::optional<TorchVersion> m_torch;
    QString m_python;
    QStringList m_hosts;
    QStringList m_notCarried;
    QString m_importError;
};

} // namespace ddpw
