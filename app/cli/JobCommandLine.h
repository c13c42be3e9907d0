#pragma once

#include "model/JobSpec.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The CLI flags that set job fields: one flag per field of JobSpec. Shared by every
// subcommand that takes a job (generate, check, ...), so they spell the flags the same way.
class JobCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(JobCommandLine)

public:
    void addOptions(QCommandLineParser& parser) const;

    // Builds the job: --job FILE first (when given), then every flag on top of it. Script
    // arguments replace the file's when the command line had a "--" (even with none after it).
    // Returns an empty string on success, else a one-line error naming the flag.
    QString buildJob(const QCommandLineParser& parser, const std::optional<QStringList>& scriptArgs,
                     JobSpec& job) const;

    // The flag that sets a field, for errors the model reports ("--nodes").
    static QString flagFor(JobField field);
};

// Splits argv at the first "--": what follows goes to the training script verbatim.
struct SplitArguments
{
    QStringList options; // starts with the command name
    QStringList scriptArgs;
    bool hadSeparator = false;
};
SplitArguments splitAtDoubleDash(const QStringList& arguments);

} // namespace ddpw
