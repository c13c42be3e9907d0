#pragma once

#include "CheckRunner.h"
#include "nodecheck/CheckProgress.h"
#include "pages/FormPage.h"

#include <optional>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace ddpw {

class BandwidthPlot;
class CheckResultsTable;
class CheckSettingsForm;

// Step 5, "Check": the pre-flight and dry-run from the GUI. What to check and how to reach the
// nodes (CheckSettingsForm; an empty host list is the local mode, simulated nodes on this
// machine), Run/Cancel with the timeout and the network step (BandwidthPlot shows its busbw by
// size; the table's "network" column marks a slow node), a per-node table that fills in live
// (CheckResultsTable over core's CheckProgress), a log pane, a summary line and Export report
// (the CLI's JSON). The session runs on CheckRunner's worker thread; this page only shows what it
// reports.
class CheckPage : public FormPage
{
    Q_OBJECT

public:
    explicit CheckPage(JobDocument* document, QWidget* parent = nullptr);
    ~CheckPage() override;

    bool isRunning() const;
    // The hosts as the list holds them now.
    QStringList hosts() const;
    // Fills the host list from a VC_WORKER_HOSTS value ("a,b,c"); false if it holds no host.
    bool pasteWorkerHosts(const QString& value);
    // Saves the last run's report; false (and says why) when there is none or it failed.
    bool exportReport(const QString& path);

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    void buildUi();
    void onRunClicked();
    void startRun();
    void onExportClicked();
    void onDiagnoseClicked();
    void updateMode();
    void updateButtons();
    void appendLog(const QString& line);

    void onPreflightProgress(int node, const QString& host, const QString& text);
    void onPreflightFinished(const PreflightReport& report);
    void onDryRunStarted(int nodes);
    void onDryRunEvent(const DryRunEvent& event);
    void onFinished(const CheckOutcome& outcome);
    void showSummary();
    QString summaryText() const;
    QString networkSummary() const;

    bool askHostKey(const HostKeyQuestion& question);
    std::optional<QString> askSecret(const QString& prompt, bool echo);

    CheckRunner* m_runner;
    CheckProgress m_progress;
    QLabel* m_modeLabel = nullptr;
    CheckSettingsForm* m_settings = nullptr;
    QLabel* m_timeoutLabel = nullptr;
    QSpinBox* m_timeout = nullptr;
    QCheckBox* m_bandwidth = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_exportButton = nullptr;
    QPushButton* m_diagnoseButton = nullptr; // after a failed dry-run: its nodes' logs in the Diagnose view
    QLabel* m_summary = nullptr;
    BandwidthPlot* m_plot = nullptr;
    CheckResultsTable* m_table = nullptr;
    QLabel* m_logLabel = nullptr;
    QPlainTextEdit* m_log = nullptr;

    bool m_cancelling = false;
    std::optional<CheckOutcome> m_outcome;
};

} // namespace ddpw
