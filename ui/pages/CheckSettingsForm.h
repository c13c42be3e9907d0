#pragma once

#include "nodecheck/CheckRequest.h"
#include "util/HostList.h"

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace ddpw {

// What the Check step checks and how it reaches the nodes: the host list (empty: local mode),
// filled by hand, from a pasted VC_WORKER_HOSTS value or from the node count, and the SSH
// settings (user, port, key, known_hosts, ssh config, unknown host keys, pre-flight only).
// It fills a CheckRequest; CheckPage runs it.
class CheckSettingsForm : public QWidget
{
    Q_OBJECT

public:
    explicit CheckSettingsForm(QWidget* parent = nullptr);

    // The hosts as the list holds them now (HostList's reading).
    HostListResult hosts() const;
    // Fills the host list from a VC_WORKER_HOSTS value ("a,b,c"); false if it holds no host.
    bool pasteWorkerHosts(const QString& value);
    // The job's node count, for the placeholder names.
    void showNodeCount(int count);
    // Hosts, SSH options and steps into the request.
    void fill(CheckRequest& request) const;
    // While a check runs, nothing here can change.
    void setRunning(bool running);
    void retranslate();

signals:
    void hostsChanged();

private:
    QGroupBox* buildHostBox();
    QGroupBox* buildSshBox();
    void browseInto(QLineEdit* edit, const QString& title);
    void updateSshBox();

    bool m_running = false;
    int m_nodeCount = 0;
    // The names the list was last filled with from the node count: while the list still holds
    // them, a new node count refills it; once the user edits it, it is theirs.
    QString m_autoHosts;

    QGroupBox* m_hostBox = nullptr;
    QLabel* m_hostsLabel = nullptr;
    QPlainTextEdit* m_hostList = nullptr;
    QLabel* m_pasteLabel = nullptr;
    QLineEdit* m_pasteHosts = nullptr;
    QPushButton* m_pasteButton = nullptr;
    QLabel* m_pasteError = nullptr; // why the last paste was refused
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
    QCheckBox* m_preflightOnly = nullptr;
};

} // namespace ddpw
