#include "pages/CheckPage.h"

#include "JobController.h"
#include "Prompt.h"
#include "nodecheck/DryRunJson.h"
#include "nodecheck/DryRunPlan.h"
#include "util/AtomicFile.h"

#include <QCheckBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ddpw {

namespace {

constexpr int kLogLines = 2000; // the log pane keeps the last lines only
constexpr int kMaxNames = 4096; // JobSpec::kMaxNodes: more hosts than any job can have
constexpr int kRanksRole = Qt::UserRole + 1;

QIcon statusIcon(const QStyle* style, CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return style->standardIcon(QStyle::SP_DialogApplyButton);
    case CheckStatus::Warn: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case CheckStatus::Fail: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case CheckStatus::Skipped: return style->standardIcon(QStyle::SP_MediaSkipForward);
    }
    return {};
}

QString placeholderNames(int count)
{
    QStringList names;
    for (int i = 1; i <= qBound(0, count, kMaxNames); ++i)
        names.append(QStringLiteral("node%1").arg(i));
    return names.join(u'\n');
}

} // namespace

CheckPage::CheckPage(JobController* controller, QWidget* parent)
    : FormPage(controller, parent), m_runner(new CheckRunner(this))
{
    buildUi();
    m_runner->hostKeyAsker = [this](const HostKeyQuestion& question) { return askHostKey(question); };
    m_runner->secretAsker = [this](const QString& prompt, bool echo) { return askSecret(prompt, echo); };
    connect(m_runner, &CheckRunner::preflightProgress, this, &CheckPage::onPreflightProgress);
    connect(m_runner, &CheckRunner::preflightFinished, this, &CheckPage::onPreflightFinished);
    connect(m_runner, &CheckRunner::dryRunStarted, this, &CheckPage::onDryRunStarted);
    connect(m_runner, &CheckRunner::dryRunEvent, this, &CheckPage::onDryRunEvent);
    connect(m_runner, &CheckRunner::finished, this, &CheckPage::onFinished);
    retranslateUi();
    showJob(m_controller->job());
}

CheckPage::~CheckPage()
{
    // Stop and clean up a run before the widgets its events would touch go away.
    delete m_runner;
}

bool CheckPage::isRunning() const
{
    return m_runner->isRunning();
}

void CheckPage::buildUi()
{
    // Widgets are made in the order they are shown, top to bottom: that is the Tab order.
    m_modeLabel = new QLabel(this);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    m_modeLabel->setWordWrap(true);
    QGroupBox* hostBox = buildHostBox();
    QGroupBox* sshBox = buildSshBox();

    // The timeout applies to both modes, so it lives beside Run, not in the SSH settings.
    m_timeoutLabel = new QLabel(this);
    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(1, CheckRequest::kMaxTimeoutSeconds);
    m_timeout->setValue(CheckRequest::kDefaultTimeoutSeconds);
    m_timeoutLabel->setBuddy(m_timeout);
    m_runButton = new QPushButton(this);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setDefault(true);
    m_exportButton = new QPushButton(this);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_timeoutLabel);
    buttons->addWidget(m_timeout);
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_exportButton);
    buttons->addStretch();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableWidget(0, FixedColumns, this);
    m_table->setObjectName(QStringLiteral("nodeTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(140);

    m_logLabel = new QLabel(this);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("logPane"));
    m_log->setReadOnly(true);
    m_log->setTabChangesFocus(true);
    m_log->setMaximumBlockCount(kLogLines);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setMinimumHeight(120);
    m_logLabel->setBuddy(m_log);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_modeLabel);
    layout->addWidget(hostBox);
    layout->addWidget(sshBox);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_logLabel);
    layout->addWidget(m_log, 1);

    connect(m_runButton, &QPushButton::clicked, this, &CheckPage::onRunClicked);
    connect(m_exportButton, &QPushButton::clicked, this, &CheckPage::onExportClicked);
    updateButtons();
}

QGroupBox* CheckPage::buildHostBox()
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

    const auto paste_ = [this]() {
        if (pasteWorkerHosts(m_pasteHosts->text()))
            m_pasteHosts->clear();
    };
    connect(m_pasteButton, &QPushButton::clicked, this, paste_);
    connect(m_pasteHosts, &QLineEdit::returnPressed, this, paste_);
    connect(m_localButton, &QPushButton::clicked, m_hostList, &QPlainTextEdit::clear);
    connect(m_namesButton, &QPushButton::clicked, this, [this]() {
        m_autoHosts = placeholderNames(m_controller->job().nodeCount);
        m_hostList->setPlainText(m_autoHosts);
    });
    connect(m_hostList, &QPlainTextEdit::textChanged, this, &CheckPage::updateMode);
    return m_hostBox;
}

QGroupBox* CheckPage::buildSshBox()
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
    m_port->setRange(0, 65535); // 0: the ssh config's port, else 22
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

void CheckPage::browseInto(QLineEdit* edit, const QString& title)
{
    const QString folder = edit->text().isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh")) : edit->text();
    const QString path = Prompt::openFileName(this, title, folder, QString());
    if (!path.isEmpty())
        edit->setText(path);
}

QStringList CheckPage::hosts() const
{
    QStringList result;
    for (const QString& line : m_hostList->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        const QString host = line.trimmed();
        if (!host.isEmpty())
            result.append(host);
    }
    return result;
}

bool CheckPage::pasteWorkerHosts(const QString& value)
{
    // VC_WORKER_HOSTS is "a,b,c"; spaces and newlines around the names are tolerated.
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    QStringList names = value.split(separators, Qt::SkipEmptyParts);
    if (names.isEmpty())
        return false;
    if (names.size() > kMaxNames)
        names = names.mid(0, kMaxNames);
    m_hostList->setPlainText(names.join(u'\n'));
    return true;
}

void CheckPage::showJob(const JobSpec& job)
{
    // Placeholder names follow the node count until the user makes the list their own.
    if (m_hostList->toPlainText() == m_autoHosts) {
        m_autoHosts = placeholderNames(job.nodeCount);
        if (m_hostList->toPlainText() != m_autoHosts)
            m_hostList->setPlainText(m_autoHosts);
    }
    updateMode();
}

void CheckPage::updateMode()
{
    const JobSpec& job = m_controller->job();
    const QStringList names = hosts();
    const std::optional<int> nproc = job.resolvedNprocPerNode();
    if (names.isEmpty()) {
        m_modeLabel->setText(
            tr("Local mode: the host list is empty, so %1 simulated node(s) x %2 process(es) run on this machine "
               "(127.0.0.1, a free port). Nothing is sent over the network.")
                .arg(job.nodeCount)
                .arg(nproc ? QString::number(*nproc) : tr("auto")));
    } else {
        m_modeLabel->setText(tr("SSH mode: %n host(s), the first is the master. Empty the list for the local mode.",
                                nullptr, static_cast<int>(names.size())));
    }
    m_modeLabel->setProperty("local", names.isEmpty());
    if (!isRunning())
        m_sshBox->setEnabled(!names.isEmpty());
}

void CheckPage::updateButtons()
{
    const bool running = isRunning();
    m_hostBox->setEnabled(!running);
    m_timeout->setEnabled(!running);
    m_sshBox->setEnabled(!running && !hosts().isEmpty());
    m_runButton->setEnabled(!m_cancelling);
    m_runButton->setText(!running ? tr("&Run check") : m_cancelling ? tr("Cancelling...") : tr("&Cancel"));
    m_runButton->setToolTip(running ? tr("Stop the check; every node is cleaned up before it ends")
                                    : tr("Check the nodes and run the dry-run rendezvous"));
    m_exportButton->setEnabled(!running && m_outcome.has_value());
}

void CheckPage::onRunClicked()
{
    if (!isRunning()) {
        startRun();
        return;
    }
    m_cancelling = true;
    m_runner->cancel();
    appendLog(tr("Cancelling: stopping every node and cleaning up..."));
    updateButtons();
    showSummary();
}

void CheckPage::startRun()
{
    CheckRequest request;
    request.job = m_controller->job();
    request.hosts = hosts();
    request.timeoutSeconds = m_timeout->value();
    request.steps =
        m_preflightOnly->isChecked() ? CheckRequest::Steps::PreflightOnly : CheckRequest::Steps::PreflightAndRendezvous;
    request.ssh.user = m_user->text().trimmed();
    request.ssh.port = m_port->value();
    request.ssh.identityFile = m_identity->text().trimmed();
    request.ssh.knownHostsFile = m_knownHosts->text().trimmed();
    request.ssh.sshConfigFile = m_sshConfig->text().trimmed();
    request.ssh.hostKeyPolicy = m_acceptNew->isChecked() ? HostKeyPolicy::AcceptNew : HostKeyPolicy::Ask;

    m_outcome.reset();
    m_cancelling = false;
    m_lastLocal = request.hosts.isEmpty();
    m_log->clear();
    QStringList rowHosts = request.hosts;
    if (m_lastLocal) {
        for (int i = 0; i < qBound(0, request.job->nodeCount, DryRunPlan::kMaxLocalNodes); ++i)
            rowHosts.append(tr("local node %1").arg(i));
    }
    resetTable(rowHosts);
    if (!m_runner->start(request))
        return;
    appendLog(
        m_lastLocal
            ? tr("Dry-run on %1 local node(s), deadline %2 s.").arg(request.job->nodeCount).arg(request.timeoutSeconds)
            : tr("Pre-flight on %1 node(s) over SSH, deadline %2 s.")
                  .arg(request.hosts.size())
                  .arg(request.timeoutSeconds));
    updateButtons();
    showSummary();
}

void CheckPage::resetTable(const QStringList& rowHosts)
{
    m_checkNames.clear();
    m_table->clear();
    m_table->setColumnCount(FixedColumns);
    m_table->setRowCount(static_cast<int>(rowHosts.size()));
    m_rowStates = QList<RowState>(rowHosts.size(), RowState::Pending);
    m_dryStates = QList<DryRunNodeState>(rowHosts.size(), DryRunNodeState::Waiting);
    for (int row = 0; row < rowHosts.size(); ++row) {
        cell(row, HostColumn)->setText(rowHosts.at(row));
        setRowState(row, RowState::Pending);
    }
    retranslateUi(); // headers
}

QTableWidgetItem* CheckPage::cell(int row, int column)
{
    QTableWidgetItem* item = m_table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        m_table->setItem(row, column, item);
    }
    return item;
}

void CheckPage::setRowState(int row, RowState state, DryRunNodeState dryState)
{
    if (row < 0 || row >= m_rowStates.size())
        return;
    m_rowStates[row] = state;
    m_dryStates[row] = dryState;
    QTableWidgetItem* item = cell(row, StateColumn);
    item->setText(stateText(row));
    item->setData(Qt::UserRole, state == RowState::DryRun ? DryRunJson::stateKey(dryState) : QString());
    const QStyle* s = style();
    const bool passed =
        state == RowState::PreflightPassed || (state == RowState::DryRun && dryState == DryRunNodeState::Passed);
    const bool failed =
        state == RowState::PreflightFailed || (state == RowState::DryRun && dryState == DryRunNodeState::Failed);
    const bool stopped = state == RowState::DryRun && dryState == DryRunNodeState::Stopped;
    item->setIcon(passed    ? statusIcon(s, CheckStatus::Pass)
                  : failed  ? statusIcon(s, CheckStatus::Fail)
                  : stopped ? statusIcon(s, CheckStatus::Warn)
                            : QIcon());
}

QString CheckPage::stateText(int row) const
{
    switch (m_rowStates.at(row)) {
    case RowState::Pending: return tr("waiting");
    case RowState::Checking: return tr("checking");
    case RowState::PreflightPassed: return tr("pre-flight passed");
    case RowState::PreflightFailed: return tr("pre-flight failed");
    case RowState::Skipped: return tr("skipped");
    case RowState::DryRun: return dryStateText(m_dryStates.at(row));
    }
    return {};
}

QString CheckPage::dryStateText(DryRunNodeState state)
{
    switch (state) {
    case DryRunNodeState::Waiting: return tr("waiting");
    case DryRunNodeState::Starting: return tr("starting");
    case DryRunNodeState::Launched: return tr("launched, waiting for the rendezvous");
    case DryRunNodeState::Joined: return tr("joined");
    case DryRunNodeState::Passed: return tr("passed");
    case DryRunNodeState::Failed: return tr("failed");
    case DryRunNodeState::Stopped: return tr("stopped");
    }
    return {};
}

void CheckPage::appendLog(const QString& line)
{
    m_log->appendPlainText(line);
}

void CheckPage::onPreflightProgress(int node, const QString& host, const QString& text)
{
    if (node >= 0 && node < m_rowStates.size() && m_rowStates.at(node) == RowState::Pending)
        setRowState(node, RowState::Checking);
    appendLog(QStringLiteral("[%1] %2").arg(host, text));
}

void CheckPage::onPreflightFinished(const PreflightReport& report)
{
    for (int row = 0; row < report.nodes.size() && row < m_table->rowCount(); ++row) {
        const NodeReport& node = report.nodes.at(row);
        setRowState(row, node.ok ? RowState::PreflightPassed : RowState::PreflightFailed);
        cell(row, PythonColumn)->setText(node.versions.value(QStringLiteral("python")));
        cell(row, TorchColumn)->setText(node.versions.value(QStringLiteral("torch")));
        cell(row, GpusColumn)->setText(node.versions.value(QStringLiteral("gpus")));
        for (const CheckItem& check : node.checks)
            setCheck(row, check.name, check.status, check.detail);
    }
}

void CheckPage::setCheck(int row, const QString& name, CheckStatus status, const QString& detail)
{
    qsizetype index = m_checkNames.indexOf(name);
    if (index < 0) {
        m_checkNames.append(name);
        index = m_checkNames.size() - 1;
        m_table->setColumnCount(FixedColumns + static_cast<int>(m_checkNames.size()));
        m_table->setHorizontalHeaderItem(FixedColumns + static_cast<int>(index), new QTableWidgetItem(name));
    }
    QTableWidgetItem* item = cell(row, FixedColumns + static_cast<int>(index));
    // A node's check is as bad as its worst rank: a pass never hides an earlier failure.
    if (item->data(Qt::UserRole).toString() == PreflightReport::statusName(CheckStatus::Fail))
        return;
    item->setText(PreflightReport::statusName(status));
    item->setIcon(statusIcon(style(), status));
    item->setToolTip(detail);
    item->setData(Qt::UserRole, PreflightReport::statusName(status));
}

void CheckPage::onDryRunStarted(int nodes)
{
    appendLog(tr("Dry-run rendezvous on %1 node(s)...").arg(nodes));
    for (int row = 0; row < m_table->rowCount(); ++row)
        setRowState(row, RowState::DryRun, DryRunNodeState::Waiting);
}

void CheckPage::onDryRunEvent(const DryRunEvent& event)
{
    const QString time = QStringLiteral("[%1s]").arg(event.seconds, 6, 'f', 1);
    const int row = event.node;
    const bool hasRow = row >= 0 && row < m_table->rowCount();
    switch (event.kind) {
    case DryRunEvent::Kind::NodeState:
        if (hasRow)
            setRowState(row, RowState::DryRun, event.state);
        appendLog(tr("%1 node %2: %3").arg(time).arg(row).arg(event.text));
        break;
    case DryRunEvent::Kind::Output:
        appendLog(QStringLiteral("%1 node %2> %3").arg(time).arg(row).arg(event.text));
        break;
    case DryRunEvent::Kind::Stopping: appendLog(QStringLiteral("%1 %2").arg(time, event.text)); break;
    case DryRunEvent::Kind::RankReport: {
        appendLog(tr("%1 node %2: rank %3 reported (%4)")
                      .arg(time)
                      .arg(row)
                      .arg(event.report.rank)
                      .arg(event.report.ok ? tr("ok") : event.report.error));
        if (!hasRow)
            break;
        const ProbeReport& report = event.report;
        if (!report.python.isEmpty())
            cell(row, PythonColumn)->setText(report.python);
        if (!report.torch.isEmpty())
            cell(row, TorchColumn)->setText(report.torch);
        if (!report.device.isEmpty())
            cell(row, GpusColumn)
                ->setText(report.deviceName.isEmpty()
                              ? report.device
                              : report.device + QStringLiteral(" (") + report.deviceName + u')');
        QTableWidgetItem* ranks = cell(row, RanksColumn);
        QList<int> list = ranks->data(kRanksRole).value<QList<int>>();
        list.append(report.rank);
        std::sort(list.begin(), list.end());
        ranks->setData(kRanksRole, QVariant::fromValue(list));
        QStringList text;
        for (const int rank : list)
            text.append(QString::number(rank));
        ranks->setText(text.join(u','));
        setCheck(row, QStringLiteral("all_reduce"), report.allReduceOk ? CheckStatus::Pass : CheckStatus::Fail,
                 report.ok ? QString() : report.error);
        break;
    }
    }
}

void CheckPage::onFinished(const CheckOutcome& outcome)
{
    m_outcome = outcome;
    m_cancelling = false;
    if (outcome.dryRun) {
        // The final word on each node (a node stopped by cancel may have sent no last event).
        for (const DryRunNodeResult& node : outcome.dryRun->nodes) {
            if (node.index >= 0 && node.index < m_table->rowCount())
                setRowState(node.index, RowState::DryRun, node.state);
        }
    } else if (outcome.preflight) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            if (m_rowStates.at(row) == RowState::Pending || m_rowStates.at(row) == RowState::Checking)
                setRowState(row, RowState::Skipped);
        }
    }
    appendLog(summaryText());
    updateButtons();
    updateMode();
    showSummary();
}

QString CheckPage::summaryText() const
{
    if (isRunning())
        return m_cancelling ? tr("Cancelling... every node is being stopped and cleaned up.")
                            : tr("Running... the table and the log fill in as the nodes answer.");
    if (!m_outcome)
        return tr("Not run yet.");
    const CheckOutcome& outcome = *m_outcome;
    if (outcome.cancelled)
        return tr("Cancelled. Every node was stopped and cleaned up.");
    if (outcome.dryRun && outcome.dryRun->ok) {
        const DryRunResult& result = *outcome.dryRun;
        return tr("Rendezvous OK: world size %1 (ranks 0-%2), rendezvous in %3 s, %4 s in all.")
            .arg(result.worldSize)
            .arg(result.worldSize - 1)
            .arg(result.rendezvousSeconds, 0, 'f', 1)
            .arg(result.totalSeconds, 0, 'f', 1);
    }
    if (outcome.dryRun)
        return tr("Rendezvous failed: %1").arg(outcome.dryRun->error);
    if (outcome.preflight && outcome.preflight->ok())
        return tr("Pre-flight passed on %n node(s) in %1 s; the rendezvous was skipped.", nullptr,
                  static_cast<int>(outcome.preflight->nodes.size()))
            .arg(outcome.preflight->seconds, 0, 'f', 1);
    QStringList failures;
    if (outcome.preflight) {
        for (const NodeReport& node : outcome.preflight->nodes) {
            for (const CheckItem& check : node.checks) {
                if (check.status == CheckStatus::Fail)
                    failures.append(QStringLiteral("%1: %2: %3").arg(node.host, check.name, check.detail));
            }
        }
    }
    if (failures.size() > 3)
        failures = failures.mid(0, 3) << tr("(more in the table)");
    return tr("The pre-flight found problems, so the rendezvous did not run. %1").arg(failures.join(u' '));
}

void CheckPage::showSummary()
{
    m_summary->setText(summaryText());
    QString key;
    if (isRunning())
        key = m_cancelling ? QStringLiteral("cancelling") : QStringLiteral("running");
    else if (m_outcome)
        key = m_outcome->cancelled ? QStringLiteral("cancelled")
              : m_outcome->ok      ? QStringLiteral("ok")
                                   : QStringLiteral("failed");
    // Tests and screen readers read the outcome without parsing the sentence.
    m_summary->setProperty("outcome", key);
}

void CheckPage::onExportClicked()
{
    const QString path = Prompt::saveFileName(this, tr("Export the check report"),
                                              QDir::home().filePath(QStringLiteral("ddp-check.json")),
                                              tr("JSON files (*.json);;All files (*)"));
    if (!path.isEmpty())
        exportReport(path);
}

bool CheckPage::exportReport(const QString& path)
{
    if (!m_outcome) {
        Prompt::warning(this, tr("Export report"), tr("Run the check first: there is no report yet."));
        return false;
    }
    if (const QString error =
            AtomicFile::write(path, QJsonDocument(m_outcome->report()).toJson(QJsonDocument::Indented));
        !error.isEmpty()) {
        Prompt::warning(this, tr("Export report"), error);
        return false;
    }
    return true;
}

bool CheckPage::askHostKey(const HostKeyQuestion& question)
{
    const QString text =
        tr("%1 is not in the known_hosts file yet. Its %2 key has the fingerprint\n\n%3\n\nCompare it with the one "
           "the host's administrator gives you (ssh-keygen -lf on the host). Trust this key and remember it?")
            .arg(question.host, question.keyType, question.fingerprint);
    return Prompt::question(this, tr("Unknown host key"), text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
           QMessageBox::Yes;
}

std::optional<QString> CheckPage::askSecret(const QString& prompt, bool echo)
{
    return Prompt::secret(this, tr("SSH authentication"), prompt, echo);
}

void CheckPage::retranslateUi()
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
    m_timeoutLabel->setText(tr("&Timeout:"));
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setAccessibleName(tr("Timeout in seconds"));
    m_timeout->setToolTip(tr("The longest the check may take; then every node is stopped and cleaned up"));
    m_preflightOnly->setText(tr("Pre-flight only (&skip the dry-run rendezvous)"));
    m_preflightOnly->setToolTip(tr("Only check reachability, versions, GPUs, the master's name and port, clock and "
                                   "disk; do not start the launcher"));

    m_runButton->setAccessibleName(tr("Run or cancel the check"));
    m_exportButton->setText(tr("&Export report..."));
    m_exportButton->setAccessibleName(tr("Export report"));
    m_exportButton->setToolTip(tr("Save the report as JSON, the same as ddpwizard-cli check --format json"));
    m_summary->setAccessibleName(tr("Summary"));
    m_table->setAccessibleName(tr("Nodes"));
    m_table->setToolTip(tr("One row per node, filled in live; point at a check for its details"));
    m_logLabel->setText(tr("&Log:"));
    m_log->setAccessibleName(tr("Log"));
    m_log->setToolTip(tr("What the nodes report, as it happens (the last %n line(s))", nullptr, kLogLines));

    const QStringList headers{tr("Host"), tr("State"), tr("Python"), tr("Torch"), tr("GPUs"), tr("Ranks")};
    for (int column = 0; column < FixedColumns; ++column)
        m_table->setHorizontalHeaderItem(column, new QTableWidgetItem(headers.at(column)));
    for (int row = 0; row < m_table->rowCount(); ++row)
        cell(row, StateColumn)->setText(stateText(row));
    updateButtons();
    updateMode();
    showSummary();
}

} // namespace ddpw
