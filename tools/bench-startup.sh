#!/usr/bin/env bash
# Start-up of `ddpwizard-cli --version` against the floor of any Qt command-line program
# (tests/bench/startup_floor.cpp: a QCoreApplication and one line, built with the same flags),
# in one hyperfine run, and what the CLI loads before main (shared libraries, relocations:
# LD_DEBUG=statistics). Prints hyperfine's table and the ratio; exits 1 above 1.15x.
# Usage: tools/bench-startup.sh [BUILD_DIR]   (default: build; needs the targets ddpwizard-cli
# and startup_floor)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(realpath "${1:-$root/build}")
cli=$build/app/ddpwizard-cli
floor=$build/tests/startup_floor
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (apt-get install hyperfine)"; exit 2; }
[[ -x $cli && -x $floor ]] || { echo "build ddpwizard-cli and startup_floor in $build first"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for program in "$cli" "$floor"; do
    echo "$(basename "$program"): $(ldd "$program" | wc -l) shared objects"
    LD_DEBUG=statistics "$program" --version 2>&1 >/dev/null |
        grep -E 'total startup time|final number of relocations:' | sed 's/^ *[0-9]*: */    /'
done
hyperfine -N --warmup 20 --min-runs 200 --export-json "$work/result.json" \
    -n "ddpwizard-cli --version" "$cli --version" -n "startup_floor" "$floor"
python3 - "$work/result.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
ours = results["ddpwizard-cli --version"]["median"]
floor = results["startup_floor"]["median"]
ratio = ours / floor
print("median: ddpwizard-cli --version %.2f ms, floor %.2f ms, ratio %.2fx (goal <= 1.15x)"
      % (ours * 1e3, floor * 1e3, ratio))
sys.exit(0 if ratio <= 1.15 else 1)
PY
