#pragma once

namespace ddpw {

// A place in the text the user typed. Lines and columns are 1-based; columns count UTF-16
// code units (QString indices), which is what QTextCursor and the GUI use. Offsets are
// 0-based QString indices, end exclusive.
struct SourcePosition
{
    int line = 1;
    int column = 1;
    int offset = 0;
    friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

struct SourceRange
{
    SourcePosition begin;
    SourcePosition end;
    friend bool operator==(const SourceRange&, const SourceRange&) = default;
};

} // namespace ddpw
