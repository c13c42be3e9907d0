#include "expand/ShellState.h"

namespace ddpw {

ShellState ShellState::alternative() const
{
    ShellState copy(*this);
    copy.m_files = std::make_shared<NodeFiles>(*m_files);
    return copy;
}

QString ShellState::resolvedName(const QString& name) const
{
    QString current = name;
    // bash warns of a circular nameref; a chain this long is one.
    for (int hops = 0; hops < 8; ++hops) {
        const auto it = m_variables.constFind(current);
        if (it == m_variables.constEnd() || it->nameref.isEmpty())
            return current;
        current = it->nameref;
    }
    return current;
}

} // namespace ddpw
