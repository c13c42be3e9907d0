#pragma once

#include "nodecheck/CheckRequest.h"
#include "util/HostList.h"

#include <QString>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace ddpw {

// What the Check step remembers per job file (CheckSettingsStore).
struct CheckSettings
{
    bool ssh = false; // false: the local mode, simulated nodes on this machine
    QString hosts;    // the host list as typed
    QString user;
    int port = 0;
    QString identityFile;
    QString knownHostsFile;
    QString sshConfigFile;
    bool acceptNew = false;
    bool preflightOnly = false;
    int timeoutSeconds = CheckRequest::kDefaultTimeoutSeconds;
    QString python; // the interpreter for a bare python/torchrun; empty: as the command says
    friend bool operator==(const CheckSettings&, const CheckSettings&) = default;
};

// Where the Check step runs and how it reaches the nodes: the local mode (the default: nothing
// to fill in, simulated nodes on this machine) or the user's nodes over SSH, with the host list
// (typed, or pasted from VC_WORKER_HOSTS) and the SSH settings, shown only for SSH. It fills a
// CheckRequest; CheckPage runs it.
class CheckSettingsForm : public QWidget
{
    Q_OBJECT

public:
    explicit CheckSettingsForm(QWidget* parent = nullptr);

    bool isLocal() const;
    // The hosts as the list holds them now (HostList's reading); none in the local mode.
    HostListResult hosts() const;
    // The local mode, or SSH with a usable, non-empty host list.
    bool canRun() const;
    // Fills the host list from a VC_WORKER_HOSTS value ("a,b,c") and switches to SSH; false if it
    // holds no host.
    bool pasteWorkerHosts(const QString& value);
    // Hosts, SSH options and steps into the request (not the timeout: CheckRunOptions has it).
    void fill(CheckRequest& request) const;
    CheckSettings settings() const;
    void setSettings(const CheckSettings& settings);
    // While a check runs, nothing here can change.
    void setRunning(bool running);
    // The line under the mode choice that says what the mode will do; CheckPage fills it in.
    QLabel* modeLabel() const { return m_modeLabel; }
    void retranslate();

signals:
    // The mode or the host list changed.
    void hostsChanged();
    // Any setting changed (to be remembered).
    void settingsChanged();

private:
    QWidget* buildModeChoice();
    QGroupBox* buildHostBox();
    QGroupBox* buildSshBox();
    void browseInto(QLineEdit* edit, const QString& title);
    void updateVisibility();

    bool m_running = false;

    QRadioButton* m_localMode = nullptr;
    QRadioButton* m_sshMode = nullptr;
    QLabel* m_modeLabel = nullptr;
    QLabel* m_sshModeHelp = nullptr;
    QGroupBox* m_hostBox = nullptr;
    QLabel* m_hostsLabel = nullptr;
    QPlainTextEdit* m_hostList = nullptr;
    QLabel* m_pasteLabel = nullptr;
    QLineEdit* m_pasteHosts = nullptr;
    QPushButton* m_pasteButton = nullptr;
    QLabel* m_pasteError = nullptr; // why the last paste was refused
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
    QCheckBox* m_preflightOnly = nullptr;
};

} // namespace ddpw
