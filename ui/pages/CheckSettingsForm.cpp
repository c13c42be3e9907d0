#include "pages/CheckSettingsForm.h"

#include "widgets/AppTheme.h"
#include "widgets/Prompt.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace ddpw {

CheckSettingsForm::CheckSettingsForm(QWidget* parent) : QWidget(parent)
{
    // Widgets are made in the order they are shown, top to bottom: that is the Tab order.
    QWidget* modes = buildModeChoice();
    QGroupBox* hostBox = buildHostBox();
    QGroupBox* sshBox = buildSshBox();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(AppTheme::kFieldSpacing);
    layout->addWidget(modes);
    layout->addWidget(hostBox);
    layout->addWidget(sshBox);
    retranslate();
    updateVisibility();
}

QWidget* CheckSettingsForm::buildModeChoice()
{
    auto* box = new QWidget(this);
    m_localMode = new QRadioButton(box);
    m_localMode->setObjectName(QStringLiteral("localMode"));
    m_localMode->setChecked(true);
    m_modeLabel = new QLabel(box);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    m_modeLabel->setWordWrap(true);
    AppTheme::makeSecondary(m_modeLabel);
    m_sshMode = new QRadioButton(box);
    m_sshMode->setObjectName(QStringLiteral("sshMode"));
    m_sshModeHelp = new QLabel(box);
    m_sshModeHelp->setWordWrap(true);
    AppTheme::makeSecondary(m_sshModeHelp);
    const int indent = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, m_localMode) +
                       style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing, nullptr, m_localMode);
    m_modeLabel->setIndent(indent);
    m_sshModeHelp->setIndent(indent);
    auto* group = new QButtonGroup(box);
    group->addButton(m_localMode);
    group->addButton(m_sshMode);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(AppTheme::kLabelSpacing);
    layout->addWidget(m_localMode);
    layout->addWidget(m_modeLabel);
    layout->addSpacing(AppTheme::kSpacing);
    layout->addWidget(m_sshMode);
    layout->addWidget(m_sshModeHelp);
    connect(m_sshMode, &QRadioButton::toggled, this, [this] {
        updateVisibility();
        emit hostsChanged();
        emit settingsChanged();
    });
    return box;
}

QGroupBox* CheckSettingsForm::buildHostBox()
{
    m_hostBox = new QGroupBox(this);
    m_hostsLabel = new QLabel(m_hostBox);
    m_hostsLabel->setWordWrap(true);
    m_hostList = new QPlainTextEdit(m_hostBox);
    m_hostList->setTabChangesFocus(true); // a tab in a host name is never wanted; Tab moves on
    m_hostList->setObjectName(QStringLiteral("hostList"));
    m_hostList->setMaximumHeight(110);
    m_hostsLabel->setBuddy(m_hostList);
    m_pasteLabel = new QLabel(m_hostBox);
    m_pasteLabel->setWordWrap(true);
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

    auto* paste = new QHBoxLayout;
    paste->addWidget(m_pasteHosts, 1);
    paste->addWidget(m_pasteButton);
    auto* box = new QVBoxLayout(m_hostBox);
    box->setSpacing(AppTheme::kLabelSpacing);
    box->addWidget(m_hostsLabel);
    box->addWidget(m_hostList);
    box->addSpacing(AppTheme::kSpacing);
    box->addWidget(m_pasteLabel);
    box->addLayout(paste);
    box->addWidget(m_pasteError);

    const auto paste_ = [this]() {
        if (pasteWorkerHosts(m_pasteHosts->text()))
            m_pasteHosts->clear();
    };
    connect(m_pasteButton, &QPushButton::clicked, this, paste_);
    connect(m_pasteHosts, &QLineEdit::returnPressed, this, paste_);
    connect(m_hostList, &QPlainTextEdit::textChanged, this, [this]() {
        emit hostsChanged();
        emit settingsChanged();
    });
    return m_hostBox;
}

QGroupBox* CheckSettingsForm::buildSshBox()
{
    m_sshBox = new QGroupBox(this);
    auto* form = new QFormLayout(m_sshBox);
    // Labels above their fields when the pane is narrow, beside them when there is room.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
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
    for (QLineEdit* edit : {m_user, m_identity, m_knownHosts, m_sshConfig})
        connect(edit, &QLineEdit::textChanged, this, &CheckSettingsForm::settingsChanged);
    connect(m_port, &QSpinBox::valueChanged, this, &CheckSettingsForm::settingsChanged);
    for (QCheckBox* box : {m_acceptNew, m_preflightOnly})
        connect(box, &QCheckBox::toggled, this, &CheckSettingsForm::settingsChanged);
    return m_sshBox;
}

void CheckSettingsForm::browseInto(QLineEdit* edit, const QString& title)
{
    const QString folder = edit->text().isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh")) : edit->text();
    const QString path = Prompt::openFileName(this, title, folder, QString());
    if (!path.isEmpty())
        edit->setText(path);
}

bool CheckSettingsForm::isLocal() const
{
    return !m_sshMode->isChecked();
}

HostListResult CheckSettingsForm::hosts() const
{
    if (isLocal())
        return {};
    return HostList::parse(m_hostList->toPlainText());
}

bool CheckSettingsForm::canRun() const
{
    if (isLocal())
        return true;
    const HostListResult list = hosts();
    return list.ok() && !list.hosts.isEmpty();
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
    m_sshMode->setChecked(true);
    return true;
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

CheckSettings CheckSettingsForm::settings() const
{
    CheckSettings result;
    result.ssh = m_sshMode->isChecked();
    result.hosts = m_hostList->toPlainText();
    result.user = m_user->text();
    result.port = m_port->value();
    result.identityFile = m_identity->text();
    result.knownHostsFile = m_knownHosts->text();
    result.sshConfigFile = m_sshConfig->text();
    result.acceptNew = m_acceptNew->isChecked();
    result.preflightOnly = m_preflightOnly->isChecked();
    return result;
}

void CheckSettingsForm::setSettings(const CheckSettings& settings)
{
    {
        // One change, reported once below.
        const QSignalBlocker blocker(this);
        if (m_hostList->toPlainText() != settings.hosts)
            m_hostList->setPlainText(settings.hosts);
        (settings.ssh ? m_sshMode : m_localMode)->setChecked(true);
        m_user->setText(settings.user);
        m_port->setValue(settings.port);
        m_identity->setText(settings.identityFile);
        m_knownHosts->setText(settings.knownHostsFile);
        m_sshConfig->setText(settings.sshConfigFile);
        m_acceptNew->setChecked(settings.acceptNew);
        m_preflightOnly->setChecked(settings.preflightOnly);
    }
    updateVisibility();
    emit hostsChanged();
}

void CheckSettingsForm::setRunning(bool running)
{
    m_running = running;
    for (QWidget* widget : {static_cast<QWidget*>(m_localMode), static_cast<QWidget*>(m_sshMode),
                            static_cast<QWidget*>(m_hostBox), static_cast<QWidget*>(m_sshBox)})
        widget->setEnabled(!running);
}

void CheckSettingsForm::updateVisibility()
{
    // The SSH settings mean nothing in the local mode: a first check needs none of them.
    const bool ssh = m_sshMode->isChecked();
    m_hostBox->setVisible(ssh);
    m_sshBox->setVisible(ssh);
}

void CheckSettingsForm::retranslate()
{
    m_localMode->setText(tr("On &this machine: simulated nodes (local mode)"));
    m_localMode->setToolTip(tr("Runs the job's launcher on simulated nodes here, with a probe in place of your "
                               "script; nothing is sent over the network"));
    m_sshMode->setText(tr("On my nodes, over SS&H"));
    m_sshMode->setToolTip(tr("A pre-flight on every node (versions, GPUs, the master's name and port, clock, "
                             "disk), then the same rendezvous on them"));
    m_sshModeHelp->setText(tr("A pre-flight on every node, then the real rendezvous on them."));
    m_hostBox->setTitle(tr("Hosts"));
    m_hostsLabel->setText(tr("&Hosts, one per line, the master first:"));
    m_hostList->setAccessibleName(tr("Hosts"));
    m_hostList->setToolTip(tr("One host name, address or ssh config alias per line; the first one is the "
                              "master."));
    m_pasteLabel->setText(tr("Or &paste VC_WORKER_HOSTS:"));
    m_pasteHosts->setAccessibleName(tr("Paste VC_WORKER_HOSTS"));
    m_pasteHosts->setToolTip(tr("A comma-separated host list as the platform sets it, e.g. "
                                "job-worker-0.job,job-worker-1.job"));
    m_pasteHosts->setPlaceholderText(tr("host0,host1,..."));
    m_pasteButton->setText(tr("&Fill the list"));
    m_pasteButton->setToolTip(tr("Replace the host list with the pasted hosts"));

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
    m_acceptNew->setText(tr("&Accept unknown host keys"));
    m_acceptNew->setToolTip(tr("Like StrictHostKeyChecking=accept-new: trust and remember hosts seen for the first "
                               "time without asking; a changed key is always refused. Off: you are asked, with "
                               "the key's fingerprint."));
    m_preflightOnly->setText(tr("Pre-flight only (&skip the rendezvous)"));
    m_preflightOnly->setToolTip(tr("Only check reachability, versions, GPUs, the master's name and port, clock and "
                                   "disk; do not start the launcher"));
}

} // namespace ddpw
