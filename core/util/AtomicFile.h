#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

namespace ddpw {

// Every save of DDP Wizard goes through here: the bytes go to a temporary file beside the target
// (QSaveFile), which replaces the target only once every write and the fsync succeeded, so a
// crash, a full disk or a failed write leaves the old file as it was, never half a file. The
// result is the one message the user sees on failure (empty on success), naming the file and the
// reason ("No space left on device"). tests/shell/test_one_save_path.sh finds any other writer.
class AtomicFile
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)

public:
    // Creates the target's folder first (the app's own data files); user-chosen paths never need it.
    enum class Folder { MustExist, Create };

    static QString write(const QString& path, const QByteArray& bytes, Folder folder = Folder::MustExist);
    // For writers that stream into a device (QImage::save, QSvgGenerator), given a buffer in
    // memory. `writeTo` returns false when it failed; nothing replaces the target then.
    static QString write(const QString& path, const std::function<bool(QIODevice&)>& writeTo,
                         Folder folder = Folder::MustExist);
};

} // namespace ddpw
