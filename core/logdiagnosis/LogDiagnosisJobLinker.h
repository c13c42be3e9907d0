#pragma once

#include "logdiagnosis/LogDiagnosisOptions.h"
#include "logdiagnosis/LogDiagnosisReport.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// Ties findings to the job that failed (--job / --command): what in the job or its start
// command is behind a finding, and the one-click fix the job offers for it (the same JobFix
// the form shows, the same text fix `validate` prints). E.g. local-rank-argument points at
// torch.distributed.launch without --use_env; invalid-device-ordinal compares
// --nproc_per_node with the GPUs per node; port-in-use offers another port or c10d;
// hostname-resolution names the master the job's command derives.
class LogDiagnosisJobLinker
{
    Q_DECLARE_TR_FUNCTIONS(LogDiagnosisJobLinker)

public:
    // `logTorch`: the torch version the logs show ("1.13.1"), empty if none.
    static void link(LogDiagnosisReport& report, const LogDiagnosisOptions& options, const QString& logTorch);
};

} // namespace ddpw
