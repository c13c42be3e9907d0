#!/bin/bash
# Cold start of the desktop app against the two baseline windows, with hyperfine, in one run so
# machine load hits all three alike: the app with the guide's job (the driver starts it exactly
# as app/gui/main.cpp does), the least window drawing the app's two fonts, an empty QMainWindow.
# Each quits right after its first frame. Prints hyperfine's table and the ratios.
#   tests/bench/bench_gui_startup.sh [BUILD_DIR] [RUNS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
runs=${2:-30}
driver=$build/tests/ddpwizard-driver
[ -x "$driver" ] || { echo "build the driver first: ninja -C $build ddpwizard-driver" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "install hyperfine" >&2; exit 2; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
hyperfine -N --warmup 3 --runs "$runs" --export-json "$home/result.json" \
    -n app "$driver --quit-after-show $root/examples/guide-2x8.json" \
    -n text-window "$driver --text-window" \
    -n empty-window "$driver --empty-window"
python3 - "$home/result.json" <<'PY'
import json, sys
r = {x["command"]: x["median"] * 1000 for x in json.load(open(sys.argv[1]))["results"]}
print("medians: app %.1f ms, text window %.1f ms, empty window %.1f ms" % (r["app"], r["text-window"], r["empty-window"]))
print("ratios: app / text window %.2f, app / empty %.2f, text window / empty %.2f"
      % (r["app"] / r["text-window"], r["app"] / r["empty-window"], r["text-window"] / r["empty-window"]))
PY
