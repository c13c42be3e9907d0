#pragma once

#include "nodecheck/DryRunResult.h"
#include "nodecheck/PreflightReport.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace ddpw {

// The one answer of a check: `passed-with-changes` when every step passed but part of the
// user's command could not run as written (CheckOutcome::changes() says what ran instead).
enum class CheckVerdict { Passed, PassedWithChanges, Failed };

// What one check found: the pre-flight's report and the rendezvous' result, whichever ran.
struct CheckOutcome
{
    Q_DECLARE_TR_FUNCTIONS(CheckOutcome)

public:
    bool local = false;
    bool preflightOnly = false;
    bool cancelled = false;
    bool bandwidthRequested = false; // the network step was asked for (its verdict: dryRun->bandwidth)
    // Every step that was asked for ran and passed: the one definition of a passed check.
    bool ok = false;
    std::optional<PreflightReport> preflight;
    std::optional<DryRunResult> dryRun;
    // Local mode: the torch release of this machine's launcher (LocalTorchProbe), if found.
    QString localTorch;
    double totalSeconds = 0; // the whole check: pre-flight, rendezvous and network step

    CheckVerdict verdict() const;
    // "passed", "passed-with-changes", "failed": the report's `verdict`.
    static QString verdictKey(CheckVerdict verdict);
    // What did not run as written, and what ran instead (empty for a form job).
    QStringList changes() const;
    // What differed only because every node was this machine (local mode); not a change.
    QStringList localChanges() const;
    // {"preflight", "rendezvous", "bandwidth", "total"}: seconds, null for a step that did not run.
    QJsonObject timings() const;

    // The JSON `ddpwizard-cli check --format json` prints (local mode and `dryrun`: the dry-run's
    // document), and the Check step exports.
    QJsonObject report() const;
    // The "rendezvous" object of the report when the rendezvous did not run, saying why.
    QJsonObject rendezvousReport() const;
    // The "bandwidth" object: the network step's verdict, or why it did not run.
    QJsonObject bandwidthReport() const;

private:
    // The document with `verdict`, `changes` and `timings` added.
    QJsonObject withVerdict(QJsonObject document) const;
};

} // namespace ddpw
