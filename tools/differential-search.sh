#!/usr/bin/env bash
# A long search for start scripts that validate, expand or explain misjudge: the generator and
# the comparison of tests/shell/test_generated_vs_bash_torch.sh, with any seed and count.
#   tools/differential-search.sh [--seed S] [--count N] [--jobs J] [--keep DIR]
# Builds ddpwizard-cli first (./build, or $DDPW_BUILD_DIR); the disagreeing scripts go to DIR
# with their node count, torch and what bash and torch made of them, ready to become cases in
# tests/data. Prints the counts per family of the generator.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DDPW_BUILD_DIR:-$root/build}
ninja -C "$build" ddpwizard-cli > /dev/null
exec /usr/bin/python3 "$root/tests/shell/generated_scripts.py" "$build/app/ddpwizard-cli" "$@"
