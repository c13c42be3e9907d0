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
