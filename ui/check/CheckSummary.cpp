#include "check/CheckSummary.h"

namespace ddpw {

QString CheckSummary::text(Run run, const std::optional<CheckOutcome>& outcome)
{
    if (run == Run::Cancelling)
        return tr("Cancelling... every node is being stopped and cleaned up.");
    if (run == Run::Running)
        return tr("Running... the table and the log fill in as the nodes answer.");
    if (!outcome)
        return tr("Not run yet.");
    return finishedText(*outcome);
}

QString CheckSummary::outcomeKey(Run run, const std::optional<CheckOutcome>& outcome)
{
    if (run != Run::Idle)
        return run == Run::Cancelling ? QStringLiteral("cancelling") : QStringLiteral("running");
    if (!outcome)
        return {};
    return outcome->cancelled ? QStringLiteral("cancelled")
           : outcome->ok      ? QStringLiteral("ok")
                              : QStringLiteral("failed");
}

QString CheckSummary::finishedText(const CheckOutcome& outcome)
{
    if (outcome.cancelled)
        return tr("Cancelled. Every node was stopped and cleaned up.");
    if (outcome.dryRun && outcome.dryRun->ok) {
        const DryRunResult& result = *outcome.dryRun;
        const QString changes =
            result.changes.isEmpty()
                ? QString()
                : u' ' + tr("Passed with changes: %1.").arg(result.changes.join(QStringLiteral("; ")));
        return tr("Rendezvous OK: world size %1 (ranks 0-%2), rendezvous in %3 s, %4 s in all.")
                   .arg(result.worldSize)
                   .arg(result.worldSize - 1)
                   .arg(result.rendezvousSeconds, 0, 'f', 1)
                   .arg(result.totalSeconds, 0, 'f', 1) +
               changes + networkText(outcome);
    }
    if (outcome.dryRun)
        return tr("Rendezvous failed: %1").arg(outcome.dryRun->error);
    if (outcome.preflight && outcome.preflight->ok())
        return tr("Pre-flight passed on %n node(s) in %1 s; the rendezvous was skipped.", nullptr,
                  static_cast<int>(outcome.preflight->nodes.size()))
            .arg(outcome.preflight->seconds, 0, 'f', 1);
    QStringList failures;
    if (outcome.preflight) {
        for (const NodeReport& node : outcome.preflight->nodes) {
            for (const CheckItem& check : node.checks) {
                if (check.status == CheckStatus::Fail)
                    failures.append(QStringLiteral("%1: %2: %3").arg(node.host, check.name, check.detail));
            }
        }
    }
    if (failures.size() > 3)
        failures = failures.mid(0, 3) << tr("(more in the table)");
    return tr("The pre-flight found problems, so the rendezvous did not run. %1").arg(failures.join(u' '));
}

QString CheckSummary::networkText(const CheckOutcome& outcome)
{
    if (!outcome.bandwidthRequested)
        return {};
    if (!outcome.dryRun || !outcome.dryRun->bandwidth)
        return u' ' + tr("Network: %1.").arg(outcome.bandwidthReport().value(QStringLiteral("error")).toString());
    const BandwidthResult& result = *outcome.dryRun->bandwidth;
    if (!result.error.isEmpty())
        return u' ' + tr("Network: failed: %1").arg(result.error);
    QString text =
        u' ' + tr("Network: peak busbw %1 GB/s (threshold %2).")
                   .arg(QString::number(result.peakBusbwGbps, 'g', 3), QString::number(result.thresholdGbps, 'g', 3));
    for (const QString& problem : result.problems)
        text += u' ' + problem + u'.';
    if (!result.hints.isEmpty())
        text += u' ' + tr("To try: %1").arg(result.hints.first());
    return text;
}

} // namespace ddpw
