#include "util/AtomicFile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

#include <unistd.h>

namespace ddpw {

namespace {

QString failure(const QString& path, const QString& reason)
{
    return AtomicFile::tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

// Writes all of `bytes` to `fd`, then makes them durable. QFile's own buffered writes lose the
// reason when the disk fills in the middle of a write (a short write reports "Unknown error"), and
// QSaveFile::commit() ignores a failure of its last flush and of fsync: a full disk then turned
// the target into an empty file. Here every write(2) and the fsync(2) are checked, and the
// failure is errno's own text ("No space left on device"). Empty on success.
QString writeAndSync(int fd, const QByteArray& bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t written = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return qt_error_string(written < 0 ? errno : ENOSPC);
        done += written;
    }
    if (::fsync(fd) != 0)
        return qt_error_string(errno);
    return {};
}

} // namespace

QString AtomicFile::write(const QString& path, const QByteArray& bytes, Folder folder)
{
    if (folder == Folder::Create && !QDir().mkpath(QFileInfo(path).absolutePath()))
        return failure(path, tr("the folder %1 cannot be created").arg(QFileInfo(path).absolutePath()));
    // QSaveFile makes the temporary file beside the target (keeping an existing file's
    // permissions, following a symbolic link) and renames it over the target on commit.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return failure(path, file.errorString());
    if (const QString reason = writeAndSync(int(file.handle()), bytes); !reason.isEmpty()) {
        file.cancelWriting();
        return failure(path, reason);
    }
    if (!file.commit())
        return failure(path, file.errorString());
    return {};
}

QString AtomicFile::write(const QString& path, const std::function<bool(QIODevice&)>& writeTo, Folder folder)
{
    // The writer streams into memory first, so its bytes reach the disk through the one checked
    // path above (an export is at most a few megabytes).
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!writeTo(buffer))
        return failure(path, tr("writing failed"));
    return write(path, bytes, folder);
}

} // namespace ddpw
