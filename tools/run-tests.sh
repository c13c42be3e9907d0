#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to a full test run: install, build, fuzz, test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/tools/install-deps.sh"
"$root/tools/build.sh" -DDDPW_WERROR=ON
# The fuzzers build a sanitizer-instrumented core of their own (clang, build-fuzz/) and run
# for a bounded time each over the checked-in corpus.
"$root/tools/fuzz.sh" "${DDPW_FUZZ_SECONDS:-60}"
ctest --test-dir "${DDPW_BUILD_DIR:-$root/build}" -j 2 --output-on-failure --timeout 600
