#pragma once

#include "model/JobSpec.h"
#include "nodecheck/CheckOutcome.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// One thing a check found that a single edit of the job answers: what the nodes showed, and
// the edit ("set the torch version to 1.13"), which the Check step offers as a button.
struct CheckSuggestion
{
    QString finding; // "The nodes run torch 1.13.0a0; the job is written for torch 2.6."
    JobFix fix;
    // An error where the job cannot run as written on these nodes (more GPUs than they have), a
    // warning where it runs other than meant (another torch, GPUs left idle).
    Severity severity = Severity::Warning;
};

// What the nodes of a finished check say about the job itself, beyond pass or fail: the torch
// release they run (pre-flight versions or the ranks' own reports, over SSH only: a local
// check's torch is this machine's, not the image's) when the job names another, and the GPUs every node has when the
// job asks for another number.
class CheckAdvice
{
    Q_DECLARE_TR_FUNCTIONS(CheckAdvice)

public:
    // Worst first (model/WorstFirst.h), then in the order above: torch, then GPUs.
    static QList<CheckSuggestion> suggestions(const CheckOutcome& outcome, const JobSpec& job);
    // A local check on a machine whose torch is not the job's: said before it runs (empty when
    // they agree or either is unknown). The job is never changed to fit this machine.
    static QString localTorchNote(const QString& localTorch, const JobSpec& job);
    // A local check whose interpreter (`program`, found as `interpreter`) cannot import torch:
    // said before it runs, with how to choose another (the CLI's --python, or the Check step's
    // Python field when forGui).
    static QString noTorchNote(const QString& program, const QString& interpreter, bool forGui);
    // The one torch release the platform's nodes reported (major.minor), if they agree; nothing
    // for a local check, which runs on this machine.
    static std::optional<TorchVersion> nodesTorch(const CheckOutcome& outcome, QString* reported = nullptr);
};

} // namespace ddpw
