#include "util/LineIndex.h"

#include <algorithm>

namespace ddpw {

LineIndex::LineIndex(QStringView text) : m_size(int(text.size()))
{
    m_lineStarts.append(0);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'\n')
            m_lineStarts.append(int(i + 1));
    }
}

SourcePosition LineIndex::position(int offset) const
{
    offset = std::clamp(offset, 0, m_size);
    const auto after = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), offset);
    const int line = int(after - m_lineStarts.cbegin()); // 1-based: at least one start <= offset
    return {line, offset - m_lineStarts.at(line - 1) + 1, offset};
}

} // namespace ddpw
