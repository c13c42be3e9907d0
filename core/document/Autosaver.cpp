#include "document/Autosaver.h"

#include "model/JobFile.h"
#include "util/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

namespace ddpw {

Autosaver::Autosaver(QObject* parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
}

QString Autosaver::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

std::optional<JobSpec> Autosaver::pending()
{
    if (!QFile::exists(path()))
        return std::nullopt;
    return JobFile::load(path()).job;
}

void Autosaver::schedule(const JobSpec& job)
{
    m_job = job;
    m_timer->start();
}

bool Autosaver::saveNow()
{
    m_timer->stop();
    return AtomicFile::write(path(), JobFile::toJson(m_job), AtomicFile::Folder::Create).isEmpty();
}

void Autosaver::discard()
{
    m_timer->stop();
    QFile::remove(path());
}

} // namespace ddpw
