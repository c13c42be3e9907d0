#include "cli/CliInterrupt.h"

namespace ddpw {

namespace {

std::atomic_bool g_cancelled{false};

extern "C" void onCancelSignal(int)
{
    g_cancelled.store(true);
}

} // namespace

CliInterrupt::CliInterrupt()
{
    g_cancelled.store(false);
    struct sigaction action
    {
    };
    action.sa_handler = onCancelSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &m_previousInt);
    sigaction(SIGTERM, &action, &m_previousTerm);
    sigaction(SIGHUP, &action, &m_previousHup);
}

CliInterrupt::~CliInterrupt()
{
    sigaction(SIGINT, &m_previousInt, nullptr);
    sigaction(SIGTERM, &m_previousTerm, nullptr);
    sigaction(SIGHUP, &m_previousHup, nullptr);
}

const std::atomic_bool& CliInterrupt::cancelled()
{
    return g_cancelled;
}

} // namespace ddpw
