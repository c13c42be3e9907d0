#include "MainWindow.h"

#include "Autosaver.h"
#include "BackgroundShellCheck.h"
#include "CommandDiagnostics.h"
#include "CommandPreview.h"
#include "ExplainPanel.h"
#include "JobController.h"
#include "LanguageManager.h"
#include "OpenCommandDialog.h"
#include "PerNodeView.h"
#include "ProblemLocator.h"
#include "Prompt.h"
#include "TopologyView.h"
#include "diagnostics/CommandExplainer.h"
#include "document/CommandImporter.h"
#include "expand/StaticExpander.h"
#include "export/VolcanoExporter.h"
#include "generate/CommandGenerator.h"
#include "model/JobFile.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "shell/ShellReader.h"
#include "ssh/SshSession.h"
#include "util/AtomicFile.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ddpw {

namespace {

const QString kRecentKey = QStringLiteral("recentFiles");
const QString kLastFolderKey = QStringLiteral("lastFolder");
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kSplitterKey = QStringLiteral("window/splitter");

} // namespace

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent), m_controller(new JobController(this)), m_autosaver(new Autosaver(this)),
      m_languages(languages), m_splitter(new QSplitter(this)), m_steps(new QListWidget(this)),
      m_stack(new QStackedWidget(this)), m_views(new QTabWidget(this)), m_preview(new CommandPreview(this)),
      m_explain(new ExplainPanel(this)), m_shellCheck(new BackgroundShellCheck(this)),
      m_previewSplitter(new QSplitter(Qt::Vertical, this)), m_topologySlot(emptySlot(this)),
      m_perNodeSlot(emptySlot(this))
{
    if (!m_languages) {
        m_languages = new LanguageManager(this);
        m_ownsLanguages = true;
    }
    setObjectName(QStringLiteral("mainWindow"));
    m_steps->setObjectName(QStringLiteral("steps"));
    m_stack->setObjectName(QStringLiteral("pages"));
    m_views->setObjectName(QStringLiteral("views"));

    createPages();
    m_preview->setObjectName(QStringLiteral("commandPreview"));
    // Clicking or hovering a token of the command explains it below the preview (teaching view).
    m_explain->setObjectName(QStringLiteral("explainPanel"));
    m_previewSplitter->addWidget(m_preview);
    m_previewSplitter->addWidget(m_explain);
    m_previewSplitter->setStretchFactor(0, 3);
    m_previewSplitter->setStretchFactor(1, 1);
    m_views->addTab(m_previewSplitter, QString());
    m_views->addTab(m_topologySlot, QString());
    m_views->addTab(m_perNodeSlot, QString());
    m_steps->setMaximumWidth(200);
    m_splitter->addWidget(m_steps);
    m_splitter->addWidget(m_stack);
    m_splitter->addWidget(m_views);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 3);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({170, 540, 570});
    setCentralWidget(m_splitter);
    createActions();
    createMenus();

    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int step) {
        if (step < 0)
            return;
        ensurePage(step);
        m_stack->setCurrentIndex(step);
    });
    connect(m_controller, &JobController::jobChanged, this, &MainWindow::onJobChanged);
    connect(m_controller, &JobController::edited, this, &MainWindow::onEdited);
    connect(m_views, &QTabWidget::currentChanged, this, &MainWindow::updateVisibleView);
    connect(m_preview, &CommandPreview::commandEdited, this, &MainWindow::readBackCommand);
    connect(m_preview, &CommandPreview::tokenActivated, this, &MainWindow::explainToken);
    connect(m_preview, &CommandPreview::jobFixRequested, this, &MainWindow::applyJobFix);
    connect(m_shellCheck, &BackgroundShellCheck::finished, this,
            [this](const QString& command, const QList<PreviewDiagnostic>& findings) {
                if (command != m_preview->commandText())
                    return;
                m_preview->setDiagnostics(m_previewDiagnostics + findings);
            });
    // A diagnostic's code is its field's job-file key: activating it shows the field's step.
    connect(m_preview->diagnosticList(), &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString key = item->text(CommandPreview::CodeColumn);
        for (int field = 0; field <= static_cast<int>(JobField::Python); ++field) {
            if (JobSpec::jsonKey(static_cast<JobField>(field)) == key)
                showStepOf(static_cast<JobField>(field));
        }
    });

    retranslateUi();
    restoreSettings();
    // The views show the job from the first show() on (showEvent): a job opened before that,
    // from the command line, is then generated and checked once instead of twice.
    m_steps->setCurrentRow(0);
    setWindowModified(false);
    updateTitle();
}

MainWindow::~MainWindow() = default;

QWidget* MainWindow::emptySlot(QWidget* parent)
{
    auto* slot = new QWidget(parent);
    auto* layout = new QVBoxLayout(slot);
    layout->setContentsMargins(0, 0, 0, 0);
    return slot;
}

void MainWindow::fillSlot(QWidget* slot, QWidget* content)
{
    slot->layout()->addWidget(content);
}

void MainWindow::createPages()
{
    // Each step gets an empty slot now and its page when it is first shown: building all five
    // pages (and their word-wrapped explanations) before the first paint made start-up several
    // times slower than an empty window's. The step list needs no page to mark problems.
    m_pages.fill(nullptr, FormSteps::kCount);
    for (int step = 0; step < FormSteps::kCount; ++step) {
        m_stack->addWidget(emptySlot(m_stack));
        new QListWidgetItem(m_steps);
    }
}

FormPage* MainWindow::ensurePage(int step)
{
    if (step < 0 || step >= m_pages.size())
        return nullptr;
    if (!m_pages[step]) {
        FormPage* page = FormSteps::createPage(step, m_controller, nullptr);
        // Long pages (the start command) scroll instead of forcing a tall window.
        auto* scroll = new QScrollArea;
        scroll->setWidget(page);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the fields, not their frame
        fillSlot(m_stack->widget(step), scroll);
        m_pages[step] = page;
        page->refresh();
        placeAfterStepList(page);
    }
    return m_pages[step];
}

void MainWindow::placeAfterStepList(QWidget* page)
{
    // Tab from the step list goes into the step's fields, then on to the preview. A page made
    // after the rest of the window would otherwise come last in the window's tab chain.
    QList<QWidget*> fields;
    for (QWidget* widget = page->nextInFocusChain(); page->isAncestorOf(widget); widget = widget->nextInFocusChain()) {
        // A spin box's line edit and the like: their owner takes the place in the chain.
        const bool proxied = widget->parentWidget() && widget->parentWidget()->focusProxy() == widget;
        if ((widget->focusPolicy() & Qt::TabFocus) && !proxied)
            fields.append(widget);
    }
    QWidget* previous = m_steps;
    for (QWidget* field : std::as_const(fields)) {
        QWidget::setTabOrder(previous, field);
        previous = field;
    }
}

QList<FormPage*> MainWindow::pages()
{
    for (int step = 0; step < FormSteps::kCount; ++step)
        ensurePage(step);
    return m_pages;
}

TopologyView* MainWindow::ensureTopology()
{
    if (!m_topology) {
        m_topology = new TopologyView;
        m_topology->setObjectName(QStringLiteral("topology"));
        fillSlot(m_topologySlot, m_topology);
    }
    return m_topology;
}

PerNodeView* MainWindow::ensurePerNode()
{
    if (!m_perNode) {
        m_perNode = new PerNodeView;
        m_perNode->setObjectName(QStringLiteral("perNode"));
        connect(m_perNode, &PerNodeView::nodeChanged, this, &MainWindow::updateNodeCommand);
        fillSlot(m_perNodeSlot, m_perNode);
    }
    return m_perNode;
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newJob);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportAction = new QAction(this);
    m_exportAction->setObjectName(QStringLiteral("exportVolcano"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportVolcano);
    m_openCommandAction = new QAction(this);
    m_openCommandAction->setObjectName(QStringLiteral("openCommand"));
    m_openCommandAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openCommandAction, &QAction::triggered, this, &MainWindow::openCommand);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_guideAction = new QAction(this);
    m_guideAction->setObjectName(QStringLiteral("useGuideExample"));
    m_guideAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(m_guideAction, &QAction::triggered, this, &MainWindow::useGuideExample);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);

    m_languageGroup = new QActionGroup(this);
    m_systemLanguageAction = new QAction(this);
    m_systemLanguageAction->setData(LanguageManager::systemChoice());
    m_languageGroup->addAction(m_systemLanguageAction);
    // Language names are written in their own language, so they are never translated.
    const QList<std::pair<QString, QString>> languages{{QStringLiteral("en"), QStringLiteral("English")},
                                                       {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    for (const auto& [code, name] : languages) {
        auto* action = new QAction(name, this);
        action->setObjectName(QStringLiteral("language_") + code);
        action->setData(code);
        m_languageGroup->addAction(action);
    }
    for (QAction* action : m_languageGroup->actions())
        action->setCheckable(true);
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction* action) { setLanguage(action->data().toString()); });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addAction(m_openCommandAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_jobMenu = menuBar()->addMenu(QString());
    m_jobMenu->addAction(m_guideAction);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    updateRecentMenu();
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_jobMenu->setTitle(tr("&Job"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New"));
    m_newAction->setToolTip(tr("Start a new job with the default settings"));
    m_openAction->setText(tr("&Open..."));
    m_openAction->setToolTip(tr("Open a job file"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_quitAction->setText(tr("&Quit"));
    m_guideAction->setText(tr("Use the &guide's example (2 nodes x 8 GPUs)"));
    m_guideAction->setToolTip(tr("Fill the form with the platform guide's example: one worker role, 2 nodes "
                                 "with 8 GPUs each, torchrun with c10d."));
    m_aboutAction->setText(tr("&About DDP Wizard"));
    m_systemLanguageAction->setText(tr("&System language"));
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setToolTip(tr("The steps of the platform's form; a mark shows a step with problems."));
    m_views->setTabText(m_views->indexOf(m_previewSplitter), tr("Start command"));
    m_views->setTabText(m_views->indexOf(m_topologySlot), tr("Topology"));
    m_views->setTabText(m_views->indexOf(m_perNodeSlot), tr("Per node"));
    m_openCommandAction->setText(tr("Open &Command..."));
    m_openCommandAction->setToolTip(tr("Paste a start command and check it"));
    m_exportAction->setText(tr("&Export Volcano Job..."));
    m_exportAction->setToolTip(tr("Write the job as a Volcano Job manifest (YAML) for kubectl apply"));
    updateStepList();
    updateTitle();
    updateRecentMenu();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Problem messages are translated when they are made: make them again.
        const bool modified = isWindowModified();
        m_controller->setJob(m_controller->job());
        setWindowModified(modified);
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event)
{
    if (!m_viewsShowJob)
        onJobChanged();
    QMainWindow::showEvent(event);
}

void MainWindow::onJobChanged()
{
    m_viewsShowJob = true;
    for (FormPage* page : std::as_const(m_pages)) {
        if (page)
            page->refresh();
    }
    updateStepList();
    updatePreview();
    updateVisibleView();
}

void MainWindow::updateVisibleView()
{
    // The topology and per-node views are built when their tab is first opened and redrawn
    // only while they are shown: a hidden picture need not slow down start-up or typing.
    QWidget* current = m_views->currentWidget();
    if (current == m_topologySlot) {
        ensureTopology()->setJob(m_controller->job());
    } else if (current == m_perNodeSlot) {
        ensurePerNode()->setJob(m_controller->job());
        updateNodeCommand();
    }
}

void MainWindow::updateNodeCommand()
{
    // The node's view of the command comes from core's static expansion over host names
    // shaped like Volcano's (<job>-<role>-<index>.<job>); nothing runs.
    const JobSpec& job = m_controller->job();
    if (!m_perNode || job.nodeCount < 1 || job.nodeCount > JobSpec::kMaxNodes)
        return;
    QStringList hosts;
    for (int i = 0; i < job.nodeCount; ++i)
        hosts.append(QStringLiteral("%1-%2-%3.%1").arg(job.jobName, job.roleName).arg(i));
    const QString command = CommandGenerator(job).platformCommand();
    const StaticExpansion expansion =
        StaticExpander(StaticExpander::platformEnvironment(hosts, m_perNode->node(), job.roleName))
            .expand(ShellReader().read(command));
    NodeCommand node;
    node.argv = expansion.argv;
    for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
        node.environment.append({it.key(), it.value()});
    node.unresolved = expansion.unresolved;
    m_perNode->setNodeCommand(node);
}

void MainWindow::updatePreview()
{
    const JobSpec& job = m_controller->job();
    const CommandGenerator generator(job);
    const QString command = generator.platformCommand();
    m_preview->setTexts(command, generator.bashScript(), QString::fromUtf8(JobFile::toJson(job)));
    // The job's own problems at their options, then what core's command checks find in the
    // generated text itself.
    QList<PreviewDiagnostic> diagnostics = ProblemLocator::locate(command, m_controller->problems());
    // The command comes from the form: a finding on the words of a problem the form already
    // reports is that problem said twice (16 processes on 8 GPUs is both a form problem and
    // DDP503 in the text), so only the form's, which carries the fix, is listed.
    diagnostics.append(CommandDiagnostics::notCoveredBy(
        CommandDiagnostics::validate(command, CommandDiagnostics::optionsFor(job), false), diagnostics));
    showDiagnostics(command, diagnostics);
}

void MainWindow::showDiagnostics(const QString& command, const QList<PreviewDiagnostic>& diagnostics)
{
    // Core's checks show at once; ShellCheck's generic shell findings join when its background
    // run on the same text comes back.
    m_previewDiagnostics = diagnostics;
    m_preview->setDiagnostics(diagnostics);
    m_shellCheck->request(command);
}

void MainWindow::explainToken(int offset)
{
    if (m_preview->mode() != CommandPreview::Mode::Command) {
        m_explain->clearExplanation();
        return;
    }
    CommandExplainer explainer(CommandDiagnostics::optionsFor(m_controller->job()));
    explainer.setText(m_preview->commandText());
    const std::optional<TokenExplanation> found = explainer.explainAt(offset);
    if (!found) {
        m_explain->clearExplanation();
        return;
    }
    m_explain->setExplanation(found->title, found->meaning, found->defaultValue, found->effect);
}

void MainWindow::applyJobFix(int problem)
{
    const QList<JobProblem>& problems = m_controller->problems();
    if (problem < 0 || problem >= problems.size() || !problems[problem].fix)
        return;
    const JobFix fix = *problems[problem].fix; // a copy: the edit recomputes the problems
    m_controller->edit(fix.apply);
    statusBar()->showMessage(tr("Changed the job: %1").arg(fix.label), 5000);
}

void MainWindow::onEdited()
{
    setWindowModified(true);
    m_autosaver->schedule(m_controller->job());
}

void MainWindow::updateStepList()
{
    for (int i = 0; i < FormSteps::kCount; ++i) {
        QListWidgetItem* item = m_steps->item(i);
        const std::optional<Severity> worst = m_controller->worstSeverity(FormSteps::fields(i));
        QIcon icon;
        QString state;
        if (worst == Severity::Error) {
            icon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
            state = tr("has errors");
        } else if (worst == Severity::Warning) {
            icon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
            state = tr("has warnings");
        }
        const QString title = FormSteps::title(i);
        const QString text = QStringLiteral("%1. %2").arg(i + 1).arg(title);
        if (item->text() != text)
            item->setText(text);
        item->setIcon(icon);
        item->setData(Qt::UserRole, worst ? static_cast<int>(*worst) : -1);
        item->setToolTip(state.isEmpty() ? title : tr("%1: %2").arg(title, state));
    }
}

void MainWindow::updateTitle()
{
    const QString name = m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
    setWindowTitle(tr("%1[*] - DDP Wizard").arg(name));
}

void MainWindow::showStep(int index)
{
    m_steps->setCurrentRow(index);
}

void MainWindow::showView(int index)
{
    m_views->setCurrentIndex(index);
}

int MainWindow::currentStep() const
{
    return m_steps->currentRow();
}

void MainWindow::showStepOf(JobField field)
{
    showStep(FormSteps::stepOf(field));
}

void MainWindow::newJob()
{
    if (!maybeSave())
        return;
    m_controller->setJob(JobSpec());
    m_currentFile.clear();
    m_autosaver->discard();
    setWindowModified(false);
    updateTitle();
}

bool MainWindow::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    const JobFileResult result = JobFile::load(path);
    if (!result.ok()) {
        Prompt::warning(this, tr("Open job file"),
                        tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(path), result.error.toString()));
        return false;
    }
    m_controller->setJob(*result.job);
    m_currentFile = QFileInfo(path).absoluteFilePath();
    m_autosaver->discard();
    setWindowModified(false);
    addRecentFile(m_currentFile);
    updateTitle();
    return true;
}

void MainWindow::open()
{
    const QString path =
        Prompt::openFileName(this, tr("Open job file"), lastFolder(), tr("DDP Wizard jobs (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_currentFile.isEmpty())
        return saveAs();
    return saveTo(m_currentFile);
}

bool MainWindow::saveAs()
{
    QString suggestion = m_currentFile;
    if (suggestion.isEmpty())
        suggestion = lastFolder() + u'/' + m_controller->job().jobName + QStringLiteral(".json");
    const QString path =
        Prompt::saveFileName(this, tr("Save job file"), suggestion, tr("DDP Wizard jobs (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path)
{
    const QString error = JobFile::save(m_controller->job(), path);
    if (!error.isEmpty()) {
        Prompt::warning(this, tr("Save job file"),
                        tr("Could not save %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_currentFile = QFileInfo(path).absoluteFilePath();
    m_autosaver->discard();
    setWindowModified(false);
    addRecentFile(m_currentFile);
    updateTitle();
    return true;
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified())
        return true;
    const QMessageBox::StandardButton answer =
        Prompt::question(this, tr("Save changes?"), tr("The job has unsaved changes. Save them first?"),
                         QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::useGuideExample()
{
    m_controller->edit([](JobSpec& job) { job = JobSpec::guideExample(); });
}

void MainWindow::readBackCommand(const QString& command)
{
    const CommandImport imported = CommandImporter::import(command, m_controller->job());
    const bool sameText =
        imported.ok && CommandImporter::normalized(CommandGenerator(imported.job).platformCommand()) ==
                           CommandImporter::normalized(command);
    if (imported.ok && imported.notRepresented.isEmpty() && sameText) {
        m_controller->edit([&](JobSpec& job) { job = imported.job; });
        statusBar()->showMessage(tr("The edited command was read back into the form."), 5000);
        return;
    }
    // Not everything fits the form: keep the text as typed, check it, and say what is kept.
    showDiagnostics(command,
                    CommandDiagnostics::validate(command, CommandDiagnostics::optionsFor(m_controller->job()), true));
    QStringList reasons = imported.notRepresented;
    if (!imported.ok)
        reasons.append(imported.error);
    else if (reasons.isEmpty())
        reasons.append(tr("lines or words outside the launcher's options"));
    statusBar()->showMessage(tr("The edited command is kept as typed and not read into the form (%1); "
                                "the next change in the form regenerates it.")
                                 .arg(reasons.join(QStringLiteral("; "))));
}

void MainWindow::openCommand()
{
    auto* dialog = new OpenCommandDialog(m_controller->job(), this);
    connect(dialog, &OpenCommandDialog::importRequested, this,
            [this](const JobSpec& imported) { m_controller->edit([&](JobSpec& job) { job = imported; }); });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCommand(CommandGenerator(m_controller->job()).platformCommand());
    dialog->open();
}

bool MainWindow::exportVolcano()
{
    const VolcanoExport result = VolcanoExporter::exportJob(m_controller->job());
    if (!result.ok()) {
        Prompt::warning(this, tr("Export Volcano Job"), result.error);
        return false;
    }
    const QString path = Prompt::saveFileName(this, tr("Export Volcano Job"),
                                              lastFolder() + u'/' + result.jobName + QStringLiteral(".yaml"),
                                              tr("Kubernetes manifests (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (const QString error = AtomicFile::write(path, result.yaml.toUtf8()); !error.isEmpty()) {
        Prompt::warning(this, tr("Export Volcano Job"), error);
        return false;
    }
    return true;
}

void MainWindow::offerAutosaveRestore()
{
    const std::optional<JobSpec> job = Autosaver::pending();
    if (!job)
        return;
    const QMessageBox::StandardButton answer =
        Prompt::question(this, tr("Restore unsaved job?"),
                         tr("DDP Wizard did not close cleanly last time. Restore the job that was not saved?"),
                         QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        m_controller->setJob(*job);
        m_currentFile.clear();
        setWindowModified(true);
        updateTitle();
        // Keep the copy until the restored job is saved or dropped.
        m_autosaver->schedule(*job);
    } else {
        m_autosaver->discard();
    }
}

void MainWindow::setLanguage(const QString& choice)
{
    m_languages->chooseLanguage(choice);
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_languages->choice());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_autosaver->discard();
    event->accept();
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    const QStringList before = settings.value(kRecentKey).toStringList();
    QStringList files = before;
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    const QString folder = QFileInfo(path).absolutePath();
    // Reopening the newest file changes nothing: no settings write (and no fsync) for it.
    if (files == before && settings.value(kLastFolderKey).toString() == folder)
        return;
    settings.setValue(kRecentKey, files);
    settings.setValue(kLastFolderKey, folder);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

QString MainWindow::lastFolder() const
{
    return QSettings()
        .value(kLastFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(1200, 760);
    restoreState(settings.value(kStateKey).toByteArray());
    m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
    const QString choice = m_languages->choice();
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == choice);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kSplitterKey, m_splitter->saveState());
}

void MainWindow::showAbout()
{
    const QString text =
        tr("<h3>DDP Wizard %1</h3>"
           "<p>Builds, validates and dry-runs multi-node PyTorch DDP start commands "
           "for the platform's \"Other\" compute framework.</p>"
           "<p>Qt %2<br>libssh %3</p>")
            .arg(QApplication::applicationVersion(), QLatin1String(qVersion()), SshSession::libraryVersion());
    QMessageBox::about(this, tr("About DDP Wizard"), text);
}

} // namespace ddpw
