#pragma once

#include "model/JobSpec.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

// Every option of a job, declared once: its name (CliOptionNames), its value's name and its one
// help text, which says its one meaning and its one default. Every subcommand that takes a job
// adds its job options from here through CliJobInput, so that `--torch` or `--nodes` read the
// same in each one's --help (tests/shell/test_cli_job_options_agree.sh compares them in the binary).
class CliJobOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliJobOptions)

public:
    enum class Kind {
        Source,  // where the job comes from: --job, --command
        Context, // what a command is read against, and a field of every job: --torch, --nodes ...
        Field,   // the rest of a job built from options: --image, --launcher ...
    };

    // The options of `kind`, in --help's order.
    static QStringList names(Kind kind);
    // Adds option `name` (one of names()) with its value's name and help text.
    static void add(QCommandLineParser& parser, const QString& name);
    // An older spelling still read where it was (`--env` for --platform-env in validate, explain
    // and expand; `--port` for --ssh-port in check), hidden from the options list: one spelling,
    // one meaning there. olderSpellingNote() is the line the subcommand's --help says it in.
    static void addOlderSpelling(QCommandLineParser& parser, const QString& older, const QString& valueName);
    static QString olderSpellingNote(const QString& older, const QString& name);
    // The values of `name` as given; none when it was not (or the subcommand does not take it).
    static QStringList values(const QCommandLineParser& parser, const QString& name);

    // The option that sets a field, for errors the model reports ("--nodes").
    static QString flagFor(JobField field);
};

} // namespace ddpw
