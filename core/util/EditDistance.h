#pragma once

#include <QString>

namespace ddpw {

// Levenshtein distance between two short texts (option names, host names): insertions, deletions
// and substitutions of one character each. Texts longer than 64 characters are 1000 apart: a
// typo is looked for among short names only, and the cost stays small.
int editDistance(const QString& a, const QString& b);

} // namespace ddpw
