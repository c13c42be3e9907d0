#pragma once

#include "nodecheck/CheckOutcome.h"
#include "nodecheck/DryRunResult.h"
#include "nodecheck/PreflightReport.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// Where one node of a running check stands, as the Check step's table shows it.
struct CheckNodeRow
{
    enum class Phase { Pending, Checking, PreflightPassed, PreflightFailed, Skipped, DryRun };

    QString host;
    Phase phase = Phase::Pending;
    DryRunNodeState dryRunState = DryRunNodeState::Waiting; // with Phase::DryRun
    QString python;
    QString torch;
    QString gpus;
    QList<int> ranks; // sorted
    // The command line this node's launcher was given in the dry-run (once it finished).
    QString command;
    // One entry per name of CheckProgress::checkNames() this node has a result for.
    struct Check
    {
        QString name;
        CheckStatus status = CheckStatus::Pass;
        QString detail;
    };
    QList<Check> checks;

    const Check* check(const QString& name) const;
    bool passed() const;
    bool failed() const;
};

// The state of every node during one check, built from the session's events (pre-flight
// progress and report, dry-run events, the outcome) in the order they come. The Check step's
// table only draws it; the rules (a node's check is as bad as its worst rank, a node the
// pre-flight never reached is skipped, a node the network step named slow fails its "network"
// check) live here once.
class CheckProgress
{
    Q_DECLARE_TR_FUNCTIONS(CheckProgress)

public:
    // A new run on these rows: one per host (SSH) or per simulated node (local mode).
    void reset(const QStringList& rowNames);

    void preflightProgress(int node);
    void preflightFinished(const PreflightReport& report);
    void dryRunStarted();
    void dryRunEvent(const DryRunEvent& event);
    void finished(const CheckOutcome& outcome);

    const QList<CheckNodeRow>& rows() const { return m_rows; }
    // The named checks in order of first appearance: the table's extra columns.
    const QStringList& checkNames() const { return m_checkNames; }
    // A check's title for a person ("all-reduce", "port free"), translated; an unknown name as is.
    // The names themselves stay as they are in the JSON report.
    static QString checkTitle(const QString& name);

private:
    bool hasRow(int row) const { return row >= 0 && row < m_rows.size(); }
    void setCheck(int row, const QString& name, CheckStatus status, const QString& detail);
    void showBandwidth(const BandwidthResult& result);

    QList<CheckNodeRow> m_rows;
    QStringList m_checkNames;
};

} // namespace ddpw
