#pragma once

#include <QString>

namespace ddpw {

// Rich text of one shell word (an argument, an option name, a path) that a label never breaks
// inside: Qt's line breaking would cut `/mnt/my data` after a '/' or at its space, and
// `--local_rank` after its "--", and the pieces read as several words. A word longer than a
// line is shortened in its middle instead (the caller shows it whole in a tooltip). The joiners
// are invisible but real characters: use it only where the text is not copied.
class NoBreakText
{
public:
    // HTML-escaped `word`, spaces as no-break spaces, a word joiner after each '-' and '/'.
    static QString html(const QString& word);
    // `word` cut in its middle with "…" to at most `maxCharacters` (at least 5); unchanged if it fits.
    static QString elideMiddle(const QString& word, int maxCharacters);
};

} // namespace ddpw
