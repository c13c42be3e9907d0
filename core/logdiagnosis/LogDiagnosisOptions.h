#pragma once

#include "model/JobSpec.h"
#include "util/TorchVersion.h"

#include <QString>

#include <optional>

namespace ddpw {

// What `diagnose` knows besides the logs: the job (--job, or --command read into a job), the
// start command's text (--command), and the torch release of the image (--torch). With them a
// finding names the part of the start command behind it and offers the same fix as validate.
struct LogDiagnosisOptions
{
    std::optional<JobSpec> job;
    QString command;                   // the start command as the user pasted it; empty = none
    std::optional<TorchVersion> torch; // the image's torch; else the job's, else unknown
    // One finding per log and kind rather than per kind (the Diagnose view's cards): each lists
    // its own log's lines and explains only what that log shows.
    bool perLog = false;
    // The logs are still being written (the dry-run reads each line as it comes): a warning that
    // ends a log is where the run stands now, not where it stopped.
    bool stillWriting = false;
};

} // namespace ddpw
