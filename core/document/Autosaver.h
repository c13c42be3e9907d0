#pragma once

#include "model/JobSpec.h"

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace ddpw {

// Crash-safe copy of the unsaved job: a few seconds after the last edit the job is written
// atomically (AtomicFile) into the app's data folder; a clean save or exit removes it, so a
// file found at start-up means the last session ended without saving.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDelayMs = 3000;

    explicit Autosaver(QObject* parent = nullptr);

    static QString path();
    // The job left by a session that did not end cleanly, if any (unreadable files are ignored).
    static std::optional<JobSpec> pending();

    // Writes `job` after kDelayMs unless another schedule() comes first.
    void schedule(const JobSpec& job);
    // Writes now; returns false when the file could not be written.
    bool saveNow();
    // The job is saved or deliberately dropped: no copy is needed any more.
    void discard();

private:
    QTimer* m_timer;
    JobSpec m_job;
};

} // namespace ddpw
