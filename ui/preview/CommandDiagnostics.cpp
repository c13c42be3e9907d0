#include "preview/CommandDiagnostics.h"

#include "model/WorstFirst.h"
#include "validate/CommandValidator.h"

namespace ddpw {

QList<PreviewDiagnostic> CommandDiagnostics::validate(const QString& command, const ValidationOptions& options,
                                                      bool withFixes)
{
    const ValidationResult result = CommandValidator(options).validate(command);
    QList<PreviewDiagnostic> diagnostics;
    for (const CommandDiagnostic& finding : result.diagnostics) {
        PreviewDiagnostic diagnostic = toPreview(finding);
        // A fix is offered only where its result can be used (a pasted command); in the
        // live preview the form is the source and would overwrite it. Every edit of core's fix
        // comes along, wherever it is: the CLI's `fix:` lines and the GUI's one click agree.
        if (withFixes && finding.fix) {
            diagnostic.hasFix = true;
            diagnostic.fixText = finding.fix->replacement;
            for (const DiagnosticFix& fix : finding.fixes())
                diagnostic.edits.append({fix.range.begin.offset, fix.range.end.offset, fix.replacement});
        }
        diagnostics.append(diagnostic);
    }
    return diagnostics;
}

void CommandDiagnostics::sortForList(QList<PreviewDiagnostic>& diagnostics)
{
    sortWorstFirst(diagnostics, [](const PreviewDiagnostic& d) { return d.beginOffset; });
}

QList<PreviewDiagnostic> CommandDiagnostics::forJob(const QList<CommandDiagnostic>& diagnostics)
{
    QList<PreviewDiagnostic> result;
    for (qsizetype index = 0; index < diagnostics.size(); ++index) {
        const CommandDiagnostic& found = diagnostics.at(index);
        PreviewDiagnostic diagnostic = toPreview(found);
        if (found.field) {
            diagnostic.jobProblem = static_cast<int>(index);
            if (found.jobFix) {
                diagnostic.hasFix = true;
                diagnostic.fixLabel = found.jobFix->label;
            }
        }
        result.append(diagnostic);
    }
    return result;
}

PreviewDiagnostic CommandDiagnostics::toPreview(const CommandDiagnostic& finding)
{
    PreviewDiagnostic diagnostic;
    diagnostic.beginOffset = finding.range.begin.offset;
    diagnostic.endOffset = finding.range.end.offset;
    diagnostic.severity = finding.severity;
    diagnostic.code = finding.code;
    diagnostic.message = finding.message;
    return diagnostic;
}

} // namespace ddpw
