#include "window/MainWindow.h"

#include "logs/LogDiagnosisDialog.h"
#include "model/WorstFirst.h"
#include "openjob/JobDocument.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "preview/CommandPreview.h"
#include "preview/PerNodeView.h"
#include "preview/PreviewPane.h"
#include "ssh/SshSession.h"
#include "topology/TopologyView.h"
#include "widgets/AppTheme.h"
#include "widgets/Prompt.h"
#include "widgets/SplitterMemory.h"
#include "widgets/StableScrollArea.h"
#include "window/FileActions.h"
#include "window/JobStatusBanner.h"
#include "window/LanguageManager.h"
#include "window/StepHeader.h"
#include "window/StepNavigation.h"
#include "window/WindowPlacement.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace ddpw {

namespace {

const QString kStateKey = QStringLiteral("window/state");
// The name SplitterMemory keeps this window's splitters under ("window/splitters/...").
const QString kWindowName = QStringLiteral("window");

} // namespace

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent), m_document(new JobDocument(this)), m_files(new FileActions(m_document, this)),
      m_languages(languages ? languages : new LanguageManager(this)), m_banner(new JobStatusBanner(this)),
      m_splitter(new QSplitter(this)), m_steps(new QListWidget(this)), m_header(new StepHeader(this)),
      m_stack(new QStackedWidget(this)), m_navigation(new StepNavigation(this)), m_views(new QTabWidget(this)),
      m_previewPane(new PreviewPane(m_document, this)), m_topologySlot(emptySlot(this)), m_perNodeSlot(emptySlot(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_steps->setObjectName(QStringLiteral("steps"));
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_stack->setObjectName(QStringLiteral("pages"));
    m_views->setObjectName(QStringLiteral("views"));

    createPages();
    m_views->addTab(m_previewPane, QString());
    m_views->addTab(m_topologySlot, QString());
    m_views->addTab(m_perNodeSlot, QString());
    m_steps->setFrameShape(QFrame::NoFrame);
    m_steps->setIconSize(QSize(16, 16));
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // it is as wide as its titles
    m_steps->setSpacing(2);
    m_splitter->addWidget(m_steps);
    m_splitter->addWidget(createStepColumn());
    m_splitter->addWidget(m_views);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 3);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({170, 540, 570});
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);
    createActions();
    createThemeActions();
    createMenus();

    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int step) {
        if (step < 0)
            return;
        ensurePage(step);
        m_stack->setCurrentIndex(step);
        m_header->showStep(step);
        m_navigation->showStep(step);
        m_backAction->setEnabled(step > 0);
        m_nextAction->setEnabled(step < FormSteps::kCount - 1);
    });
    connect(m_navigation, &StepNavigation::backRequested, this, &MainWindow::previousStep);
    connect(m_navigation, &StepNavigation::nextRequested, this, &MainWindow::nextStep);
    connect(m_banner, &JobStatusBanner::copyRequested, this, &MainWindow::copyForPlatform);
    connect(m_banner, &JobStatusBanner::problemRequested, this, &MainWindow::showProblem);
    connect(m_previewPane->preview(), &CommandPreview::diagnosticsChanged, this, &MainWindow::updateStatus);
    connect(m_document, &JobDocument::jobChanged, this, &MainWindow::onJobChanged);
    connect(m_document, &JobDocument::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &JobDocument::changeMade, m_banner, &JobStatusBanner::showChange);
    connect(m_document, &JobDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_views, &QTabWidget::currentChanged, this, &MainWindow::updateVisibleView);
    connect(m_previewPane, &PreviewPane::fieldActivated, this, &MainWindow::showStepOf);
    connect(m_previewPane, &PreviewPane::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_previewPane, &PreviewPane::statusWithdrawn, this, [this](const QString& text) {
        if (statusBar()->currentMessage() == text)
            statusBar()->clearMessage();
    });

    retranslateUi();
    restoreSettings();
    // The views show the job from the first show() on (showEvent): a job opened before that,
    // from the command line, is then generated and checked once instead of twice.
    m_steps->setCurrentRow(0);
    setWindowModified(m_document->isModified());
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

QWidget* MainWindow::createStepColumn()
{
    // The step's title and purpose, its page (which scrolls up and down, never sideways), and
    // Back/Next under it.
    auto* column = new QWidget(this);
    column->setObjectName(QStringLiteral("stepColumn"));
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(m_stack, 1);
    auto* rule = new QFrame(column);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    layout->addWidget(rule);
    layout->addWidget(m_navigation);
    return column;
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
        FormPage* page = FormSteps::createPage(step, m_document, nullptr);
        // Long pages (the start command) scroll instead of forcing a tall window.
        auto* scroll = new StableScrollArea(page);
        scroll->setObjectName(QStringLiteral("scroll_") + page->objectName());
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
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    // Every change of the job can be taken back, one user edit or fix at a time.
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, m_document, &JobDocument::undo);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("redo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z); !redoKeys.contains(shiftZ))
        redoKeys.prepend(shiftZ); // the same on every desktop
    m_redoAction->setShortcuts(redoKeys);
    connect(m_redoAction, &QAction::triggered, m_document, &JobDocument::redo);
    connect(m_document, &JobDocument::historyChanged, this, &MainWindow::updateUndoActions);
    m_guideAction = new QAction(this);
    m_guideAction->setObjectName(QStringLiteral("useGuideExample"));
    m_guideAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(m_guideAction, &QAction::triggered, this, &MainWindow::useGuideExample);
    m_copyAction = new QAction(this);
    m_copyAction->setObjectName(QStringLiteral("copyForPlatform"));
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copyForPlatform);
    m_backAction = new QAction(this);
    m_backAction->setObjectName(QStringLiteral("previousStep"));
    m_backAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_backAction, &QAction::triggered, this, &MainWindow::previousStep);
    m_nextAction = new QAction(this);
    m_nextAction->setObjectName(QStringLiteral("nextStep"));
    m_nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_nextAction, &QAction::triggered, this, &MainWindow::nextStep);
    // The shortcuts work wherever focus is, a text field included.
    for (QAction* action : {m_copyAction, m_backAction, m_nextAction})
        action->setShortcutContext(Qt::WindowShortcut);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_diagnoseAction = new QAction(this);
    m_diagnoseAction->setObjectName(QStringLiteral("diagnoseLogs"));
    m_diagnoseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_diagnoseAction, &QAction::triggered, this, &MainWindow::diagnoseLogs);
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

void MainWindow::createThemeActions()
{
    m_themeGroup = new QActionGroup(this);
    for (const QString& choice : AppTheme::choices()) {
        auto* action = new QAction(this);
        action->setObjectName(QStringLiteral("theme_") + choice);
        action->setData(choice);
        action->setCheckable(true);
        action->setChecked(choice == AppTheme::current());
        m_themeGroup->addAction(action);
    }
    connect(m_themeGroup, &QActionGroup::triggered, this, [this](QAction* action) {
        setTheme(action->data().toString());
        AppTheme::save(AppTheme::current());
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_files->newAction());
    m_fileMenu->addAction(m_files->openAction());
    m_fileMenu->addMenu(m_files->recentMenu());
    m_fileMenu->addAction(m_files->openCommandAction());
    m_fileMenu->addAction(m_diagnoseAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_files->saveAction());
    m_fileMenu->addAction(m_files->saveAsAction());
    m_fileMenu->addAction(m_files->exportAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_jobMenu = menuBar()->addMenu(QString());
    m_jobMenu->addAction(m_copyAction);
    m_jobMenu->addSeparator();
    m_jobMenu->addAction(m_backAction);
    m_jobMenu->addAction(m_nextAction);
    m_jobMenu->addSeparator();
    m_jobMenu->addAction(m_guideAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addActions(m_themeGroup->actions());
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    // The two things a user does with a command or a job that another tool made: check its
    // command, and find out why it failed.
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_files->openCommandAction());
    m_toolBar->addAction(m_diagnoseAction);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_files->retranslate();
    m_editMenu->setTitle(tr("&Edit"));
    updateUndoActions();
    m_jobMenu->setTitle(tr("&Job"));
    m_viewMenu->setTitle(tr("&View"));
    m_themeMenu->setTitle(tr("&Theme"));
    const QStringList themeNames{tr("&System colours"), tr("&Light"), tr("&Dark")};
    for (int i = 0; i < m_themeGroup->actions().size(); ++i)
        m_themeGroup->actions().at(i)->setText(themeNames.value(i));
    m_languageMenu->setTitle(tr("&Language"));
    m_copyAction->setText(tr("&Copy for the platform"));
    m_copyAction->setToolTip(tr("Copy the start command for the platform's \"start command\" box"));
    m_backAction->setText(tr("&Previous step"));
    m_nextAction->setText(tr("&Next step"));
    m_helpMenu->setTitle(tr("&Help"));
    m_quitAction->setText(tr("&Quit"));
    m_guideAction->setText(tr("Use the &guide's example (2 nodes x 8 GPUs)"));
    m_guideAction->setToolTip(tr("Fill the form with the platform guide's example: one worker role, 2 nodes "
                                 "with 8 GPUs each, torchrun with c10d."));
    m_aboutAction->setText(tr("&About DDP Wizard"));
    m_diagnoseAction->setText(tr("&Diagnose logs..."));
    m_diagnoseAction->setToolTip(tr("Find out why a job failed from its logs"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_systemLanguageAction->setText(tr("&System language"));
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setToolTip(tr("The steps of the platform's form; a mark shows a step with problems."));
    m_views->setTabText(m_views->indexOf(m_previewPane), tr("Start command"));
    m_views->setTabText(m_views->indexOf(m_topologySlot), tr("Topology"));
    m_views->setTabText(m_views->indexOf(m_perNodeSlot), tr("Per node"));
    updateStepList();
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // What the user is typing into the preview is theirs before the preview is shown again.
        m_previewPane->preview()->flushEdit();
        // Problem messages are translated when they are made: make them again.
        m_document->retranslate();
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
    m_previewPane->showJob();
    updateVisibleView();
}

void MainWindow::updateStatus()
{
    m_banner->showStatus(m_previewPane->preview()->diagnostics(), m_document->job().torchVersion);
    updateStepList(); // the command's own findings mark its step
}

void MainWindow::updateVisibleView()
{
    // The topology and per-node views are built when their tab is first opened and redrawn
    // only while they are shown: a hidden picture need not slow down start-up or typing.
    QWidget* current = m_views->currentWidget();
    if (current == m_topologySlot) {
        ensureTopology()->setJob(m_document->job());
    } else if (current == m_perNodeSlot) {
        ensurePerNode()->setJob(m_document->job());
        updateNodeCommand();
    }
}

void MainWindow::updateNodeCommand()
{
    // What node k runs comes from core's static expansion over host names shaped like
    // Volcano's (<job>-<role>-<index>.<job>); nothing runs.
    if (m_perNode)
        m_perNode->setNodeCommand(m_document->nodeCommand(m_perNode->node()));
}

std::optional<Severity> MainWindow::worstCommandFinding() const
{
    // What the checks find in the command's text itself (DDPxxx, ShellCheck) is no field's: it
    // is the start command's, which its step says.
    std::optional<Severity> worst;
    for (const PreviewDiagnostic& diagnostic : m_previewPane->preview()->diagnostics()) {
        if (diagnostic.jobProblem < 0 && (!worst || isWorse(diagnostic.severity, *worst)))
            worst = diagnostic.severity;
    }
    return worst;
}

void MainWindow::updateStepList()
{
    const std::optional<Severity> inCommand = worstCommandFinding();
    for (int i = 0; i < FormSteps::kCount; ++i) {
        QListWidgetItem* item = m_steps->item(i);
        std::optional<Severity> worst = m_document->worstSeverity(FormSteps::fields(i));
        if (i == FormSteps::Command && inCommand && (!worst || isWorse(*inCommand, *worst)))
            worst = inCommand;
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
    // As wide as the longest title with its mark, in the language shown.
    int widest = 0;
    const int iconRoom = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_steps) + 12;
    for (int i = 0; i < FormSteps::kCount; ++i)
        widest = std::max(widest, m_steps->fontMetrics().horizontalAdvance(m_steps->item(i)->text()));
    m_steps->setFixedWidth(widest + iconRoom + 2 * m_steps->frameWidth() + 16);
}

void MainWindow::updateTitle()
{
    const QString& path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] - DDP Wizard").arg(name));
}

void MainWindow::updateUndoActions()
{
    const JobHistory& history = m_document->history();
    m_undoAction->setEnabled(history.canUndo());
    m_redoAction->setEnabled(history.canRedo());
    // A value with "&" in it is not a mnemonic.
    const auto escaped = [](QString text) { return text.replace(u'&', QStringLiteral("&&")); };
    m_undoAction->setText(history.canUndo() ? tr("&Undo: %1").arg(escaped(history.undoDescription())) : tr("&Undo"));
    m_redoAction->setText(history.canRedo() ? tr("&Redo: %1").arg(escaped(history.redoDescription())) : tr("&Redo"));
}

void MainWindow::showStep(int index)
{
    m_steps->setCurrentRow(std::clamp(index, 0, FormSteps::kCount - 1));
}

void MainWindow::nextStep()
{
    showStep(currentStep() + 1);
}

void MainWindow::previousStep()
{
    showStep(currentStep() - 1);
}

void MainWindow::copyForPlatform()
{
    const QString command = m_previewPane->preview()->commandText();
    QGuiApplication::clipboard()->setText(command);
    const int errors = m_banner->state() == JobStatusBanner::State::Errors;
    statusBar()->showMessage(errors ? tr("Copied, but the command has errors: see the banner above.")
                                    : tr("Copied: paste it into the platform's \"start command\" box."),
                             8000);
}

void MainWindow::showProblem(int diagnostic)
{
    const QList<PreviewDiagnostic> diagnostics = m_previewPane->preview()->diagnostics();
    if (diagnostic < 0 || diagnostic >= diagnostics.size())
        return;
    const int problem = diagnostics[diagnostic].jobProblem;
    if (problem >= 0 && problem < m_document->problems().size()) {
        // A problem of the job: its field, on its step, with the message beside it.
        const JobField field = *m_document->problems()[problem].field;
        showStepOf(field);
        if (FormPage* page = ensurePage(FormSteps::stepOf(field)))
            page->focusField(field);
        return;
    }
    // A finding in the command's text: its step, and its words in the preview.
    showStep(FormSteps::Command);
    m_views->setCurrentWidget(m_previewPane);
    m_previewPane->preview()->showDiagnostic(diagnostic);
}

void MainWindow::setTheme(const QString& choice)
{
    AppTheme::apply(choice);
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toString() == AppTheme::current());
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

void MainWindow::diagnoseLogs()
{
    LogDiagnosisDialog::showFor(m_document, this);
}

void MainWindow::useGuideExample()
{
    m_document->edit([](JobSpec& job) { job = JobSpec::guideExample(); }, tr("Use the guide's example"));
}

void MainWindow::setLanguage(const QString& choice)
{
    m_languages->chooseLanguage(choice);
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_languages->choice());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_document->discardAutosave();
    event->accept();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    WindowPlacement::restore(this);
    restoreState(settings.value(kStateKey).toByteArray());
    // How the user divided the window, the preview and its editor and list (each drag is kept).
    SplitterMemory::keep(m_splitter, kWindowName);
    SplitterMemory::keep(m_previewPane, kWindowName);
    m_previewPane->preview()->keepDivision(kWindowName);
    const QString choice = m_languages->choice();
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == choice);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    WindowPlacement::remember(this);
    settings.setValue(kStateKey, saveState());
}

void MainWindow::showAbout()
{
    const QString text =
        tr("<h3>DDP Wizard %1</h3>"
           "<p>Builds, validates and dry-runs multi-node PyTorch DDP start commands "
           "for the platform's \"Other\" compute framework.</p>"
           "<p>Qt %2<br>libssh %3</p>")
            .arg(QApplication::applicationVersion(), QLatin1String(qVersion()), SshSession::libraryVersion());
    Prompt::about(this, tr("About DDP Wizard"), text);
}

} // namespace ddpw
