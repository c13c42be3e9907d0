#pragma once

#include "nodecheck/CheckOutcome.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ddpw {

// The Check step's summary line under Run: what a run in progress is doing, or what the last one
// found (the rendezvous' world size and times, the changes it ran with, the network step's
// verdict, the first pre-flight failures), and the outcome as a key that tests and screen
// readers read without parsing the sentence. Words only: every verdict is core's CheckOutcome.
class CheckSummary
{
    Q_DECLARE_TR_FUNCTIONS(CheckSummary)

public:
    enum class Run { Idle, Running, Cancelling };

    static QString text(Run run, const std::optional<CheckOutcome>& outcome);
    // "running", "cancelling", "cancelled", "ok", "failed", or "" before the first run.
    static QString outcomeKey(Run run, const std::optional<CheckOutcome>& outcome);

private:
    static QString finishedText(const CheckOutcome& outcome);
    // The network step's verdict after the rendezvous', when it was asked for.
    static QString networkText(const CheckOutcome& outcome);
};

} // namespace ddpw
