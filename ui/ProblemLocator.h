#pragma once

#include "PreviewDiagnostic.h"
#include "model/JobSpec.h"

#include <QList>
#include <QString>

namespace ddpw {

// Places the job's problems in the generated command so the preview can underline them: each
// field maps to the words the generator writes for it (--nnodes for the node count, the
// MASTER line for the role, ...). Problems of fields the command does not show (job name,
// image) mark the first character, so they are still listed, never dropped.
class ProblemLocator
{
public:
    static QList<PreviewDiagnostic> locate(const QString& command, const QList<JobProblem>& problems);

private:
    static std::pair<int, int> rangeFor(const QString& command, JobField field);
    static std::pair<int, int> wordAt(const QString& command, int begin);
    static std::pair<int, int> firstOf(const QString& command, const QStringList& needles);
};

} // namespace ddpw
