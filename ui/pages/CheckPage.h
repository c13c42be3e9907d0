#pragma once

#include "CheckRunner.h"
#include "pages/FormPage.h"

#include <QJsonObject>

#include <optional>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTableWidgetItem;

namespace ddpw {

// Step 5, "Check": the pre-flight and dry-run of issue 5 from the GUI. A host list (empty =
// local mode, simulated nodes on this machine), SSH settings, Run/Cancel, a per-node table
// that fills in live, a log pane, a summary line and Export report (the CLI's JSON). The
// engines run on CheckRunner's worker thread; this page only shows what they report.
class CheckPage : public FormPage
{
    Q_OBJECT

public:
    explicit CheckPage(JobController* controller, QWidget* parent = nullptr);
    ~CheckPage() override;

    bool isRunning() const;
    // The hosts as the list holds them now, one per non-empty line.
    QStringList hosts() const;
    // Fills the host list from a VC_WORKER_HOSTS value ("a,b,c"); false if it holds no host.
    bool pasteWorkerHosts(const QString& value);
    // Saves the last run's report; false (and says why) when there is none or it failed.
    bool exportReport(const QString& path);

    // Table columns before the per-check ones.
    enum Column { HostColumn, StateColumn, PythonColumn, TorchColumn, GpusColumn, RanksColumn, FixedColumns };

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    // What a row shows in its state column; kept as a code so that it can be retranslated.
    enum class RowState { Pending, Checking, PreflightPassed, PreflightFailed, Skipped, DryRun };

    void buildUi();
    QGroupBox* buildHostBox();
    QGroupBox* buildSshBox();
    void onRunClicked();
    void startRun();
    void onExportClicked();
    void browseInto(QLineEdit* edit, const QString& title);
    void updateMode();
    void updateButtons();
    void resetTable(const QStringList& rowHosts);
    QTableWidgetItem* cell(int row, int column);
    void setRowState(int row, RowState state, DryRunNodeState dryState = DryRunNodeState::Waiting);
    void appendLog(const QString& line);
    // Shows one named check of a row with its status icon, adding its column when new.
    void setCheck(int row, const QString& name, CheckStatus status, const QString& detail);

    void onPreflightProgress(int node, const QString& host, const QString& text);
    void onPreflightFinished(const PreflightReport& report);
    void onDryRunStarted(int nodes);
    void onDryRunEvent(const DryRunEvent& event);
    void onFinished(const CheckOutcome& outcome);
    void showSummary();
    QString summaryText() const;
    QString stateText(int row) const;
    static QString dryStateText(DryRunNodeState state);

    bool askHostKey(const HostKeyQuestion& question);
    std::optional<QString> askSecret(const QString& prompt, bool echo);

    CheckRunner* m_runner;
    QLabel* m_modeLabel = nullptr;
    QGroupBox* m_hostBox = nullptr;
    QLabel* m_hostsLabel = nullptr;
    QPlainTextEdit* m_hostList = nullptr;
    QLabel* m_pasteLabel = nullptr;
    QLineEdit* m_pasteHosts = nullptr;
    QPushButton* m_pasteButton = nullptr;
    QPushButton* m_localButton = nullptr;
    QPushButton* m_namesButton = nullptr;
    QGroupBox* m_sshBox = nullptr;
    QLabel* m_userLabel = nullptr;
    QLineEdit* m_user = nullptr;
    QLabel* m_portLabel = nullptr;
    QSpinBox* m_port = nullptr;
    QLabel* m_identityLabel = nullptr;
    QLineEdit* m_identity = nullptr;
    QPushButton* m_identityBrowse = nullptr;
    QLabel* m_knownHostsLabel = nullptr;
    QLineEdit* m_knownHosts = nullptr;
    QPushButton* m_knownHostsBrowse = nullptr;
    QLabel* m_sshConfigLabel = nullptr;
    QLineEdit* m_sshConfig = nullptr;
    QPushButton* m_sshConfigBrowse = nullptr;
    QCheckBox* m_acceptNew = nullptr;
    QLabel* m_timeoutLabel = nullptr;
    QSpinBox* m_timeout = nullptr;
    QCheckBox* m_preflightOnly = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_exportButton = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_logLabel = nullptr;
    QPlainTextEdit* m_log = nullptr;

    // The names the list was last filled with from the node count: while the list still holds
    // them, a new node count refills it; once the user edits it, it is theirs.
    QString m_autoHosts;
    QStringList m_checkNames; // per-check columns, in order of appearance
    QList<RowState> m_rowStates;
    QList<DryRunNodeState> m_dryStates;
    bool m_cancelling = false;
    bool m_lastLocal = true;
    std::optional<CheckOutcome> m_outcome;
};

} // namespace ddpw
