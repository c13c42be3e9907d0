#!/usr/bin/env bash
# A long search for logs that diagnose misreads once they are framed another way: the generator
# and the comparison of tests/shell/test_diagnose_reframed.sh, with any seed and count.
#   tools/diagnose-reframe-search.sh [--seed S] [--count N] [--jobs J] [--keep DIR] [--only REGEX]
# Builds ddpwizard-cli first (./build, or $DDPW_BUILD_DIR); each variant that disagrees goes to
# DIR with a VERDICT file (case, transformations, what differs), ready to become a case or a
# unit test. Prints the agreement per transformation.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DDPW_BUILD_DIR:-$root/build}
ninja -C "$build" ddpwizard-cli > /dev/null
exec /usr/bin/python3 "$root/tests/shell/reframed_logs.py" "$build/app/ddpwizard-cli" "$@"
