#pragma once

#include "nodecheck/CheckProgress.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace ddpw {

class BandwidthPlot;
class CheckResultsTable;
class CheckRunner;

// A check as it happens, under the Check step's summary: the network step's plot (BandwidthPlot),
// the per-node table that fills in live (CheckResultsTable over core's CheckProgress) and the log
// pane, fed by CheckRunner's signals. It shows what the run reports and decides nothing: the page
// starts and ends a run and writes its summary.
class CheckRunView : public QWidget
{
    Q_OBJECT

public:
    explicit CheckRunView(QWidget* parent = nullptr);

    // The runner's progress and notices, shown as they come.
    void follow(CheckRunner* runner);
    // A new run on these rows (a host, or a local node, each): the last run's table, plot and log go.
    void start(const QStringList& rowNames);
    // The run ended: every row's final state and the network step's result.
    void finish(const CheckOutcome& outcome);
    void appendLog(const QString& line);
    // A result for another job than the form's: the table is greyed.
    void setStale(bool stale);
    void retranslate();

private:
    void onPreflightProgress(int node, const QString& host, const QString& text);
    void onPreflightFinished(const PreflightReport& report);
    void onDryRunStarted(int nodes);
    void onDryRunEvent(const DryRunEvent& event);

    CheckProgress m_progress;
    BandwidthPlot* m_plot = nullptr;
    CheckResultsTable* m_table = nullptr;
    QLabel* m_logLabel = nullptr;
    QPlainTextEdit* m_log = nullptr;
};

} // namespace ddpw
