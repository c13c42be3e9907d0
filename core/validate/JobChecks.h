#pragma once

#include "model/JobSpec.h"
#include "validate/CommandDiagnostic.h"

#include <QCoreApplication>
#include <QList>

namespace ddpw {

// The form's rules: what is wrong with a job, field by field and in words a person can act on,
// so that nothing invalid is held silently: the CLI refuses to generate while there is an error
// and the GUI shows every problem beside its field and on the field's words in the preview.
// Each is a CommandDiagnostic like validate's findings in a command, with the field it is about
// (its code is the field's job-file key, e.g. "nproc_per_node") and, only where one edit is
// clearly what the user wants, the edit of the job that repairs it (jobFix).
class JobChecks
{
    Q_DECLARE_TR_FUNCTIONS(JobChecks)

public:
    // Every problem, in the form's order: its steps, field by field.
    static QList<CommandDiagnostic> problems(const JobSpec& job);
    static QList<CommandDiagnostic> problemsFor(const JobSpec& job, JobField field);
    static bool hasErrors(const JobSpec& job);
    // "Pass --use_env" (launch.py): the script reads LOCAL_RANK and launch passes no argument.
    static JobFix useEnvironmentFix();
};

} // namespace ddpw
