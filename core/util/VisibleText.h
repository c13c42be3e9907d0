#pragma once

#include <QString>

namespace ddpw {

// Text from the user's input as a terminal or a label can show it: control characters (C0, DEL,
// C1) become \xNN, \t and \n their escapes, so that an escape sequence in a snippet can neither
// restyle a terminal nor hide in a message. The CLI's text formats and explain's fields use it.
class VisibleText
{
public:
    static QString escaped(const QString& text);
    // The same, keeping line breaks (views fold them themselves).
    static QString escapedKeepingLines(const QString& text);
};

} // namespace ddpw
