#pragma once

#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// Undo and redo for the job: every user edit or fix is one step, kept as the job before and
// after it with words for what changed ("processes per node -> auto"). Whole snapshots, not
// commands: a step restores the job exactly, whatever code made the change (a form field, a
// fix's std::function, an import). Plain data in core (no QUndoStack, which is Qt GUI), so the
// document, the CLI's tests and the GUI share one history.
class JobHistory
{
    Q_DECLARE_TR_FUNCTIONS(JobHistory)

public:
    // Steps kept; the oldest go first (a job is a few kB: this bounds memory, not usability).
    static constexpr int kMaxSteps = 500;

    struct Step
    {
        JobSpec before;
        JobSpec after;
        QString description;
        // Typing in one text field makes one step, not one per key: consecutive steps with the
        // same non-empty key merge into the first.
        QString mergeKey;
        // The start command as the user had typed it before the step (empty: the generated one
        // was shown): a step regenerates the command, and its undo brings the typed text back.
        QString typedBefore;
    };

    // A change the user made (the redo steps are dropped, as in every editor).
    void record(const JobSpec& before, const JobSpec& after, const QString& description,
                const QString& mergeKey = QString(), const QString& typedBefore = QString());
    // The job to go back to and the step's description; nothing when there is nothing to undo.
    std::optional<Step> undo();
    std::optional<Step> redo();
    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    // What the next undo / redo changes back, in words of the language shown now (worked out
    // again from the two jobs, so a step recorded before a language switch reads in the new one).
    QString undoDescription() const;
    QString redoDescription() const;
    int undoCount() const { return int(m_undo.size()); }
    int redoCount() const { return int(m_redo.size()); }
    // A different job (new, opened from a file): its history starts empty.
    void clear();

    // What changed between two jobs, in words: "processes per node -> auto" for one field,
    // "nodes, GPUs per node" for several.
    static QString describe(const JobSpec& before, const JobSpec& after);
    // The merge key of an edit: the field's key when the edit changed exactly one text field
    // (typing), else empty (a choice, a number, several fields: a step of its own).
    static QString typingKey(const JobSpec& before, const JobSpec& after);
    // A job file key's name as the user reads it ("processes per node").
    static QString fieldName(const QString& key);

private:
    QList<Step> m_undo;
    QList<Step> m_redo;
    // After an undo or redo the next edit never merges into the step before it.
    bool m_sealed = false;
};

} // namespace ddpw
