#pragma once

#include "model/JobSpec.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace ddpw {

// What a crash copy holds: everything a window would lose. The job, the file it belongs to
// (empty for a new job), what that file held when the window last read or wrote it (so that a
// save after the restore still sees another window's later save), and a start command typed by
// hand in the preview (empty when the generated one stands).
struct AutosaveCopy
{
    JobSpec job;
    QString filePath;
    QByteArray fileDigest;
    QString typedCommand;
    QString copyPath; // where the copy lies (set by pending())
};

// Crash-safe copy of one window's unsaved work: a few seconds after the last edit it is written
// atomically (AtomicFile) into the app's data folder, in a file of this window's own, so that
// two windows (or two instances) never overwrite or delete each other's copy. A lock file held
// while the window lives tells a crashed window's copy (its lock is stale: the process is gone)
// from a running one's. A clean save or exit removes the window's copy; a copy found at start-up
// is offered back, and removed only once the user chose.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDelayMs = 3000;

    explicit Autosaver(QObject* parent = nullptr);
    ~Autosaver() override;

    // The folder of every window's copy.
    static QString folder();
    // This window's copy.
    const QString& path() const { return m_path; }
    // The copies left by windows that ended without a clean exit, newest first (never one of a
    // window that still runs; unreadable copies are skipped, not deleted).
    static QList<AutosaveCopy> pending();
    // Removes a copy another window left, once the user restored or dropped it.
    static void remove(const QString& copyPath);

    // Writes `copy` after kDelayMs unless another schedule() comes first.
    void schedule(const AutosaveCopy& copy);
    // Writes now; returns false when the file could not be written.
    bool saveNow();
    // The work is saved or deliberately dropped: no copy is needed any more.
    void discard();

private:
    QTimer* m_timer;
    AutosaveCopy m_copy;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace ddpw
