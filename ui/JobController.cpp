#include "JobController.h"

namespace ddpw {

JobController::JobController(QObject* parent) : QObject(parent)
{
    recompute();
}

QList<JobProblem> JobController::problemsFor(JobField field) const
{
    QList<JobProblem> result;
    for (const JobProblem& problem : m_problems) {
        if (problem.field == field)
            result.append(problem);
    }
    return result;
}

std::optional<Severity> JobController::worstSeverity(const QList<JobField>& fields) const
{
    std::optional<Severity> result;
    for (const JobProblem& problem : m_problems) {
        // Severity is ordered Error < Warning < Info: the smallest is the worst.
        if (fields.contains(problem.field) && (!result || problem.severity < *result))
            result = problem.severity;
    }
    return result;
}

void JobController::setJob(const JobSpec& job)
{
    m_job = job;
    recompute();
    emit jobChanged();
}

void JobController::recompute()
{
    m_problems = m_job.problems();
}

} // namespace ddpw
