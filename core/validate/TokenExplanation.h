#pragma once

#include "util/SourceRange.h"

#include <QString>

namespace ddpw {

// What one token of a snippet means, in the four parts ExplainPanel shows (plain text,
// translated): a title, its meaning, the default when it is an option, and what it does on
// the nodes.
struct TokenExplanation
{
    SourceRange range;
    QString token; // the source text explained
    QString title;
    QString meaning;
    QString defaultValue;
    QString effect;
};

} // namespace ddpw
