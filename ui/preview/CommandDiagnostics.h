#pragma once

#include "model/JobSpec.h"
#include "preview/PreviewDiagnostic.h"
#include "validate/CommandDiagnostic.h"
#include "validate/ValidationOptions.h"

#include <QList>
#include <QString>

namespace ddpw {

// Runs core's CommandValidator over a command and turns its findings into what the preview
// underlines. The GUI decides nothing here: severities, messages and fixes are core's.
class CommandDiagnostics
{
public:
    static QList<PreviewDiagnostic> validate(const QString& command, const ValidationOptions& options, bool withFixes);
    // Core's one list for the job's own command (JobDocument::diagnostics): a problem of the job
    // with the job's fix (jobProblem is its index), a finding in the text without its text fix,
    // since the form is the source of that text and would overwrite the edit.
    static QList<PreviewDiagnostic> forJob(const QList<CommandDiagnostic>& diagnostics);
    // One of core's findings (ours or ShellCheck's) as the preview shows it, without its fix.
    static PreviewDiagnostic toPreview(const CommandDiagnostic& finding);
    // Into core's order of every list (model/WorstFirst.h): errors, warnings, infos, each by where
    // it starts in the command; again when ShellCheck's findings join core's.
    static void sortForList(QList<PreviewDiagnostic>& diagnostics);
};

} // namespace ddpw
