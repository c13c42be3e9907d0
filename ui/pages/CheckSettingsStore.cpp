#include "pages/CheckSettingsStore.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>

namespace ddpw {

QString CheckSettingsStore::group(const QString& jobFile)
{
    // A hash: QSettings keys must not hold the path's slashes.
    const QString path = jobFile.isEmpty() ? QString() : QFileInfo(jobFile).absoluteFilePath();
    const QByteArray hash = QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QStringLiteral("check/") + (path.isEmpty() ? QStringLiteral("unsaved") : QString::fromLatin1(hash));
}

std::optional<CheckSettings> CheckSettingsStore::load(const QString& jobFile)
{
    QSettings settings;
    settings.beginGroup(group(jobFile));
    if (!settings.contains(QStringLiteral("ssh")))
        return std::nullopt;
    CheckSettings result;
    result.ssh = settings.value(QStringLiteral("ssh")).toBool();
    result.hosts = settings.value(QStringLiteral("hosts")).toString();
    result.user = settings.value(QStringLiteral("user")).toString();
    result.port = settings.value(QStringLiteral("port")).toInt();
    result.identityFile = settings.value(QStringLiteral("identityFile")).toString();
    result.knownHostsFile = settings.value(QStringLiteral("knownHostsFile")).toString();
    result.sshConfigFile = settings.value(QStringLiteral("sshConfigFile")).toString();
    result.acceptNew = settings.value(QStringLiteral("acceptNew")).toBool();
    result.preflightOnly = settings.value(QStringLiteral("preflightOnly")).toBool();
    const int timeout = settings.value(QStringLiteral("timeoutSeconds")).toInt();
    result.timeoutSeconds =
        timeout >= 1 && timeout <= CheckRequest::kMaxTimeoutSeconds ? timeout : CheckRequest::kDefaultTimeoutSeconds;
    result.python = settings.value(QStringLiteral("python")).toString();
    return result;
}

void CheckSettingsStore::save(const QString& jobFile, const CheckSettings& values)
{
    QSettings settings;
    settings.beginGroup(group(jobFile));
    settings.setValue(QStringLiteral("path"), jobFile);
    settings.setValue(QStringLiteral("ssh"), values.ssh);
    settings.setValue(QStringLiteral("hosts"), values.hosts);
    settings.setValue(QStringLiteral("user"), values.user);
    settings.setValue(QStringLiteral("port"), values.port);
    settings.setValue(QStringLiteral("identityFile"), values.identityFile);
    settings.setValue(QStringLiteral("knownHostsFile"), values.knownHostsFile);
    settings.setValue(QStringLiteral("sshConfigFile"), values.sshConfigFile);
    settings.setValue(QStringLiteral("acceptNew"), values.acceptNew);
    settings.setValue(QStringLiteral("preflightOnly"), values.preflightOnly);
    settings.setValue(QStringLiteral("timeoutSeconds"), values.timeoutSeconds);
    settings.setValue(QStringLiteral("python"), values.python);
}

} // namespace ddpw
