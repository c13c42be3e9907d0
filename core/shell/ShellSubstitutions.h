#pragma once

#include <QList>
#include <QPair>
#include <QStringView>

namespace ddpw {

// The command substitutions a word's raw text holds: [begin, end) of each `...` and $(...) body,
// outermost only ($((...)) is arithmetic, not one). A reader of the commands inside reads each
// body as a script of its own.
class ShellSubstitutions
{
public:
    static QList<QPair<int, int>> bodies(QStringView raw);
};

} // namespace ddpw
