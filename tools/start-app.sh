#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to the running app with the guide's example job.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/tools/install-deps.sh"
"$root/tools/build.sh"
exec "${DDPW_BUILD_DIR:-$root/build}/app/ddpwizard" "$root/examples/guide-2x8.json" "$@"
