#!/bin/bash
# The layers the build declares are the layers the code has: tools/check-layers.py reads
# core/CMakeLists.txt's ddpw_core_library() and app/CMakeLists.txt's ddpw_cli_library() calls and
# every #include, and fails on an include of an undeclared folder, a cycle, widgets in core/, or
# the CLI (app/cli) included by core or the GUI.
# argv: CLI path (unused), python path.
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
exec "${2:-python3}" "$root/tools/check-layers.py" "$root"
