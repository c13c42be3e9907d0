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
    // One of core's findings (ours or ShellCheck's) as the preview shows it, without its fix.
    static PreviewDiagnostic toPreview(const CommandDiagnostic& finding);
    // Into core's order of every list (model/WorstFirst.h): errors, warnings, infos, each by where
    // it starts in the command. The job's problems, core's findings and ShellCheck's, merged.
    static void sortForList(QList<PreviewDiagnostic>& diagnostics);
    // The findings whose range overlaps none of the covering diagnostics' (non-empty) ranges.
    static QList<PreviewDiagnostic> notCoveredBy(const QList<PreviewDiagnostic>& findings,
                                                 const QList<PreviewDiagnostic>& covering);
};

} // namespace ddpw
