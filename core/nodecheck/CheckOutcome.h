#pragma once

#include "nodecheck/DryRunResult.h"
#include "nodecheck/PreflightReport.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace ddpw {

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

    // The JSON `ddpwizard-cli check --format json` prints (local mode and `dryrun`: the dry-run's
    // document), and the Check step exports.
    QJsonObject report() const;
    // The "rendezvous" object of the report when the rendezvous did not run, saying why.
    QJsonObject rendezvousReport() const;
    // The "bandwidth" object: the network step's verdict, or why it did not run.
    QJsonObject bandwidthReport() const;
};

} // namespace ddpw
