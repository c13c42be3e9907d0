#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to a full test run: install, build, test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/tools/install-deps.sh"
"$root/tools/build.sh" -DDDPW_WERROR=ON
ctest --test-dir "${DDPW_BUILD_DIR:-$root/build}" -j 2 --output-on-failure --timeout 600
