#pragma once

#include "pages/FormPage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ddpw {

class ScriptArgumentsEdit;

// Step 4, the platform's "Start command", in four sections: the launcher and its rendezvous,
// the nodes and processes, the user's script (entry point, arguments typed as on a shell line,
// extra environment variables), and how the command is written (the MASTER line; launch.py's
// own options, shown only for launch.py).
class CommandPage : public FormPage
{
    Q_OBJECT

public:
    explicit CommandPage(JobDocument* document, QWidget* parent = nullptr);

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    void buildLauncherSection();
    void buildProcessSection();
    void buildScriptSection();
    void buildWritingSection();
    void connectLauncherFields();
    void connectEntryFields();
    void showEnvironment(const QList<EnvVar>& env);
    QList<EnvVar> environmentShown() const;
    void editElastic();
    void editNproc();

    // In the order they are shown: that is the order they are made in.
    QLabel* m_launcherHeading = nullptr;
    QLabel* m_launcherLabel = nullptr;
    QComboBox* m_launcher = nullptr;
    QLabel* m_backendLabel = nullptr;
    QComboBox* m_backend = nullptr;
    QLabel* m_backendHelp = nullptr;
    QLabel* m_portLabel = nullptr;
    QSpinBox* m_port = nullptr;
    QLabel* m_idLabel = nullptr;
    QLineEdit* m_id = nullptr;
    QLabel* m_idHelp = nullptr;

    QLabel* m_processHeading = nullptr;
    QLabel* m_nprocLabel = nullptr;
    QComboBox* m_nprocKind = nullptr;
    QSpinBox* m_nproc = nullptr;
    QLabel* m_elasticLabel = nullptr;
    QCheckBox* m_elastic = nullptr;
    QSpinBox* m_elasticMin = nullptr;
    QLabel* m_elasticAnd = nullptr;
    QSpinBox* m_elasticMax = nullptr;
    QLabel* m_elasticHelp = nullptr;
    QCheckBox* m_nnodesFromEnv = nullptr;
    QLabel* m_nnodesHelp = nullptr;
    QLabel* m_restartsLabel = nullptr;
    QSpinBox* m_restarts = nullptr;

    QLabel* m_scriptHeading = nullptr;
    QLabel* m_entryKindLabel = nullptr;
    QComboBox* m_entryKind = nullptr;
    QLabel* m_entryLabel = nullptr;
    QLineEdit* m_entry = nullptr;
    QLabel* m_argsLabel = nullptr;
    ScriptArgumentsEdit* m_args = nullptr;
    QLabel* m_envLabel = nullptr;
    QTableWidget* m_env = nullptr;
    QPushButton* m_addEnv = nullptr;
    QPushButton* m_removeEnv = nullptr;

    QLabel* m_writingHeading = nullptr;
    QLabel* m_masterLabel = nullptr;
    QComboBox* m_master = nullptr;
    QLabel* m_masterHelp = nullptr;
    QLabel* m_localRankLabel = nullptr;
    QComboBox* m_localRank = nullptr;
    QLabel* m_localRankHelp = nullptr;
    QLabel* m_pythonLabel = nullptr;
    QLineEdit* m_python = nullptr;
};

} // namespace ddpw
