#include "util/AtomicFile.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace ddpw {

namespace {

QString failure(const QString& path, const QString& reason)
{
    return AtomicFile::tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

} // namespace

QString AtomicFile::write(const QString& path, const QByteArray& bytes, Folder folder)
{
    return write(
        path, [&bytes](QIODevice& device) { return device.write(bytes) == bytes.size(); }, folder);
}

QString AtomicFile::write(const QString& path, const std::function<bool(QIODevice&)>& writeTo, Folder folder)
{
    if (folder == Folder::Create && !QDir().mkpath(QFileInfo(path).absolutePath()))
        return failure(path, tr("the folder %1 cannot be created").arg(QFileInfo(path).absolutePath()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failure(path, file.errorString());
    if (!writeTo(file)) {
        // The device's own reason when it has one (disk full); else the writer's (an encoder).
        const QString reason = file.error() != QFileDevice::NoError ? file.errorString() : tr("writing failed");
        file.cancelWriting();
        return failure(path, reason);
    }
    if (!file.commit())
        return failure(path, file.errorString());
    return {};
}

} // namespace ddpw
