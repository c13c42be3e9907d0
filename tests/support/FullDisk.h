#pragma once

// A full disk, made for real: a 64 KiB tmpfs mounted in the test process's own mount namespace
// (nothing outside the process sees it), then filled to the last byte, so the next write(2) of
// even one byte fails with ENOSPC as it does on a user's full disk. Mounting needs root (CI runs
// as root); elsewhere available() is false and reason() says why, for QSKIP.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>

#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

namespace ddpw::test {

class FullDisk
{
public:
    FullDisk()
    {
        if (::geteuid() != 0) {
            m_reason = QStringLiteral("mounting a small tmpfs needs root");
            return;
        }
        // Once per process: a private mount namespace, so the tmpfs never shows outside the test.
        static const int unshared =
            ::unshare(CLONE_NEWNS) == 0 && ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0 ? 0
                                                                                                             : errno;
        if (unshared != 0 ||
            ::mount("ddpw-full-disk", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0, "size=64k") != 0) {
            m_reason = QStringLiteral("cannot mount a tmpfs: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~FullDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

    bool available() const { return m_mounted; }
    QString reason() const { return m_reason; }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

    // Takes every free byte (in a file of its own); false when the disk still takes a byte.
    bool fill()
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray chunk(4096, 'x');
        while (filler.write(chunk) > 0) {
        }
        return filler.write("x", 1) <= 0;
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    QString m_reason;
};

} // namespace ddpw::test
