#include "document/JobDocument.h"

#include "document/NodeCommandExpander.h"
#include "generate/CommandGenerator.h"
#include "model/JobFile.h"

#include <QFileInfo>

namespace ddpw {

JobDocument::JobDocument(QObject* parent) : QObject(parent), m_savedJob(JobSpec()), m_autosaver(new Autosaver(this))
{
    recompute();
}

QList<JobProblem> JobDocument::problemsFor(JobField field) const
{
    QList<JobProblem> result;
    for (const JobProblem& problem : m_problems) {
        if (problem.field == field)
            result.append(problem);
    }
    return result;
}

std::optional<Severity> JobDocument::worstSeverity(const QList<JobField>& fields) const
{
    std::optional<Severity> result;
    for (const JobProblem& problem : m_problems) {
        // Severity is ordered Error < Warning < Info: the smallest is the worst.
        if (fields.contains(problem.field) && (!result || problem.severity < *result))
            result = problem.severity;
    }
    return result;
}

void JobDocument::recompute()
{
    m_problems = m_job.problems();
    m_command.reset();
    if (!m_typedCommand.isEmpty()) {
        m_typedCommand.clear();
        emit typedCommandChanged();
    }
}

void JobDocument::keepTypedCommand(const QString& command)
{
    if (command == m_typedCommand)
        return;
    m_typedCommand = command;
    emit typedCommandChanged();
}

void JobDocument::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

bool JobDocument::isModified() const
{
    return !m_savedJob || m_job != *m_savedJob;
}

void JobDocument::jobEdited()
{
    recompute();
    // A value edited back to what the file holds leaves nothing to save or to recover.
    if (isModified())
        m_autosaver->schedule(m_job);
    else
        m_autosaver->discard();
    updateModified();
    emit jobChanged();
    emit edited();
}

void JobDocument::replaced(const JobSpec& job, const std::optional<JobSpec>& saved, const QString& path)
{
    m_job = job;
    m_savedJob = saved;
    recompute();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    updateModified();
    emit jobChanged();
}

void JobDocument::setJob(const JobSpec& job)
{
    m_job = job;
    recompute();
    updateModified();
    emit jobChanged();
}

void JobDocument::retranslate()
{
    recompute();
    emit jobChanged();
}

void JobDocument::newJob()
{
    m_autosaver->discard();
    replaced(JobSpec(), JobSpec(), QString());
}

QString JobDocument::open(const QString& path)
{
    const JobFileResult result = JobFile::load(path);
    if (!result.ok())
        return result.error.toString();
    m_autosaver->discard();
    replaced(*result.job, *result.job, QFileInfo(path).absoluteFilePath());
    return {};
}

QString JobDocument::saveAs(const QString& path)
{
    if (const QString error = JobFile::save(m_job, path); !error.isEmpty())
        return error;
    m_autosaver->discard();
    m_savedJob = m_job;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_filePath != absolute) {
        m_filePath = absolute;
        emit filePathChanged(absolute);
    }
    updateModified();
    return {};
}

void JobDocument::restore(const JobSpec& job)
{
    replaced(job, std::nullopt, QString());
    // Keep the copy until the restored job is saved or dropped.
    m_autosaver->schedule(job);
}

const GeneratedCommand& JobDocument::command() const
{
    if (!m_command)
        m_command = CommandGenerator(m_job).platformText();
    return *m_command;
}

QList<LocatedProblem> JobDocument::locatedProblems() const
{
    const GeneratedCommand& generated = command();
    QList<LocatedProblem> result;
    for (int index = 0; index < m_problems.size(); ++index) {
        LocatedProblem located;
        located.problem = index;
        if (const std::optional<FieldSpan> span = generated.spanOf(m_problems.at(index).field)) {
            located.begin = span->begin;
            located.end = span->end;
        }
        result.append(located);
    }
    return result;
}

NodeCommand JobDocument::nodeCommand(int index) const
{
    return NodeCommandExpander::expand(command().text, m_job, index);
}

} // namespace ddpw
