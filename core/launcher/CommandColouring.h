#pragma once

#include <QList>
#include <QStringView>

namespace ddpw {

// What each stretch of a start command or script is, read by core's own shell reader (the one
// every check uses), so the editor's colours and the diagnostics can never disagree on quoting,
// here-documents or where a word ends. The GUI only maps each role to a colour.
struct ColouredSpan
{
    enum class Role { Comment, String, Expansion, Option, Launcher, Keyword };
    int begin = 0; // QString offsets into the whole text, end exclusive
    int end = 0;
    Role role = Role::String;
    friend bool operator==(const ColouredSpan&, const ColouredSpan&) = default;
};

class CommandColouring
{
public:
    // Every span of `text`, ordered by begin and, at the same begin, the longer first: applied in
    // order, an inner span (a $VAR inside "...") paints over the one around it.
    static QList<ColouredSpan> spans(QStringView text);
};

} // namespace ddpw
