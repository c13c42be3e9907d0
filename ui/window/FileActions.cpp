#include "window/FileActions.h"

#include "export/VolcanoExporter.h"
#include "generate/CommandGenerator.h"
#include "openjob/JobDocument.h"
#include "preview/OpenCommandDialog.h"
#include "util/AtomicFile.h"
#include "widgets/Prompt.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace ddpw {

namespace {

const QString kRecentKey = QStringLiteral("recentFiles");

QAction* makeAction(QObject* owner, const QKeySequence& shortcut, const QString& name = {})
{
    auto* action = new QAction(owner);
    action->setShortcut(shortcut);
    if (!name.isEmpty())
        action->setObjectName(name);
    return action;
}

} // namespace

FileActions::FileActions(JobDocument* document, QWidget* window)
    : QObject(window), m_document(document), m_window(window), m_new(makeAction(this, QKeySequence::New)),
      m_open(makeAction(this, QKeySequence::Open)), m_recent(new QMenu(window)),
      m_openCommand(makeAction(this, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), QStringLiteral("openCommand"))),
      m_save(makeAction(this, QKeySequence::Save)), m_saveAs(makeAction(this, QKeySequence::SaveAs)),
      m_export(makeAction(this, QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("exportVolcano")))
{
    connect(m_new, &QAction::triggered, this, &FileActions::newJob);
    connect(m_open, &QAction::triggered, this, &FileActions::open);
    connect(m_openCommand, &QAction::triggered, this, &FileActions::openCommand);
    connect(m_save, &QAction::triggered, this, &FileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &FileActions::saveAs);
    connect(m_export, &QAction::triggered, this, &FileActions::exportVolcano);
    updateRecentMenu();
}

void FileActions::retranslate()
{
    m_new->setText(tr("&New"));
    m_new->setToolTip(tr("Start a new job with the default settings"));
    m_open->setText(tr("&Open..."));
    m_open->setToolTip(tr("Open a job file"));
    m_recent->setTitle(tr("Open &Recent"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As..."));
    m_openCommand->setText(tr("Open &Command..."));
    m_openCommand->setToolTip(tr("Paste a start command and check it"));
    m_export->setText(tr("&Export Volcano Job..."));
    m_export->setToolTip(tr("Write the job as a Volcano Job manifest (YAML) for kubectl apply"));
    updateRecentMenu();
}

bool FileActions::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer =
        Prompt::question(m_window, tr("Save changes?"), tr("The job has unsaved changes. Save them first?"),
                         QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileActions::newJob()
{
    if (maybeSave())
        m_document->newJob();
}

bool FileActions::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    if (const QString error = m_document->open(path); !error.isEmpty()) {
        Prompt::warning(m_window, tr("Open job file"),
                        tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    addRecentFile(m_document->filePath());
    return true;
}

void FileActions::open()
{
    const QString path = Prompt::openFileName(m_window, tr("Open job file"), lastFolder(),
                                              tr("DDP Wizard jobs (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool FileActions::saveAs()
{
    QString suggestion = m_document->filePath();
    if (suggestion.isEmpty())
        suggestion = lastFolder() + u'/' + m_document->job().jobName + QStringLiteral(".json");
    const QString path =
        Prompt::saveFileName(m_window, tr("Save job file"), suggestion, tr("DDP Wizard jobs (*.json);;All files (*)"));
    return !path.isEmpty() && saveTo(path);
}

bool FileActions::resolveChangedFile(bool& saved)
{
    const QMessageBox::StandardButton answer = Prompt::question(
        m_window, tr("Save job file"),
        tr("%1 was changed on disk since this window opened or saved it (by another window or program). "
           "Saving now would replace those changes with yours.")
            .arg(QDir::toNativeSeparators(m_document->filePath())),
        QMessageBox::Reset | QMessageBox::Save | QMessageBox::SaveAll | QMessageBox::Cancel, QMessageBox::Cancel,
        {{QMessageBox::Reset, tr("Reload (drop my changes)")},
         {QMessageBox::Save, tr("Overwrite (drop theirs)")},
         {QMessageBox::SaveAll, tr("Save mine as...")}});
    saved = false;
    switch (answer) {
    case QMessageBox::Save: return true;
    case QMessageBox::Reset:
        if (const QString error = m_document->open(m_document->filePath()); !error.isEmpty())
            Prompt::warning(m_window, tr("Open job file"), error);
        else
            saved = true; // what the window shows is what the file holds
        return false;
    case QMessageBox::SaveAll: saved = saveAs(); return false;
    default: return false;
    }
}

bool FileActions::saveTo(const QString& path)
{
    // Saving over another window's (or program's) newer save would lose it without a word.
    if (QFileInfo(path).absoluteFilePath() == m_document->filePath() && m_document->changedOnDisk()) {
        bool saved = false;
        if (!resolveChangedFile(saved))
            return saved;
    }
    if (const QString error = m_document->saveAs(path); !error.isEmpty()) {
        Prompt::warning(m_window, tr("Save job file"), error);
        return false;
    }
    addRecentFile(m_document->filePath());
    return true;
}

bool FileActions::exportVolcano()
{
    const VolcanoExport result = VolcanoExporter::exportJob(m_document->job());
    if (!result.ok()) {
        Prompt::warning(m_window, tr("Export Volcano Job"), result.error);
        return false;
    }
    const QString path = Prompt::saveFileName(m_window, tr("Export Volcano Job"),
                                              lastFolder() + u'/' + result.jobName + QStringLiteral(".yaml"),
                                              tr("Kubernetes manifests (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (const QString error = AtomicFile::write(path, result.yaml.toUtf8()); !error.isEmpty()) {
        Prompt::warning(m_window, tr("Export Volcano Job"), error);
        return false;
    }
    return true;
}

void FileActions::openCommand()
{
    auto* dialog = new OpenCommandDialog(m_document->job(), m_window);
    connect(dialog, &OpenCommandDialog::importRequested, this, [this](const JobSpec& imported) {
        m_document->edit([&](JobSpec& job) { job = imported; }, tr("Import the command"));
    });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCommand(m_document->command().text);
    dialog->open();
}

void FileActions::offerAutosaveRestore()
{
    // One copy at a time, newest first. A copy is removed only once the user chose: restored,
    // or dropped with No; Cancel (or closing the question) keeps every copy for the next start.
    for (const AutosaveCopy& copy : JobDocument::pendingAutosaves()) {
        const QString what = copy.filePath.isEmpty() ? tr("the new job \"%1\" (never saved)").arg(copy.job.jobName)
                                                     : QDir::toNativeSeparators(copy.filePath);
        const QMessageBox::StandardButton answer =
            Prompt::question(m_window, tr("Restore unsaved job?"),
                             tr("DDP Wizard did not close cleanly last time. Restore the unsaved changes to %1?\n"
                                "No drops them; Cancel keeps them for the next start.")
                                 .arg(what),
                             QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer == QMessageBox::No) {
            JobDocument::dropAutosave(copy);
            continue;
        }
        if (answer == QMessageBox::Yes && maybeSave())
            m_document->restore(copy);
        return;
    }
}

void FileActions::addRecentFile(const QString& path)
{
    QSettings settings;
    const QStringList before = settings.value(kRecentKey).toStringList();
    QStringList files = before;
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    Prompt::rememberFolder(path);
    // Reopening the newest file changes nothing: no settings write (and no fsync) for it.
    if (files == before)
        return;
    settings.setValue(kRecentKey, files);
    updateRecentMenu();
}

void FileActions::updateRecentMenu()
{
    m_recent->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* action = m_recent->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recent->setEnabled(!files.isEmpty());
}

QString FileActions::lastFolder() const
{
    return Prompt::lastFolder();
}

} // namespace ddpw
