#include "pages/CheckSettingsForm.h"

#include "Prompt.h"

#include <QCheckBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ddpw {

namespace {

QString placeholderNames(int count)
{
    QStringList names;
    for (int i = 1; i <= qBound(0, count, HostList::kMaxHosts); ++i)
        names.append(QStringLiteral("node%1").arg(i));
    return names.join(u'\n');
}

} // namespace

CheckSettingsForm::CheckSettingsForm(QWidget* parent) : QWidget(parent)
{
    // Widgets are made in the order they are shown, top to bottom: that is the Tab order.
    QGroupBox* hostBox = buildHostBox();
    QGroupBox* sshBox = buildSshBox();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(hostBox);
    layout->addWidget(sshBox);
    retranslate();
}

QGroupBox* CheckSettingsForm::buildHostBox()
{
    m_hostBox = new QGroupBox(this);
    m_hostsLabel = new QLabel(m_hostBox);
    m_hostList = new QPlainTextEdit(m_hostBox);
    m_hostList->setTabChangesFocus(true); // a tab in a host name is never wanted; Tab moves on
    m_hostList->setObjectName(QStringLiteral("hostList"));
    m_hostList->setMaximumHeight(110);
    m_hostsLabel->setBuddy(m_hostList);
    m_pasteLabel = new QLabel(m_hostBox);
    m_pasteHosts = new QLineEdit(m_hostBox);
    m_pasteHosts->setObjectName(QStringLiteral("pasteHosts"));
    m_pasteHosts->setClearButtonEnabled(true);
    m_pasteLabel->setBuddy(m_pasteHosts);
    m_pasteButton = new QPushButton(m_hostBox);
    m_pasteButton->setObjectName(QStringLiteral("pasteButton"));
    m_pasteError = new QLabel(m_hostBox);
    m_pasteError->setObjectName(QStringLiteral("pasteError"));
    m_pasteError->setWordWrap(true);
    m_pasteError->setVisible(false);
    m_localButton = new QPushButton(m_hostBox);
    m_localButton->setObjectName(QStringLiteral("localButton"));
    m_namesButton = new QPushButton(m_hostBox);
    m_namesButton->setObjectName(QStringLiteral("namesButton"));

    auto* paste = new QHBoxLayout;
    paste->addWidget(m_pasteHosts, 1);
    paste->addWidget(m_pasteButton);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_namesButton);
    listButtons->addWidget(m_localButton);
    listButtons->addStretch();
    auto* box = new QVBoxLayout(m_hostBox);
    box->addWidget(m_hostsLabel);
    box->addWidget(m_hostList);
    box->addLayout(listButtons);
    box->addWidget(m_pasteLabel);
    box->addLayout(paste);
    box->addWidget(m_pasteError);

    const auto paste_ = [this]() {
        if (pasteWorkerHosts(m_pasteHosts->text()))
            m_pasteHosts->clear();
    };
    connect(m_pasteButton, &QPushButton::clicked, this, paste_);
    connect(m_pasteHosts, &QLineEdit::returnPressed, this, paste_);
    connect(m_localButton, &QPushButton::clicked, m_hostList, &QPlainTextEdit::clear);
    connect(m_namesButton, &QPushButton::clicked, this, [this]() {
        m_autoHosts = placeholderNames(m_nodeCount);
        m_hostList->setPlainText(m_autoHosts);
    });
    connect(m_hostList, &QPlainTextEdit::textChanged, this, [this]() {
        updateSshBox();
        emit hostsChanged();
    });
    return m_hostBox;
}

QGroupBox* CheckSettingsForm::buildSshBox()
{
    m_sshBox = new QGroupBox(this);
    auto* form = new QFormLayout(m_sshBox);
    const auto addRow = [&](QLabel*& label, QWidget* editor, QPushButton** browse) {
        label = new QLabel(m_sshBox);
        label->setBuddy(editor);
        if (!browse) {
            form->addRow(label, editor);
            return;
        }
        *browse = new QPushButton(m_sshBox);
        auto* row = new QHBoxLayout;
        row->addWidget(editor, 1);
        row->addWidget(*browse);
        form->addRow(label, row);
    };
    m_user = new QLineEdit(m_sshBox);
    m_user->setObjectName(QStringLiteral("sshUser"));
    addRow(m_userLabel, m_user, nullptr);
    m_port = new QSpinBox(m_sshBox);
    m_port->setObjectName(QStringLiteral("sshPort"));
    m_port->setRange(0, JobSpec::kMaxPort); // 0: the ssh config's port, else 22
    addRow(m_portLabel, m_port, nullptr);
    m_identity = new QLineEdit(m_sshBox);
    m_identity->setObjectName(QStringLiteral("identityFile"));
    addRow(m_identityLabel, m_identity, &m_identityBrowse);
    m_knownHosts = new QLineEdit(m_sshBox);
    m_knownHosts->setObjectName(QStringLiteral("knownHostsFile"));
    addRow(m_knownHostsLabel, m_knownHosts, &m_knownHostsBrowse);
    m_sshConfig = new QLineEdit(m_sshBox);
    m_sshConfig->setObjectName(QStringLiteral("sshConfigFile"));
    addRow(m_sshConfigLabel, m_sshConfig, &m_sshConfigBrowse);
    m_acceptNew = new QCheckBox(m_sshBox);
    m_acceptNew->setObjectName(QStringLiteral("acceptNew"));
    form->addRow(m_acceptNew);
    m_preflightOnly = new QCheckBox(m_sshBox);
    m_preflightOnly->setObjectName(QStringLiteral("preflightOnly"));
    form->addRow(m_preflightOnly);

    connect(m_identityBrowse, &QPushButton::clicked, this,
            [this]() { browseInto(m_identity, tr("Choose the private key")); });
    connect(m_knownHostsBrowse, &QPushButton::clicked, this,
            [this]() { browseInto(m_knownHosts, tr("Choose the known_hosts file")); });
    connect(m_sshConfigBrowse, &QPushButton::clicked, this,
            [this]() { browseInto(m_sshConfig, tr("Choose the ssh config file")); });
    return m_sshBox;
}

void CheckSettingsForm::browseInto(QLineEdit* edit, const QString& title)
{
    const QString folder = edit->text().isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh")) : edit->text();
    const QString path = Prompt::openFileName(this, title, folder, QString());
    if (!path.isEmpty())
        edit->setText(path);
}

HostListResult CheckSettingsForm::hosts() const
{
    return HostList::parse(m_hostList->toPlainText());
}

bool CheckSettingsForm::pasteWorkerHosts(const QString& value)
{
    // VC_WORKER_HOSTS is "a,b,c"; blanks and line breaks around the names are tolerated.
    const HostListResult pasted = HostList::parse(value);
    // Refused, the pasted text stays in its field and the reason shows beside it.
    m_pasteError->setText(pasted.ok() ? QString() : tr("Not a host list: %1").arg(pasted.error));
    m_pasteError->setVisible(!pasted.ok());
    if (!pasted.ok() || pasted.hosts.isEmpty())
        return false;
    m_hostList->setPlainText(pasted.hosts.join(u'\n'));
    return true;
}

void CheckSettingsForm::showNodeCount(int count)
{
    m_nodeCount = count;
    // Placeholder names follow the node count until the user makes the list their own.
    if (m_hostList->toPlainText() == m_autoHosts) {
        m_autoHosts = placeholderNames(count);
        if (m_hostList->toPlainText() != m_autoHosts)
            m_hostList->setPlainText(m_autoHosts);
    }
}

void CheckSettingsForm::fill(CheckRequest& request) const
{
    request.hosts = hosts().hosts;
    request.steps =
        m_preflightOnly->isChecked() ? CheckRequest::Steps::PreflightOnly : CheckRequest::Steps::PreflightAndRendezvous;
    request.ssh.user = m_user->text().trimmed();
    request.ssh.port = m_port->value();
    request.ssh.identityFile = m_identity->text().trimmed();
    request.ssh.knownHostsFile = m_knownHosts->text().trimmed();
    request.ssh.sshConfigFile = m_sshConfig->text().trimmed();
    request.ssh.hostKeyPolicy = m_acceptNew->isChecked() ? HostKeyPolicy::AcceptNew : HostKeyPolicy::Ask;
}

void CheckSettingsForm::setRunning(bool running)
{
    m_running = running;
    m_hostBox->setEnabled(!running);
    updateSshBox();
}

void CheckSettingsForm::updateSshBox()
{
    // The SSH settings mean nothing in local mode.
    m_sshBox->setEnabled(!m_running && !hosts().hosts.isEmpty());
}

void CheckSettingsForm::retranslate()
{
    m_hostBox->setTitle(tr("Hosts"));
    m_hostsLabel->setText(tr("&Hosts, one per line, the master first (empty: local mode):"));
    m_hostList->setAccessibleName(tr("Hosts"));
    m_hostList->setToolTip(tr("One host name, address or ssh config alias per line; the first one is the "
                              "master. Leave it empty to run simulated nodes on this machine."));
    m_pasteLabel->setText(tr("&Paste VC_WORKER_HOSTS:"));
    m_pasteHosts->setAccessibleName(tr("Paste VC_WORKER_HOSTS"));
    m_pasteHosts->setToolTip(tr("A comma-separated host list as the platform sets it, e.g. "
                                "job-worker-0.job,job-worker-1.job"));
    m_pasteHosts->setPlaceholderText(tr("host0,host1,..."));
    m_pasteButton->setText(tr("&Fill the list"));
    m_pasteButton->setToolTip(tr("Replace the host list with the pasted hosts"));
    m_localButton->setText(tr("Local &mode (clear the list)"));
    m_localButton->setToolTip(tr("Empty the host list: the check runs simulated nodes on this machine"));
    m_namesButton->setText(tr("&Names from the node count"));
    m_namesButton->setToolTip(tr("Fill the list with node1..nodeN for the job's node count"));

    m_sshBox->setTitle(tr("SSH"));
    m_userLabel->setText(tr("&User:"));
    m_user->setAccessibleName(tr("SSH user"));
    m_user->setToolTip(tr("Empty: the ssh config's user, else your user name"));
    m_portLabel->setText(tr("SSH p&ort:"));
    m_port->setAccessibleName(tr("SSH port"));
    m_port->setToolTip(tr("0: the ssh config's port, else 22"));
    m_port->setSpecialValueText(tr("default"));
    m_identityLabel->setText(tr("&Identity file:"));
    m_identity->setAccessibleName(tr("Identity file"));
    m_identity->setToolTip(tr("A private key to try after the SSH agent's keys"));
    m_knownHostsLabel->setText(tr("&Known hosts file:"));
    m_knownHosts->setAccessibleName(tr("Known hosts file"));
    m_knownHosts->setToolTip(tr("Empty: ~/.ssh/known_hosts"));
    m_sshConfigLabel->setText(tr("SSH &config file:"));
    m_sshConfig->setAccessibleName(tr("SSH config file"));
    m_sshConfig->setToolTip(tr("Empty: ~/.ssh/config; \"none\" reads no config file"));
    for (QPushButton* browse : {m_identityBrowse, m_knownHostsBrowse, m_sshConfigBrowse}) {
        browse->setText(tr("Browse..."));
        browse->setToolTip(tr("Choose a file"));
    }
    m_identityBrowse->setAccessibleName(tr("Browse for the identity file"));
    m_knownHostsBrowse->setAccessibleName(tr("Browse for the known hosts file"));
    m_sshConfigBrowse->setAccessibleName(tr("Browse for the ssh config file"));
    m_acceptNew->setText(tr("&Accept unknown host keys (like StrictHostKeyChecking=accept-new)"));
    m_acceptNew->setToolTip(tr("Trust and remember hosts seen for the first time without asking; a changed key "
                               "is always refused. Off: you are asked, with the key's fingerprint."));
    m_preflightOnly->setText(tr("Pre-flight only (&skip the dry-run rendezvous)"));
    m_preflightOnly->setToolTip(tr("Only check reachability, versions, GPUs, the master's name and port, clock and "
                                   "disk; do not start the launcher"));
}

} // namespace ddpw
