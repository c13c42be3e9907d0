#pragma once

#include "check/CheckRunner.h"
#include "check/CheckSummary.h"
#include "pages/FormPage.h"

#include <optional>

class QLabel;
class QPushButton;

namespace ddpw {

class CheckRunOptions;
class CheckRunView;
class CheckSettingsForm;
class CheckSuggestionsView;

// Step 5, "Check": the pre-flight and dry-run from the GUI, laid out and wired here. Where to run
// it (CheckSettingsForm: the local mode, simulated nodes on this machine, unless the user lists
// their nodes for SSH), how (CheckRunOptions: the timeout, the interpreter, the network step)
// beside Run/Cancel and Export report (CheckReportExport: the CLI's JSON), a summary line
// (CheckSummary) with what the nodes say about the job as one-click edits (CheckSuggestionsView
// over core's CheckAdvice), then the run as it happens (CheckRunView: the network step's plot, the
// per-node table, the log); a check over SSH asks through CheckPrompts. The settings are
// remembered per job file (CheckSettingsStore); a result is marked stale once the job changes
// after its run. The session runs on CheckRunner's worker thread; this page only shows what it
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
    // The shown result was made for another job than the one in the form now.
    bool isStale() const;

protected:
    void showJob(const JobSpec& job) override;
    void changeEvent(QEvent* event) override;
    void retranslateUi() override;

private:
    void buildUi();
    void onRunClicked();
    void startRun();
    void onExportClicked();
    void onDiagnoseClicked();
    void updateMode();
    void updateButtons();
    void updateLoadNote();
    void onLocalProcessesClicked();
    // The command the Preview shows, typed by hand or generated: what the check runs.
    QString shownCommand() const;

    void onFinished(const CheckOutcome& outcome);
    CheckSummary::Run runState() const;
    void showSummary();
    void loadSettings();
    void saveSettings();

    CheckRunner* m_runner;
    QLabel* m_whereHeading = nullptr;
    CheckSettingsForm* m_settings = nullptr;
    QLabel* m_runHeading = nullptr;
    CheckRunOptions* m_options = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_exportButton = nullptr;
    QPushButton* m_diagnoseButton = nullptr; // after a failed dry-run: its nodes' logs in the Diagnose view
    QLabel* m_summary = nullptr;
    QLabel* m_staleNote = nullptr;
    QLabel* m_commandNote = nullptr;               // the start command was edited by hand: that text runs
    QLabel* m_loadNote = nullptr;                  // a local run of more processes than this machine has cores
    QPushButton* m_localProcessesButton = nullptr; // ... offers fewer processes per node, or back
    CheckSuggestionsView* m_suggestions = nullptr;
    CheckRunView* m_runView = nullptr;

    bool m_cancelling = false;
    bool m_loadingSettings = false;
    std::optional<CheckOutcome> m_outcome;
    std::optional<JobSpec> m_checkedJob; // the job the shown result was made for
    std::optional<JobSpec> m_shownJob;   // the job the page last showed
    // The local run's processes per node when the user chose fewer than the command's: a change
    // the report names (the job and its command keep their own).
    std::optional<int> m_localProcesses;
};

} // namespace ddpw
