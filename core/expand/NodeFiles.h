#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The files of one node as static evaluation knows them: what Volcano mounts
// (/etc/volcano/VC_*_HOSTS) and what the snippet writes (`> path`, `>> path`, a hostfile written
// line by line), path -> content. A path written with what is not known statically is unknown
// from then on: reading it gives nothing, appending to it leaves it unknown.
class NodeFiles
{
public:
    NodeFiles() = default;
    explicit NodeFiles(QHash<QString, QString> known) : m_known(std::move(known)) {}

    // The content of a file: nullptr when static evaluation does not know it.
    const QString* read(const QString& path) const;
    // What `> path` (append=false) or `>> path` leaves in a file; nullopt: content not known.
    // A file appended to without being written first starts empty, as in a fresh container.
    void write(const QString& path, const std::optional<QString>& content, bool append);
    // After paths that only the node chooses between (an if it decides): a file that differs
    // from `other`'s, or that only one of them has, is no longer known.
    void merge(const NodeFiles& other);
    // Every file whose content is known.
    const QHash<QString, QString>& known() const { return m_known; }
    // Whether the node has the file from the snippet or the platform, its content known or not.
    bool written(const QString& path) const { return m_known.contains(path) || m_unknown.contains(path); }
    // The files the snippet wrote, in name order (the mounted ones are no writes of its own).
    QStringList writtenPaths() const;
    // The folder where Volcano's svc plugin mounts the hosts files (/etc/volcano/VC_*_HOSTS).
    static QString mountFolder() { return QStringLiteral("/etc/volcano/"); }
    // The hosts file the kubelet mounts into every pod.
    static QString hostsFile() { return QStringLiteral("/etc/hosts"); }
    // A file the platform mounts (Volcano's hosts files, the kubelet's /etc/hosts), not the snippet's.
    static bool isMounted(const QString& path) { return path.startsWith(mountFolder()) || path == hostsFile(); }

private:
    QHash<QString, QString> m_known;
    QSet<QString> m_unknown; // written with what static evaluation does not know
};

} // namespace ddpw
