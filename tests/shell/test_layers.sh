#!/bin/bash
# The layers the build declares are the layers the code has: tools/check-layers.py reads
# core/CMakeLists.txt's ddpw_core_library() and app/CMakeLists.txt's ddpw_cli_library() calls and
# every #include, and fails on an include of an undeclared folder, a cycle, widgets in core/, the
# CLI (app/cli) included by core or the GUI, or an outside library (nlohmann_json, libssh,
# yaml-cpp) linked by a folder that does not include it or included by one that does not link it.
# argv: CLI path (unused), python path.
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
exec "${2:-python3}" "$root/tools/check-layers.py" "$root"
