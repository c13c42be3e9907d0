#include "openjob/Autosaver.h"

#include "model/JobFile.h"
#include "util/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

namespace ddpw {

namespace {

const QString kFile = QStringLiteral("file");
const QString kFileDigest = QStringLiteral("file_sha256");
const QString kTypedCommand = QStringLiteral("typed_command");
const QString kJob = QStringLiteral("job");

QString lockPath(const QString& copyPath)
{
    return copyPath + QStringLiteral(".lock");
}

QByteArray toBytes(const AutosaveCopy& copy)
{
    QJsonObject root;
    root[kFile] = copy.filePath;
    root[kFileDigest] = QString::fromLatin1(copy.fileDigest.toHex());
    root[kTypedCommand] = copy.typedCommand;
    root[kJob] = QJsonDocument::fromJson(JobFile::toJson(copy.job)).object();
    return QJsonDocument(root).toJson();
}

// A copy as written above, or a job file alone (what earlier versions left in autosave.json).
std::optional<AutosaveCopy> fromBytes(const QByteArray& bytes)
{
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const bool wrapped = root.value(kJob).isObject();
    const JobFileResult read = JobFile::fromJson(wrapped ? QJsonDocument(root.value(kJob).toObject()).toJson() : bytes);
    if (!read.ok())
        return std::nullopt;
    AutosaveCopy copy;
    copy.job = *read.job;
    if (wrapped) {
        copy.filePath = root.value(kFile).toString();
        copy.fileDigest = QByteArray::fromHex(root.value(kFileDigest).toString().toLatin1());
        copy.typedCommand = root.value(kTypedCommand).toString();
    }
    return copy;
}

} // namespace

Autosaver::Autosaver(QObject* parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    m_path = folder() + u'/' + QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".json");
}

Autosaver::~Autosaver() = default;

QString Autosaver::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QList<AutosaveCopy> Autosaver::pending()
{
    QList<AutosaveCopy> copies;
    const QFileInfoList files = QDir(folder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        // A lock this process can take belongs to no running window: its owner crashed.
        QLockFile lock(lockPath(info.absoluteFilePath()));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        if (std::optional<AutosaveCopy> copy = fromBytes(file.read(JobFile::kMaxFileBytes))) {
            copy->copyPath = info.absoluteFilePath();
            copies.append(*copy);
        }
    }
    return copies;
}

void Autosaver::remove(const QString& copyPath)
{
    QFile::remove(copyPath);
}

void Autosaver::schedule(const AutosaveCopy& copy)
{
    m_copy = copy;
    m_timer->start();
}

bool Autosaver::saveNow()
{
    m_timer->stop();
    if (!m_lock) {
        // Held while this window lives: other windows then leave this copy alone.
        QDir().mkpath(folder());
        m_lock = std::make_unique<QLockFile>(lockPath(m_path));
        m_lock->setStaleLockTime(0);
        m_lock->tryLock(0);
    }
    return AtomicFile::write(m_path, toBytes(m_copy), AtomicFile::Folder::Create).isEmpty();
}

void Autosaver::discard()
{
    m_timer->stop();
    QFile::remove(m_path);
}

} // namespace ddpw
