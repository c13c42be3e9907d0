#pragma once

#include "model/JobSpec.h"

#include <QString>

namespace ddpw {

// The torch release the local mode's launcher runs, found before the rendezvous: torchrun's
// own interpreter (its #! line, as pip and Debian write the entry point) or the job's python
// for torch.distributed.launch. The local mode has no pre-flight, and a launcher that rejects
// its options (the job written for 2.x, this machine on 1.13) reports no version itself: this is
// what lets the Check step offer "set the torch version to 1.13". Runs one short process.
class LocalTorchProbe
{
public:
    static constexpr int kTimeoutMs = 15000;

    // "1.13.0a0", or empty when torch cannot be imported or the launcher is not found.
    static QString version(const JobSpec& job, int timeoutMs = kTimeoutMs);
    // The bash snippet that prints it (for tests and the log).
    static QString script(const JobSpec& job);

    // A user's command: the torch of the program its launcher word names (`torchrun`,
    // `/usr/bin/python3`, `python`), found as bash finds it here (PATH).
    struct Found
    {
        QString version;     // empty when torch cannot be imported
        QString interpreter; // the python that ran, as found ("/usr/bin/python3.11"); empty when none
    };
    static Found ofProgram(const QString& program, int timeoutMs = kTimeoutMs);
    static QString programScript(const QString& program);
};

} // namespace ddpw
