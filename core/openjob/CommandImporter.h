#pragma once

#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

// Reads a start command back into the form: the launcher's options as core's parser reads
// them (CommandValidator: shell reader + launcher parser) become the job's fields. Options are
// read in every spelling some torch release knows, so a command written for another version
// changes nothing but its spelling. What the form cannot hold (an option it has no field for, a
// value it cannot express, a rendezvous endpoint that is not ${MASTER}:PORT, a placeholder) is
// listed by name in `notRepresented`, never dropped or replaced by a default silently; the
// caller keeps the text and shows the list.
struct CommandImport
{
    bool ok = false;
    QString error;              // why nothing could be imported
    JobSpec job;                // the base job with every understood field replaced
    QStringList notRepresented; // "--tee=3: no field in the form", ...
    // Options written in a spelling the job's torch version does not accept (the guide's
    // --rdzv-id on torch 1.13): imported all the same; the form writes them right, which is the fix.
    QStringList respelled;
};

// What becomes of a hand edit of the generated command: read back into the form when the form
// can hold all of it and writes the same text back; else kept as typed, with the reasons.
struct CommandReadBack
{
    bool intoForm = false;
    JobSpec job;         // with intoForm: the job the form takes
    QStringList reasons; // without: why the text stays as typed (what the form cannot hold)
};

class CommandImporter
{
    Q_DECLARE_TR_FUNCTIONS(CommandImporter)

public:
    static CommandImport import(const QString& command, const JobSpec& base);
    static CommandReadBack readBack(const QString& command, const JobSpec& job);
    // The command with line continuations and runs of blanks folded: two commands that
    // normalize alike differ only in layout.
    static QString normalized(const QString& command);
    // The read job with every field the edit did not change put back as `before` had it: a field
    // is the user's change only when its old value would not write `command` (compared after
    // normalized()).
    static JobSpec onlyWhatTheTextChanged(const JobSpec& read, const JobSpec& before, const QString& command);
};

} // namespace ddpw
