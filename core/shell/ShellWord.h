#pragma once

#include "util/SourceRange.h"

#include <QString>

#include <optional>

namespace ddpw {

// One word of a simple command, as bash splits it (before expansion).
//   raw:   the source text, quotes and all:           --rdzv-endpoint="${MASTER}":29500
//   value: quotes removed and escapes resolved, but parameter/command expansions kept as
//          written (they are only known on the node): --rdzv-endpoint=${MASTER}:29500
// hasExpansion says whether value still holds an unevaluated $..., ${...}, $(...) or `...`
// (an expansion inside single quotes is literal text and does not count).
struct ShellWord
{
    QString raw;
    QString value;
    SourceRange range;
    bool hasExpansion = false;
    // A word static evaluation made (one node's argv entry) shows what only the node knows as a
    // description with blanks of its own ("<this node's address>"): whether bash's word holds a
    // blank. Unset: value's blanks are the word's.
    std::optional<bool> passesBlank;
};

} // namespace ddpw
