#pragma once

#include "pages/FormPage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ddpw {

// Step 4, the platform's "Start command": the launcher and its options, the entry point, the
// script's arguments and extra environment variables.
class CommandPage : public FormPage
{
    Q_OBJECT

public:
    explicit CommandPage(JobDocument* document, QWidget* parent = nullptr);

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    void buildLauncherFields(QFormLayout* form);
    void buildEntryFields(QFormLayout* form);
    void connectLauncherFields();
    void connectEntryFields();
    void showArguments(const QStringList& arguments);
    void showEnvironment(const QList<EnvVar>& env);
    QStringList argumentsShown() const;
    QList<EnvVar> environmentShown() const;
    void editElastic();
    void editNproc();

    QLabel* m_launcherLabel;
    QComboBox* m_launcher;
    QLabel* m_backendLabel;
    QComboBox* m_backend;
    QLabel* m_portLabel;
    QSpinBox* m_port;
    QLabel* m_idLabel;
    QLineEdit* m_id;
    QLabel* m_elasticLabel;
    QCheckBox* m_elastic;
    QSpinBox* m_elasticMin;
    QSpinBox* m_elasticMax;
    QLabel* m_restartsLabel;
    QSpinBox* m_restarts;
    QLabel* m_nprocLabel;
    QComboBox* m_nprocKind;
    QSpinBox* m_nproc;
    QLabel* m_nnodesLabel;
    QCheckBox* m_nnodesFromEnv;
    QLabel* m_masterLabel;
    QComboBox* m_master;
    QLabel* m_useEnvLabel;
    QCheckBox* m_useEnv;
    QLabel* m_pythonLabel;
    QLineEdit* m_python;
    QLabel* m_entryKindLabel;
    QComboBox* m_entryKind;
    QLabel* m_entryLabel;
    QLineEdit* m_entry;
    QLabel* m_argsLabel;
    QListWidget* m_args;
    QPushButton* m_addArg;
    QPushButton* m_removeArg;
    QLabel* m_envLabel;
    QTableWidget* m_env;
    QPushButton* m_addEnv;
    QPushButton* m_removeEnv;
};

} // namespace ddpw
