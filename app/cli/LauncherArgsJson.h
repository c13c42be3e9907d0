#pragma once

#include "launcher/LauncherParseResult.h"

#include <nlohmann/json.hpp>

namespace ddpw {

// The JSON that `ddpwizard-cli validate --format json` prints for one launcher invocation:
// every dest of that release's parser under argparse's own name, argparse's default where
// the command does not set it, typed like argparse (string, int, float, bool, null; lists
// for the comma-list options), values as bash passes them (expansions kept as written).
// This is the one header of ours with an outside library's type in it, so it lies beside its
// one user, the CLI, whose JSON output is built with nlohmann::json: the launcher library
// links no JSON library (tools/check-layers.py), and the tests that read that output link
// nlohmann_json themselves.
class LauncherArgsJson
{
public:
    // {"nnodes": "2", "nproc_per_node": "8", "max_restarts": 0, ...}
    static nlohmann::json args(const LauncherParseResult& result);
    // {"launcher": ..., "line": L, "column": C, "args": {...}, "training_script": ...,
    //  "training_script_args": [...]}; line/column are those of the launcher's program word.
    static nlohmann::json invocation(const LauncherParseResult& result, int line, int column);
};

} // namespace ddpw
