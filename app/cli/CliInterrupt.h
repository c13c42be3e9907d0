#pragma once

#include <atomic>
#include <csignal>

namespace ddpw {

// Routes SIGINT, SIGTERM and SIGHUP to a cancel flag while it lives, so that Ctrl-C, a kill or a
// closed terminal stops a check or a dry-run cleanly (every node cleaned up) instead of killing
// the CLI with torchrun and the probes left running. The previous handlers come back when it
// goes. One at a time per process.
class CliInterrupt
{
public:
    CliInterrupt();
    ~CliInterrupt();
    CliInterrupt(const CliInterrupt&) = delete;
    CliInterrupt& operator=(const CliInterrupt&) = delete;

    // Set by the signal handler; the engines poll it.
    static const std::atomic_bool& cancelled();

private:
    struct sigaction m_previousInt
    {
    };
    struct sigaction m_previousTerm
    {
    };
    struct sigaction m_previousHup
    {
    };
};

} // namespace ddpw
