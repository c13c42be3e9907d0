#pragma once

#include "cli/CliIo.h"
#include "nodecheck/CheckOutcome.h"
#include "nodecheck/CheckSession.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace ddpw {

// What `check` and `dryrun` print: the live progress on stderr while the session runs, and the
// summary (text) or the report (JSON) on stdout at the end.
class CliCheckOutput
{
    Q_DECLARE_TR_FUNCTIONS(CliCheckOutput)

public:
    enum class Progress { Quiet, Steps, EveryLine };

    // Writes each event as one line on io.err; the returned observer may be called from any
    // thread (one lock for all of them), and must not outlive io.
    static CheckSession::Observer progressObserver(CliIo& io, Progress progress);

    // The dry-run's summary: verdict, one line per node and per rank, the evidence of a failure.
    static QString dryRunSummary(const DryRunResult& result);
    // The pre-flight's table, one block per node, then the rendezvous, the network step when it
    // was asked for, and the verdict.
    static QString checkSummary(const CheckOutcome& outcome);
    // The network step: the sweep's table, the nodes' figures, interfaces, problems, what to try.
    static QString bandwidthSummary(const BandwidthResult& result);
    // The line on stderr before a run with the network step.
    static QString bandwidthAnnouncement(const BandwidthOptions& options);
    static void writeReport(const CheckOutcome& outcome, CliIo& io);
    // "Verdict: passed with changes in 7.10 s (pre-flight 0.59 s, rendezvous 4.20 s)."
    static QString verdictLine(const CheckOutcome& outcome);
    static QString phaseName(const QString& key);

    // Every step passed, but part of the user's command did not run as written.
    static constexpr int kExitPassedWithChanges = 3;
    // The one tail of `check` and `dryrun`: the report (JSON) or the summary (text) on stdout,
    // and the exit code: 0 passed, 3 passed with changes, 1 failed.
    static int finish(const CheckOutcome& outcome, bool json, CliIo& io);
};

} // namespace ddpw
