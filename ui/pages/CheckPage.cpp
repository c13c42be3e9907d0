#include "pages/CheckPage.h"

#include "check/CheckPrompts.h"
#include "check/CheckReportExport.h"
#include "check/CheckRunView.h"
#include "check/CheckSuggestionsView.h"
#include "check/CheckSummary.h"
#include "logs/LogDiagnosisDialog.h"
#include "nodecheck/CheckAdvice.h"
#include "nodecheck/DryRunPlan.h"
#include "nodecheck/LocalCheckLoad.h"
#include "openjob/JobDocument.h"
#include "pages/CheckRunOptions.h"
#include "pages/CheckSettingsForm.h"
#include "pages/CheckSettingsStore.h"
#include "widgets/AppTheme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace ddpw {

CheckPage::CheckPage(JobDocument* document, QWidget* parent)
    : FormPage(document, parent), m_runner(new CheckRunner(this))
{
    buildUi();
    m_runner->hostKeyAsker = [this](const HostKeyQuestion& question) {
        return CheckPrompts::trustHostKey(this, question);
    };
    m_runner->secretAsker = [this](const QString& prompt, bool echo) {
        return CheckPrompts::secret(this, prompt, echo);
    };
    m_runView->follow(m_runner);
    connect(m_runner, &CheckRunner::finished, this, &CheckPage::onFinished);
    retranslateUi();
    showJob(m_document->job());
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
    m_whereHeading = addSection(QStringLiteral("whereHeading"));
    m_settings = new CheckSettingsForm(this);
    addBlock(m_settings, AppTheme::kSpacing);

    m_runHeading = addSection(QStringLiteral("runHeading"));
    m_options = new CheckRunOptions(this);
    m_runButton = new QPushButton(this);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setDefault(true);
    m_exportButton = new QPushButton(this);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_diagnoseButton = new QPushButton(this);
    m_diagnoseButton->setObjectName(QStringLiteral("diagnoseButton"));
    m_diagnoseButton->hide();
    m_options->addButtons({m_runButton, m_exportButton});
    addBlock(m_options, AppTheme::kSpacing);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addBlock(m_summary, AppTheme::kSpacing);
    m_staleNote = helpLabel(QStringLiteral("staleNote"));
    m_staleNote->hide();
    addBlock(m_staleNote, AppTheme::kLabelSpacing);
    m_commandNote = helpLabel(QStringLiteral("commandNote"));
    addBlock(m_commandNote, AppTheme::kLabelSpacing);
    m_loadNote = helpLabel(QStringLiteral("loadNote"));
    addBlock(m_loadNote, AppTheme::kLabelSpacing);
    m_localProcessesButton = new QPushButton(this);
    m_localProcessesButton->setObjectName(QStringLiteral("localProcessesButton"));
    auto* localProcessesRow = new QWidget(this);
    auto* localProcessesLayout = new QHBoxLayout(localProcessesRow);
    localProcessesLayout->setContentsMargins(0, 0, 0, 0);
    localProcessesLayout->addWidget(m_localProcessesButton);
    localProcessesLayout->addStretch();
    addBlock(localProcessesRow, AppTheme::kLabelSpacing);
    m_suggestions = new CheckSuggestionsView(this);
    addBlock(m_suggestions, AppTheme::kSpacing);
    // After a failed dry-run, beside what the nodes said: their logs in the Diagnose view.
    auto* diagnoseRow = new QWidget(this);
    auto* diagnoseLayout = new QHBoxLayout(diagnoseRow);
    diagnoseLayout->setContentsMargins(0, 0, 0, 0);
    diagnoseLayout->addWidget(m_diagnoseButton);
    diagnoseLayout->addStretch();
    addBlock(diagnoseRow, AppTheme::kLabelSpacing);
    m_runView = new CheckRunView(this);
    // The plot, the table and the log take the rest of the page's height.
    column()->addSpacing(AppTheme::kSpacing);
    column()->addWidget(m_runView, 1);

    connect(m_runButton, &QPushButton::clicked, this, &CheckPage::onRunClicked);
    connect(m_exportButton, &QPushButton::clicked, this, &CheckPage::onExportClicked);
    connect(m_diagnoseButton, &QPushButton::clicked, this, &CheckPage::onDiagnoseClicked);
    connect(m_localProcessesButton, &QPushButton::clicked, this, &CheckPage::onLocalProcessesClicked);
    connect(m_settings, &CheckSettingsForm::hostsChanged, this, &CheckPage::updateMode);
    connect(m_settings, &CheckSettingsForm::settingsChanged, this, &CheckPage::saveSettings);
    connect(m_options, &CheckRunOptions::settingsChanged, this, &CheckPage::saveSettings);
    connect(m_suggestions, &CheckSuggestionsView::fixRequested, this,
            [this](const JobFix& fix) { m_document->edit(fix.apply, fix.label); });
    // Where this job was last checked comes back with its file.
    connect(m_document, &JobDocument::filePathChanged, this, [this](const QString& path) {
        // The same job under a new name (Save As) keeps what was set up; another job (Open)
        // brings its own settings, or the local mode when it was never checked.
        const bool saved = m_shownJob && *m_shownJob == m_document->job();
        if (!CheckSettingsStore::load(path) && saved)
            saveSettings();
        else
            loadSettings();
    });
    connect(m_document, &JobDocument::typedCommandChanged, this, &CheckPage::updateMode);
    loadSettings();
    updateButtons();
}

void CheckPage::loadSettings()
{
    const std::optional<CheckSettings> saved = CheckSettingsStore::load(m_document->filePath());
    m_loadingSettings = true;
    const CheckSettings settings = saved.value_or(CheckSettings{});
    m_settings->setSettings(settings);
    m_options->load(settings);
    m_loadingSettings = false;
    updateMode();
}

void CheckPage::saveSettings()
{
    if (m_loadingSettings)
        return;
    CheckSettings settings = m_settings->settings();
    m_options->store(settings);
    CheckSettingsStore::save(m_document->filePath(), settings);
}

QStringList CheckPage::hosts() const
{
    return m_settings->hosts().hosts;
}

bool CheckPage::pasteWorkerHosts(const QString& value)
{
    return m_settings->pasteWorkerHosts(value);
}

bool CheckPage::isStale() const
{
    return m_outcome && m_checkedJob && !(*m_checkedJob == m_document->job());
}

void CheckPage::showJob(const JobSpec& job)
{
    m_shownJob = job;
    updateMode();
    // What the nodes said, against the job as it is now: a fix already made is not offered again.
    if (m_outcome && !isRunning())
        m_suggestions->showSuggestions(CheckAdvice::suggestions(*m_outcome, job));
    showSummary();
}

void CheckPage::changeEvent(QEvent* event)
{
    FormPage::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showSummary(); // its colour follows the theme
}

void CheckPage::updateMode()
{
    const JobSpec& job = m_document->job();
    const std::optional<int> nproc = job.resolvedNprocPerNode();
    QLabel* mode = m_settings->modeLabel();
    const LocalCheckLoad load = LocalCheckLoad::assess(job, QThread::idealThreadCount());
    if (m_localProcesses && !load.fewerProcesses())
        m_localProcesses.reset(); // the job shrank to it: nothing left to choose
    if (job.nodeCount > DryRunPlan::kMaxLocalNodes)
        mode->setText(tr("The local mode runs at most %1 nodes; this job has %2: check it on its nodes over SSH.")
                          .arg(DryRunPlan::kMaxLocalNodes)
                          .arg(job.nodeCount));
    else
        mode->setText(tr("%n simulated node(s) with %1 each run the start command here, on 127.0.0.1, 127.0.0.2, "
                         "...; nothing is sent over the network.",
                         nullptr, job.nodeCount)
                          .arg(m_localProcesses ? tr("%n process(es)", nullptr, *m_localProcesses)
                               : nproc          ? tr("%n process(es)", nullptr, *nproc)
                                                : tr("\"auto\" processes")));
    mode->setProperty("local", m_settings->isLocal());
    // The command the Preview shows is what the nodes run; a hand-edited one is said.
    m_commandNote->setVisible(!m_document->typedCommand().isEmpty());
    m_commandNote->setText(tr("The start command was edited by hand: the check runs it as typed on every node, the "
                              "probe in place of the training script."));
    updateLoadNote();
    updateButtons();
}

QString CheckPage::shownCommand() const
{
    const QString typed = m_document->typedCommand();
    return typed.isEmpty() ? m_document->command().text : typed;
}

void CheckPage::updateLoadNote()
{
    const JobSpec& job = m_document->job();
    const LocalCheckLoad load = LocalCheckLoad::assess(job, QThread::idealThreadCount());
    const bool local = m_settings->isLocal() && job.nodeCount <= DryRunPlan::kMaxLocalNodes;
    if (local && m_localProcesses) {
        m_loadNote->setText(tr("This local run starts %n process(es) per node; the report names it as a change, "
                               "and the job keeps its own.",
                               nullptr, *m_localProcesses));
        m_localProcessesButton->setText(tr("Run the command's own processes"));
        m_localProcessesButton->setToolTip(tr("Run the local check with as many processes per node as the job"));
    } else if (local && load.overloaded()) {
        m_loadNote->setText(load.processesWarning());
        if (const std::optional<int> fewer = load.fewerProcesses()) {
            m_localProcessesButton->setText(tr("Run %n process(es) per node", nullptr, *fewer));
            m_localProcessesButton->setToolTip(
                tr("Run this check with fewer processes per node, named as a change in its report; the job and its "
                   "command are not changed"));
        }
    }
    m_loadNote->setVisible(local && (m_localProcesses || load.overloaded()));
    m_localProcessesButton->setVisible(local && (m_localProcesses || load.fewerProcesses()));
}

void CheckPage::onLocalProcessesClicked()
{
    if (m_localProcesses)
        m_localProcesses.reset();
    else
        m_localProcesses = LocalCheckLoad::assess(m_document->job(), QThread::idealThreadCount()).fewerProcesses();
    updateMode();
}

void CheckPage::updateButtons()
{
    const bool running = isRunning();
    m_settings->setRunning(running);
    m_options->setRunning(running);
    m_runButton->setEnabled(!m_cancelling && (running || m_settings->canRun()));
    m_runButton->setText(!running       ? (m_outcome ? tr("&Run again") : tr("&Run check"))
                         : m_cancelling ? tr("Cancelling...")
                                        : tr("&Cancel"));
    m_runButton->setToolTip(running                ? tr("Stop the check; every node is cleaned up before it ends")
                            : m_settings->canRun() ? tr("Check the nodes and run the dry-run rendezvous")
                                                   : tr("List the hosts to check first, or choose this machine"));
    m_exportButton->setEnabled(!running && m_outcome.has_value());
    // A dry-run that failed leaves its nodes' logs: the Diagnose view reads them.
    m_diagnoseButton->setVisible(!running && m_outcome && m_outcome->dryRun && !m_outcome->dryRun->ok &&
                                 !m_outcome->cancelled);
}

void CheckPage::onDiagnoseClicked()
{
    if (!m_outcome || !m_outcome->dryRun)
        return;
    LogDiagnosisDialog* dialog = LogDiagnosisDialog::showFor(m_document, window());
    dialog->clearLogs();
    for (const DryRunNodeResult& node : m_outcome->dryRun->nodes)
        dialog->addText(tr("node %1 (%2)").arg(node.index).arg(node.host), node.log.join(u'\n') + u'\n');
}

void CheckPage::onRunClicked()
{
    if (!isRunning()) {
        startRun();
        return;
    }
    m_cancelling = true;
    m_runner->cancel();
    m_runView->appendLog(tr("Cancelling: stopping every node and cleaning up..."));
    updateButtons();
    showSummary();
}

void CheckPage::startRun()
{
    CheckRequest request;
    request.job = m_document->job();
    request.command = shownCommand();
    request.forGui = true;
    m_options->fill(request);
    m_settings->fill(request);
    if (m_localProcesses && request.isLocal())
        request.localProcessesPerNode = m_localProcesses; // the check's choice, named in its report

    m_outcome.reset();
    m_checkedJob = m_document->job(); // what the result is about, whatever number of nodes ran
    m_suggestions->showSuggestions({});
    m_cancelling = false;
    QStringList rowNames = request.hosts;
    if (request.isLocal()) {
        for (int i = 0; i < qBound(0, request.job->nodeCount, DryRunPlan::kMaxLocalNodes); ++i)
            rowNames.append(tr("local node %1").arg(i));
    }
    m_runView->start(rowNames);
    if (!m_runner->start(request))
        return;
    m_runView->appendLog(
        request.isLocal() ? tr("Dry-run on %n local node(s), deadline %1 s.", nullptr, request.job->nodeCount)
                                .arg(request.timeoutSeconds)
                          : tr("Pre-flight on %n node(s) over SSH, deadline %1 s.", nullptr, int(request.hosts.size()))
                                .arg(request.timeoutSeconds));
    updateButtons();
    showSummary();
}

void CheckPage::onFinished(const CheckOutcome& outcome)
{
    m_outcome = outcome;
    m_cancelling = false;
    m_runView->finish(outcome);
    m_runView->appendLog(CheckSummary::text(runState(), m_outcome));
    // What ran other than written, and what differed only because every node is this machine.
    if (outcome.dryRun) {
        for (const QString& change : outcome.dryRun->changes)
            m_runView->appendLog(tr("Not run as written: %1").arg(change));
        for (const QString& change : outcome.dryRun->localChanges)
            m_runView->appendLog(tr("On this machine: %1").arg(change));
    }
    m_suggestions->showSuggestions(CheckAdvice::suggestions(outcome, m_document->job()));
    updateButtons();
    updateMode();
    showSummary();
}

CheckSummary::Run CheckPage::runState() const
{
    if (!isRunning())
        return CheckSummary::Run::Idle;
    return m_cancelling ? CheckSummary::Run::Cancelling : CheckSummary::Run::Running;
}

void CheckPage::showSummary()
{
    m_summary->setText(CheckSummary::text(runState(), m_outcome));
    // A result for another job: kept for reference, greyed, and said so.
    const bool stale = isStale() && !isRunning();
    m_staleNote->setText(tr("The job changed after this check ran: these results are for the job as it was. "
                            "Run the check again."));
    m_staleNote->setVisible(stale);
    m_runView->setStale(stale);
    m_summary->setEnabled(!stale);
    m_summary->setProperty("stale", stale);
    const QString key = CheckSummary::outcomeKey(runState(), m_outcome);
    // Tests and screen readers read the outcome without parsing the sentence.
    m_summary->setProperty("outcome", key);
    // Passed in the "ready" colour, failed in the error colour, anything else as text.
    QPalette colours = palette();
    if (key == QLatin1String("ok"))
        colours.setColor(QPalette::WindowText, AppTheme::okColor(palette()));
    else if (key == QLatin1String("failed"))
        colours.setColor(QPalette::WindowText, AppTheme::severityColor(Severity::Error, palette()));
    m_summary->setPalette(colours);
}

void CheckPage::onExportClicked()
{
    const QString path = CheckReportExport::askPath(this);
    if (!path.isEmpty())
        exportReport(path);
}

bool CheckPage::exportReport(const QString& path)
{
    return CheckReportExport::write(this, m_outcome, path);
}

void CheckPage::retranslateUi()
{
    m_whereHeading->setText(tr("Where the check runs"));
    m_runHeading->setText(tr("Run it"));
    m_settings->retranslate();
    m_options->retranslate();
    m_runButton->setAccessibleName(tr("Run or cancel the check"));
    m_exportButton->setText(tr("&Export report..."));
    m_exportButton->setAccessibleName(tr("Export report"));
    m_exportButton->setToolTip(tr("Save the report as JSON, the same as ddpwizard-cli check --format json"));
    m_diagnoseButton->setText(tr("&Diagnose the logs..."));
    m_diagnoseButton->setToolTip(
        tr("Read the nodes' logs in the Diagnose view: why the dry-run failed, root cause first"));
    m_summary->setAccessibleName(tr("Summary"));
    m_runView->retranslate();
    updateButtons();
    updateMode();
    showSummary();
}

} // namespace ddpw
