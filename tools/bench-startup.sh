#!/usr/bin/env bash
# Start-up of ddpwizard-cli in ONE hyperfine run, so that the machine's load hits every command
# alike: the floor of any Qt command-line program (tests/bench/startup_floor.cpp: a
# QCoreApplication and one line, built with the CLI's flags), `ddpwizard-cli --version`,
# `ddpwizard-cli validate` of the guide's torchrun snippet (tests/data/expand-corpus/
# 001-guide-torchrun.sh) and `shellcheck` on the same file. Before it, what each program maps
# before main (ldd, LD_DEBUG=statistics: shared objects, relocations).
# Prints hyperfine's table and the two ratios of medians with their goals:
#   --version / floor      <= 1.15
#   validate / shellcheck  <= 0.50
# and exits 1 when one is missed.
# BEFORE=/path/to/an/older/ddpwizard-cli adds its --version and validate to the same run.
# Usage: tools/bench-startup.sh [BUILD_DIR]   (default: build; needs the targets ddpwizard-cli
# and startup_floor)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(realpath "${1:-$root/build}")
cli=$build/app/ddpwizard-cli
floor=$build/tests/startup_floor
snippet=$root/tests/data/expand-corpus/001-guide-torchrun.sh
before=${BEFORE:-}
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (apt-get install hyperfine)"; exit 2; }
command -v shellcheck >/dev/null || { echo "shellcheck is not installed (apt-get install shellcheck)"; exit 2; }
[[ -x $cli && -x $floor ]] || { echo "build ddpwizard-cli and startup_floor in $build first"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
validate_args=(validate --torch 2.6 --nodes 2 --gpus-per-node 8 "$snippet")

loading() { # NAME COMMAND...
    local name=$1
    shift
    printf '%-28s %3d shared objects (ldd)' "$name" "$(ldd "$1" | wc -l)"
    # validate exits 1 on the snippet's findings: the loader's account is all we read.
    { LD_DEBUG=statistics "$@" 2>&1 >/dev/null || true; } |
        sed -n 's/^[[:space:]]*[0-9]*:[[:space:]]*final number of relocations: */, relocations: /p' | tr -d '\n'
    echo
}
loading startup_floor "$floor"
loading "ddpwizard-cli --version" "$cli" --version
loading "ddpwizard-cli validate" "$cli" "${validate_args[@]}"
loading "ddpwizard-cli dryrun --help" "$cli" dryrun --help

commands=(-n floor "$floor"
    -n version "$cli --version"
    -n validate "$cli ${validate_args[*]}"
    -n shellcheck "shellcheck -s bash $snippet")
if [[ -n $before ]]; then
    commands+=(-n "before version" "$before --version" -n "before validate" "$before ${validate_args[*]}")
fi
# validate and shellcheck exit 1 on findings; -i keeps hyperfine measuring.
hyperfine -N -i --warmup 20 --min-runs 200 --export-json "$work/result.json" "${commands[@]}"
python3 - "$work/result.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
r = {x["command"]: x["median"] * 1000 for x in results}
print("medians: " + ", ".join("%s %.2f ms" % (name, ms) for name, ms in r.items()))
# On a shared machine the fastest run is the least disturbed one: printed beside the medians.
print("minima:  " + ", ".join("%s %.2f ms" % (x["command"], x["min"] * 1000) for x in results))
version, validate = r["version"] / r["floor"], r["validate"] / r["shellcheck"]
print("--version / floor     %.2fx (goal <= 1.15x)" % version)
print("validate / shellcheck %.2fx (goal <= 0.50x)" % validate)
if "before version" in r:
    print("before: --version / floor %.2fx, validate / shellcheck %.2fx"
          % (r["before version"] / r["floor"], r["before validate"] / r["shellcheck"]))
sys.exit(0 if version <= 1.15 and validate <= 0.5 else 1)
PY
