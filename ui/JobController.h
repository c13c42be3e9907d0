#pragma once

#include "model/JobSpec.h"

#include <QList>
#include <QObject>

#include <optional>
#include <utility>

namespace ddpw {

// Holds the one JobSpec the window edits. Every form edit goes through edit(); views read the
// job and its problems back after jobChanged(). Problems are computed once per change so that
// every page and the step list can ask for them cheaply.
class JobController : public QObject
{
    Q_OBJECT

public:
    explicit JobController(QObject* parent = nullptr);

    const JobSpec& job() const { return m_job; }
    const QList<JobProblem>& problems() const { return m_problems; }
    QList<JobProblem> problemsFor(JobField field) const;
    // The most severe problem among these fields, if any (a step's mark, a field's highlight).
    std::optional<Severity> worstSeverity(const QList<JobField>& fields) const;

    // Replaces the whole job (New, Open, restore): not a user edit, so no edited().
    void setJob(const JobSpec& job);

    // Applies one user edit; emits jobChanged() and edited() only when something changed.
    template <typename Edit>
    void edit(Edit&& change)
    {
        JobSpec next = m_job;
        std::forward<Edit>(change)(next);
        if (next == m_job)
            return;
        m_job = std::move(next);
        recompute();
        emit jobChanged();
        emit edited();
    }

signals:
    void jobChanged();
    void edited();

private:
    void recompute();

    JobSpec m_job;
    QList<JobProblem> m_problems;
};

} // namespace ddpw
