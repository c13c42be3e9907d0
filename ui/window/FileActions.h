#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace ddpw {

class JobDocument;

// The File menu's work for the window: New, Open, Open Recent, Open Command, Save, Save As,
// Export Volcano Job, the "save changes first?" question and the offer to restore what an
// unclean exit left behind. The document does the reading and writing; this class only asks
// the user (through Prompt) and remembers the recent files and the last folder (QSettings).
class FileActions : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;

    FileActions(JobDocument* document, QWidget* window);

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QMenu* recentMenu() const { return m_recent; }
    QAction* openCommandAction() const { return m_openCommand; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QAction* exportAction() const { return m_export; }

    void retranslate();
    // True when the job may be dropped: saved, or the user chose to discard it.
    bool maybeSave();

public slots:
    void newJob();
    bool openFile(const QString& path);
    void open();
    bool save();
    bool saveAs();
    bool exportVolcano();
    void openCommand();
    void offerAutosaveRestore();

private:
    bool saveTo(const QString& path);
    // The file changed on disk since this window read or wrote it: reload, overwrite or save
    // under another name. False when the save is not to go ahead as asked.
    bool resolveChangedFile(bool& saved);
    void addRecentFile(const QString& path);
    void updateRecentMenu();
    QString lastFolder() const;

    JobDocument* m_document;
    QWidget* m_window;
    QAction* m_new;
    QAction* m_open;
    QMenu* m_recent;
    QAction* m_openCommand;
    QAction* m_save;
    QAction* m_saveAs;
    QAction* m_export;
};

} // namespace ddpw
