#include "openjob/JobDocument.h"

#include "generate/CommandGenerator.h"
#include "model/JobFile.h"
#include "model/WorstFirst.h"
#include "openjob/NodeCommandExpander.h"
#include "util/LineIndex.h"
#include "validate/CommandValidator.h"
#include "validate/JobChecks.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace ddpw {

namespace {

// A finding on the words of a problem that is placed in the command (an empty range marks one
// character) says that problem again.
bool saidBy(const CommandDiagnostic& finding, const QList<CommandDiagnostic>& problems)
{
    const int begin = finding.range.begin.offset;
    const int end = std::max(finding.range.end.offset, begin + 1);
    return std::any_of(problems.begin(), problems.end(), [&](const CommandDiagnostic& problem) {
        const SourceRange& words = problem.range;
        return words.end.offset > words.begin.offset && words.begin.offset < end && begin < words.end.offset;
    });
}

} // namespace

JobDocument::JobDocument(QObject* parent) : QObject(parent), m_savedJob(JobSpec()), m_autosaver(new Autosaver(this))
{
    recompute();
}

QList<CommandDiagnostic> JobDocument::problemsFor(JobField field) const
{
    QList<CommandDiagnostic> result;
    for (const CommandDiagnostic& problem : m_problems) {
        if (problem.field == field)
            result.append(problem);
    }
    return result;
}

std::optional<Severity> JobDocument::worstSeverity(const QList<JobField>& fields) const
{
    std::optional<Severity> result;
    for (const CommandDiagnostic& problem : m_problems) {
        if (problem.field && fields.contains(*problem.field) && (!result || isWorse(problem.severity, *result)))
            result = problem.severity;
    }
    return result;
}

void JobDocument::recompute()
{
    m_problems = JobChecks::problems(m_job);
    m_command.reset();
}

void JobDocument::keepTypedCommand(const QString& command)
{
    if (command == m_typedCommand)
        return;
    m_typedCommand = command;
    // A command typed by hand is work too: the crash copy keeps it.
    scheduleAutosave();
    emit typedCommandChanged();
}

void JobDocument::scheduleAutosave()
{
    // A value edited back to what the file holds leaves nothing to save or to recover.
    if (!isModified() && m_typedCommand.isEmpty()) {
        m_autosaver->discard();
        return;
    }
    m_autosaver->schedule({m_job, m_filePath, m_fileDigest, m_typedCommand, QString()});
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

void JobDocument::jobEdited(const JobSpec& before, const QString& description)
{
    // The change in words, after what the user asked for when that has a name (a fix's label).
    const QString change = JobHistory::describe(before, m_job);
    const QString said = description.isEmpty() ? change : tr("%1 (%2)").arg(description, change);
    // A fix or an import is a step of its own even in a text field; typing merges.
    m_history.record(before, m_job, said, description.isEmpty() ? JobHistory::typingKey(before, m_job) : QString(),
                     m_typedCommand);
    stepTaken(m_job, tr("Changed: %1").arg(said));
}

bool JobDocument::undo()
{
    const std::optional<JobHistory::Step> step = m_history.undo();
    if (!step)
        return false;
    stepTaken(step->before, tr("Undone: %1").arg(step->description), step->typedBefore);
    return true;
}

bool JobDocument::redo()
{
    const std::optional<JobHistory::Step> step = m_history.redo();
    if (!step)
        return false;
    stepTaken(step->after, tr("Redone: %1").arg(step->description));
    return true;
}

void JobDocument::clearHistory()
{
    m_history.clear();
    m_lastChange.clear();
    emit historyChanged();
}

void JobDocument::stepTaken(const JobSpec& job, const QString& description, const QString& typed)
{
    m_job = job;
    m_lastChange = description;
    recompute();
    keepTypedCommand(typed);
    scheduleAutosave();
    updateModified();
    emit historyChanged();
    emit jobChanged();
    emit edited();
    emit changeMade(m_lastChange);
}

void JobDocument::replaced(const JobSpec& job, const std::optional<JobSpec>& saved, const QString& path)
{
    // Another job: undo would bring back a job of another file.
    clearHistory();
    m_job = job;
    m_savedJob = saved;
    recompute();
    keepTypedCommand(QString());
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    updateModified();
    emit jobChanged();
}

void JobDocument::setJob(const JobSpec& job)
{
    clearHistory();
    m_job = job;
    recompute();
    keepTypedCommand(QString());
    updateModified();
    emit jobChanged();
}

void JobDocument::retranslate()
{
    // Only the messages: a command the user typed stays.
    recompute();
    emit jobChanged();
}

namespace {

// What a job file holds now, to tell whether someone else saved it; empty when it is gone.
QByteArray digestOf(const QString& path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(file.read(JobFile::kMaxFileBytes + 1));
    return hash.result();
}

} // namespace

void JobDocument::newJob()
{
    m_autosaver->discard();
    m_fileDigest.clear();
    replaced(JobSpec(), JobSpec(), QString());
}

QString JobDocument::open(const QString& path)
{
    const JobFileResult result = JobFile::load(path);
    if (!result.ok())
        return result.error.toString();
    m_autosaver->discard();
    m_fileDigest = digestOf(path);
    replaced(*result.job, *result.job, QFileInfo(path).absoluteFilePath());
    return {};
}

QString JobDocument::saveAs(const QString& path)
{
    if (const QString error = JobFile::save(m_job, path); !error.isEmpty())
        return error;
    m_autosaver->discard();
    m_fileDigest = QCryptographicHash::hash(JobFile::toJson(m_job), QCryptographicHash::Sha256);
    m_savedJob = m_job;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_filePath != absolute) {
        m_filePath = absolute;
        emit filePathChanged(absolute);
    }
    updateModified();
    return {};
}

bool JobDocument::changedOnDisk() const
{
    if (m_filePath.isEmpty())
        return false;
    const QByteArray now = digestOf(m_filePath);
    return !now.isEmpty() && now != m_fileDigest;
}

void JobDocument::restore(const AutosaveCopy& copy)
{
    m_fileDigest = copy.fileDigest;
    replaced(copy.job, std::nullopt, copy.filePath);
    m_typedCommand = copy.typedCommand;
    emit typedCommandChanged();
    emit jobChanged(); // the views show the typed command
    // This window's own copy first, then the old one goes: a crash now still leaves one.
    m_autosaver->schedule({m_job, m_filePath, m_fileDigest, m_typedCommand, QString()});
    if (m_autosaver->saveNow() && !copy.copyPath.isEmpty() && copy.copyPath != m_autosaver->path())
        Autosaver::remove(copy.copyPath);
}

const GeneratedCommand& JobDocument::command() const
{
    if (!m_command)
        m_command = CommandGenerator(m_job).platformText();
    return *m_command;
}

QList<CommandDiagnostic> JobDocument::diagnostics() const
{
    const GeneratedCommand& generated = command();
    const LineIndex lines(generated.text);
    QList<CommandDiagnostic> result = m_problems;
    for (CommandDiagnostic& problem : result) {
        if (const std::optional<FieldSpan> span = generated.spanOf(*problem.field))
            problem.range = lines.range(span->begin, span->end);
    }
    const qsizetype placed = result.size();
    const ValidationResult checked = CommandValidator(ValidationOptions::forJob(m_job)).validate(generated.text);
    for (const CommandDiagnostic& finding : checked.diagnostics) {
        if (!saidBy(finding, result.first(placed)))
            result.append(finding);
    }
    return result;
}

NodeCommand JobDocument::nodeCommand(int index) const
{
    return NodeCommandExpander::expand(command().text, m_job, index);
}

} // namespace ddpw
