#include "expand/NodeFiles.h"

namespace ddpw {

const QString* NodeFiles::read(const QString& path) const
{
    const auto it = m_known.constFind(path);
    return it == m_known.constEnd() ? nullptr : &*it;
}

QStringList NodeFiles::writtenPaths() const
{
    QStringList paths(m_unknown.cbegin(), m_unknown.cend());
    for (auto it = m_known.cbegin(); it != m_known.cend(); ++it) {
        if (!isMounted(it.key()))
            paths.append(it.key());
    }
    paths.sort();
    return paths;
}

void NodeFiles::write(const QString& path, const std::optional<QString>& content, bool append)
{
    if (!content || (append && m_unknown.contains(path))) {
        m_known.remove(path);
        m_unknown.insert(path);
    } else if (append) {
        m_known[path] += *content;
    } else {
        m_known.insert(path, *content);
        m_unknown.remove(path);
    }
}

void NodeFiles::merge(const NodeFiles& other)
{
    if (m_known == other.m_known && m_unknown == other.m_unknown)
        return;
    QSet<QString> paths(other.m_unknown);
    for (auto it = m_known.cbegin(); it != m_known.cend(); ++it) {
        const auto there = other.m_known.constFind(it.key());
        if (there == other.m_known.cend() || *there != it.value())
            paths.insert(it.key());
    }
    for (auto it = other.m_known.cbegin(); it != other.m_known.cend(); ++it) {
        if (!m_known.contains(it.key()))
            paths.insert(it.key());
    }
    for (const QString& path : std::as_const(paths))
        write(path, std::nullopt, false);
}

} // namespace ddpw
