#pragma once

#include "model/JobSpec.h"

#include <QList>
#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QListWidget;
class QMenu;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QToolBar;

namespace ddpw {

class FileActions;
class FormPage;
class JobDocument;
class JobStatusBanner;
class LanguageManager;
class PerNodeView;
class PreviewPane;
class StepHeader;
class StepNavigation;
class TopologyView;

// The desktop app's window: across the top the job's status (JobStatusBanner: ready to paste,
// or the first problem, and "Copy for the platform"); below it the guided form's steps on the
// left, the current step in the middle (its title and purpose, the page, Back/Next), the views
// on the right (the start command, the topology, one node). Data flows one way: pages edit the
// JobDocument, and every view re-reads the document on jobChanged(). The File menu's work is
// FileActions', the start command's view PreviewPane's; this class wires them to the window's
// steps, menus, theme and language.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(LanguageManager* languages = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    JobDocument* document() const { return m_document; }
    // Every step's page, building the ones not shown yet (pages are built on first show).
    QList<FormPage*> pages();
    void showStep(int index);
    void nextStep();
    void previousStep();
    // 0: the start command preview, then the other views (topology, per node).
    void showView(int index);
    int currentStep() const;

    JobStatusBanner* statusBanner() const { return m_banner; }
    PreviewPane* previewPane() const { return m_previewPane; }

public slots:
    void useGuideExample();
    // File > Diagnose logs: why a job failed, from its logs (the Diagnose view).
    void diagnoseLogs();
    void setLanguage(const QString& choice);
    void setTheme(const QString& choice);
    // What "Copy for the platform" does: the start command as the preview shows it.
    void copyForPlatform();
    // Shows the problem the preview lists at this index: its field on its step, or its words.
    void showProblem(int diagnostic);

public:
    // New, Open, Save, Export, Open command, and the offer to restore unsaved work.
    FileActions* files() const { return m_files; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    static QWidget* emptySlot(QWidget* parent);
    QWidget* createStepColumn();
    void createThemeActions();
    void updateStatus();
    static void fillSlot(QWidget* slot, QWidget* content);
    void createPages();
    FormPage* ensurePage(int step);
    void placeAfterStepList(QWidget* page);
    TopologyView* ensureTopology();
    PerNodeView* ensurePerNode();
    void createActions();
    void createMenus();
    void retranslateUi();
    void onJobChanged();
    void updateStepList();
    std::optional<Severity> worstCommandFinding() const;
    void updateTitle();
    void updateUndoActions();
    void restoreSettings();
    void saveSettings() const;
    void showAbout();
    void showStepOf(JobField field);
    void updateNodeCommand();
    void updateVisibleView();

    JobDocument* m_document;
    FileActions* m_files;
    LanguageManager* m_languages;
    bool m_viewsShowJob = false; // the preview and step marks have shown the job once

    JobStatusBanner* m_banner;
    QSplitter* m_splitter;
    QListWidget* m_steps;
    StepHeader* m_header;
    QStackedWidget* m_stack;
    StepNavigation* m_navigation;
    QList<FormPage*> m_pages; // nullptr until the step is first shown
    QTabWidget* m_views;
    PreviewPane* m_previewPane;
    QWidget* m_topologySlot;
    QWidget* m_perNodeSlot;
    TopologyView* m_topology = nullptr; // built when its tab is first opened
    PerNodeView* m_perNode = nullptr;   // likewise

    QMenu* m_fileMenu;
    QMenu* m_editMenu;
    QMenu* m_jobMenu;
    QMenu* m_viewMenu;
    QMenu* m_themeMenu;
    QMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QAction* m_quitAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    QAction* m_guideAction;
    QAction* m_copyAction;
    QAction* m_backAction;
    QAction* m_nextAction;
    QActionGroup* m_themeGroup;
    QAction* m_aboutAction;
    QAction* m_diagnoseAction;
    QToolBar* m_toolBar;
    QActionGroup* m_languageGroup;
    QAction* m_systemLanguageAction;
};

} // namespace ddpw
