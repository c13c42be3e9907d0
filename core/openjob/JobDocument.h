#pragma once

#include "generate/GeneratedCommand.h"
#include "model/JobSpec.h"
#include "model/PlatformEnvironment.h"
#include "openjob/Autosaver.h"
#include "openjob/CommandImporter.h"
#include "openjob/JobHistory.h"
#include "openjob/NodeCommand.h"
#include "validate/CommandDiagnostic.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>
#include <utility>

namespace ddpw {

// The job the app works on, as one document: the job and its problems, its file, whether it
// differs from what was saved, the crash-safe copy of unsaved edits, and everything derived
// from it that views show (the generated command with each field's range, the problems placed
// in it, one node's expansion, what a hand edit of the command means for the form). Widgets
// send edits through edit() and re-read after jobChanged(); nothing here is a widget, so the
// CLI and the tests use the same pieces.
class JobDocument : public QObject
{
    Q_OBJECT

public:
    explicit JobDocument(QObject* parent = nullptr);

    const JobSpec& job() const { return m_job; }
    // validate/JobChecks' problems of the job, made once per change.
    const QList<CommandDiagnostic>& problems() const { return m_problems; }
    QList<CommandDiagnostic> problemsFor(JobField field) const;
    // The most severe problem among these fields, if any (a step's mark, a field's highlight).
    std::optional<Severity> worstSeverity(const QList<JobField>& fields) const;

    // Applies one user edit; emits jobChanged() and edited() only when something changed. It is
    // one step of the undo history, described by what changed ("processes per node -> auto"),
    // after `description` when the user's action has a name (a fix's label, "Import the
    // command"); typing in one text field makes one step.
    template <typename Edit>
    void edit(Edit&& change, const QString& description = QString())
    {
        JobSpec next = m_job;
        std::forward<Edit>(change)(next);
        if (next == m_job)
            return;
        JobSpec before = std::exchange(m_job, std::move(next));
        jobEdited(before, description);
    }
    // Replaces the whole job without a file change (tests, a restore): not a user edit, and
    // the undo history starts again from it.
    void setJob(const JobSpec& job);

    // Edit > Undo / Redo: the job before (after) the last (undone) step, the views re-read it
    // on jobChanged(). False when there is nothing to undo (redo).
    bool undo();
    bool redo();
    const JobHistory& history() const { return m_history; }
    // What the last edit, undo or redo did, in words for the banner ("Changed: port -> 29400").
    const QString& lastChange() const { return m_lastChange; }
    // Problem messages are translated when they are made: make them again after a language change.
    void retranslate();

    // The file the job was opened from or saved to; empty for a new job.
    const QString& filePath() const { return m_filePath; }
    // The job differs from the file's (or, for a new job, from the defaults), or was restored
    // from a crash copy and not saved since.
    bool isModified() const;
    void newJob();
    // Empty on success, else why the file could not be read (the job is left as it was).
    QString open(const QString& path);
    // Empty on success, else why the file could not be written (saves are atomic; the job stays
    // unsaved and its crash copy stays).
    QString saveAs(const QString& path);
    // The file changed on disk since this window read or wrote it (another window or program
    // saved it): saving now would drop that change. False for a new job or a deleted file.
    bool changedOnDisk() const;
    // A crash copy's work, restored as it was: the job, the file it belongs to and a typed start
    // command; unsaved until saved. The copy itself is removed once this window has its own.
    void restore(const AutosaveCopy& copy);
    // The crash copies of windows that ended without saving, newest first.
    static QList<AutosaveCopy> pendingAutosaves() { return Autosaver::pending(); }
    // The user dropped that copy.
    static void dropAutosave(const AutosaveCopy& copy) { Autosaver::remove(copy.copyPath); }
    // A clean exit: this window's crash copy is no longer needed.
    void discardAutosave() { m_autosaver->discard(); }
    // Where this window's crash copy lies.
    const QString& autosavePath() const { return m_autosaver->path(); }

    // The platform's start command for this job, with the range of every field.
    const GeneratedCommand& command() const;
    // What the preview lists for command(), one list: first every problem of the job, in
    // problems()' order (the i-th is problems()[i]), on the words that show its field (at the
    // start where the command does not show it: the job name, the image, ...); then what
    // validate's checks find in the command's text that none of those already says. 16 processes
    // on 8 GPUs is both a problem of the form and DDP503 in the text: only the form's, which
    // carries the job's fix, is listed.
    QList<CommandDiagnostic> diagnostics() const;
    // What node `index` runs, expanded over the host names Volcano gives the job's pods.
    NodeCommand nodeCommand(int index) const;
    // What node `index` starts with: the variables the platform presets, then the user's.
    QList<PlatformVariable> platformEnvironment(int index) const { return PlatformEnvironment::forJob(m_job, index); }
    // A hand edit of the command: read back into the form when nothing would be lost.
    CommandReadBack readBack(const QString& editedCommand) const
    {
        return CommandImporter::readBack(editedCommand, m_job);
    }

    // A hand edit of the start command that stays as typed (readBack() could not take it into
    // the form): the Check step runs this text, and a language switch keeps it. The next change
    // of the job regenerates the command, and undoing that change brings the typed text back.
    // An empty text: the generated command is shown again (nothing typed is dropped by it).
    const QString& typedCommand() const { return m_typedCommand; }
    void keepTypedCommand(const QString& command);

signals:
    void jobChanged();
    void typedCommandChanged();
    void edited();
    void modifiedChanged(bool modified);
    // After every edit, undo and redo (and when the history is cleared): Undo/Redo's state.
    void historyChanged();
    // An edit, undo or redo happened; `description` is lastChange().
    void changeMade(const QString& description);
    void filePathChanged(const QString& path);

private:
    void jobEdited(const JobSpec& before, const QString& description);
    void stepTaken(const JobSpec& job, const QString& description, const QString& typed = QString());
    void clearHistory();
    void replaced(const JobSpec& job, const std::optional<JobSpec>& saved, const QString& path);
    void recompute();
    void updateModified();
    void scheduleAutosave();

    JobSpec m_job;
    QList<CommandDiagnostic> m_problems;
    std::optional<JobSpec> m_savedJob; // nothing: restored from a crash copy, never saved
    QString m_filePath;
    QByteArray m_fileDigest; // of the bytes last read from or written to m_filePath
    bool m_modified = false;
    Autosaver* m_autosaver;
    mutable std::optional<GeneratedCommand> m_command; // made when first asked for after a change
    QString m_typedCommand;
    JobHistory m_history;
    QString m_lastChange;
};

} // namespace ddpw
