#include "util/ResourceLocator.h"

#include "util/BuildInfo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ddpw {

namespace {

// Files this large are no resource of ours; refuse rather than read a runaway file.
constexpr qint64 kMaxResourceBytes = 4 * 1024 * 1024;

} // namespace

QStringList ResourceLocator::searchDirectories()
{
    QStringList dirs;
    const QString fromEnv = qEnvironmentVariable("DDPW_RESOURCE_DIR");
    if (!fromEnv.isEmpty())
        dirs.append(fromEnv);
    if (QCoreApplication::instance())
        dirs.append(QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/ddpwizard")));
#ifdef DDPW_SOURCE_RESOURCE_DIR
    dirs.append(QStringLiteral(DDPW_SOURCE_RESOURCE_DIR));
#endif
    return dirs;
}

QString ResourceLocator::embeddedPath(const QString& relativePath)
{
    return QStringLiteral(":/ddpwizard/") + relativePath;
}

QString ResourceLocator::findFile(const QString& relativePath)
{
    if (relativePath.isEmpty() || QDir::isAbsolutePath(relativePath) || relativePath.contains(QLatin1String("..")))
        return {};
    for (const QString& dir : searchDirectories()) {
        const QFileInfo info(QDir(dir).filePath(relativePath));
        if (info.isFile() && info.isReadable())
            return info.absoluteFilePath();
    }
    const QString embedded = embeddedPath(relativePath);
    return QFileInfo::exists(embedded) ? embedded : QString();
}

QByteArray ResourceLocator::read(const QString& relativePath, QString* error)
{
    const QString path = findFile(relativePath);
    if (path.isEmpty()) {
        if (error)
            *error = tr("the resource \"%1\" is missing from %2 and from the program")
                         .arg(relativePath, searchDirectories().join(QStringLiteral(", ")));
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxResourceBytes) {
        if (error)
            *error = tr("cannot read \"%1\": %2").arg(path, file.errorString());
        return {};
    }
    return file.readAll();
}

} // namespace ddpw
