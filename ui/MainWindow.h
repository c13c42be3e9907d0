#pragma once

#include "PreviewDiagnostic.h"
#include "model/JobSpec.h"

#include <QList>
#include <QMainWindow>

class QAction;
class QActionGroup;
class QListWidget;
class QMenu;
class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace ddpw {

class Autosaver;
class FormPage;
class JobController;
class CommandPreview;
class ExplainPanel;
class BackgroundShellCheck;
class TopologyView;
class PerNodeView;
class LanguageManager;

// The desktop app's window: the guided form's steps on the left, the current step in the
// middle, the live preview on the right. Data flows one way: pages edit the JobController's
// job, and every view re-reads the job and its problems on jobChanged().
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;

    explicit MainWindow(LanguageManager* languages = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    JobController* controller() const { return m_controller; }
    QString currentFile() const { return m_currentFile; }
    // Every step's page, building the ones not shown yet (pages are built on first show).
    QList<FormPage*> pages();
    void showStep(int index);
    // 0: the start command preview, then the other views (topology, per node).
    void showView(int index);
    int currentStep() const;

public slots:
    void newJob();
    // Asks to save unsaved changes first; a file that cannot be read leaves the job as it was.
    bool openFile(const QString& path);
    void open();
    bool save();
    bool saveAs();
    void useGuideExample();
    // File > Export: the job as a Volcano Job manifest (YAML).
    bool exportVolcano();
    // File > Open command: check a pasted command in a dialog.
    void openCommand();
    // A hand edit of the preview: read back into the form when the form can hold all of it.
    void readBackCommand(const QString& command);
    // Called once after the window is shown: offers the job an unclean exit left behind.
    void offerAutosaveRestore();
    void setLanguage(const QString& choice);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    static QWidget* emptySlot(QWidget* parent);
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
    void onEdited();
    void updateStepList();
    void updateTitle();
    void updateRecentMenu();
    void addRecentFile(const QString& path);
    bool maybeSave();
    bool saveTo(const QString& path);
    void restoreSettings();
    void saveSettings() const;
    QString lastFolder() const;
    void showAbout();
    void showStepOf(JobField field);
    void updatePreview();
    void explainToken(int offset);
    // "Apply fix" on a problem of the job in the preview's list.
    void applyJobFix(int problem);
    void showDiagnostics(const QString& command, const QList<PreviewDiagnostic>& diagnostics);
    void updateNodeCommand();
    void updateVisibleView();

    JobController* m_controller;
    Autosaver* m_autosaver;
    LanguageManager* m_languages;
    bool m_ownsLanguages = false;
    QString m_currentFile;
    bool m_viewsShowJob = false; // the preview and step marks have shown the job once

    QSplitter* m_splitter;
    QListWidget* m_steps;
    QStackedWidget* m_stack;
    QList<FormPage*> m_pages; // nullptr until the step is first shown
    QTabWidget* m_views;
    CommandPreview* m_preview;
    ExplainPanel* m_explain;
    BackgroundShellCheck* m_shellCheck;
    QList<PreviewDiagnostic> m_previewDiagnostics; // core's findings on the shown command
    QSplitter* m_previewSplitter;
    QWidget* m_topologySlot;
    QWidget* m_perNodeSlot;
    TopologyView* m_topology = nullptr; // built when its tab is first opened
    PerNodeView* m_perNode = nullptr;   // likewise

    QMenu* m_fileMenu;
    QMenu* m_recentMenu;
    QMenu* m_jobMenu;
    QMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QAction* m_newAction;
    QAction* m_openAction;
    QAction* m_saveAction;
    QAction* m_saveAsAction;
    QAction* m_exportAction;
    QAction* m_openCommandAction;
    QAction* m_quitAction;
    QAction* m_guideAction;
    QAction* m_aboutAction;
    QActionGroup* m_languageGroup;
    QAction* m_systemLanguageAction;
};

} // namespace ddpw
