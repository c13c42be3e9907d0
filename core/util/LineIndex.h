#pragma once

#include "util/SourceRange.h"

#include <QList>
#include <QStringView>

namespace ddpw {

// Turns QString offsets into line/column positions. Built once per text in one pass; each
// lookup is a binary search, so ranges cost nothing while reading.
class LineIndex
{
public:
    explicit LineIndex(QStringView text);
    SourcePosition position(int offset) const;
    SourceRange range(int begin, int end) const { return {position(begin), position(end)}; }

private:
    QList<int> m_lineStarts;
    int m_size = 0;
};

} // namespace ddpw
