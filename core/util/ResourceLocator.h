#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

// Finds the files DDP Wizard ships besides its programs (the dry-run probe and node helper),
// first on disk, so that an installed or patched copy wins, then in the copy embedded in the
// library as a Qt resource, so that the tool always has them (and ships them to nodes by
// content, never by path). Relative paths are the same everywhere: "probe/ddpw_probe.py".
class ResourceLocator
{
    Q_DECLARE_TR_FUNCTIONS(ResourceLocator)

public:
    // The folders searched, in order: $DDPW_RESOURCE_DIR, <exe dir>/../share/ddpwizard, the
    // source tree's resources/ (for a build that was not installed).
    static QStringList searchDirectories();

    // A readable file for the relative path: a path on disk, else ":/ddpwizard/<path>" for the
    // embedded copy, else an empty string.
    static QString findFile(const QString& relativePath);

    // The file's bytes, or an empty array with `error` saying why.
    static QByteArray read(const QString& relativePath, QString* error = nullptr);

    static QString embeddedPath(const QString& relativePath);
};

} // namespace ddpw
