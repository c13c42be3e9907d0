#include "expand/ShellState.h"

namespace ddpw {

ShellState ShellState::alternative() const
{
    ShellState copy(*this);
    copy.m_files = std::make_shared<NodeFiles>(*m_files);
    return copy;
}

} // namespace ddpw
