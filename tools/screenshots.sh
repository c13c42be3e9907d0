#!/bin/bash
# Regenerates the screenshots in docs/screenshots/ from the built app (tests/ddpwizard-driver,
# which starts it as app/gui/main.cpp does), under Xvfb at 1280x800 with a CJK font
# (fonts-noto-cjk), so that the Chinese ones show real glyphs. The Check step's pictures run a
# real local check (Debian's torch 1.13 on this machine), a few seconds each.
#   tools/screenshots.sh [BUILD_DIR [OUT_DIR [WxH]]]   (default: build docs/screenshots 1280x800)
# Another size or folder is for looking at the app, e.g. at its least size:
#   tools/screenshots.sh build /tmp/shots-1024 1024x768
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
app="$build/tests/ddpwizard-driver"
out="${2:-$root/docs/screenshots}"
size="${3:-1280x800}"
[ -x "$app" ] || { echo "screenshots.sh: build the app first ($app is missing)" >&2; exit 2; }
command -v xvfb-run >/dev/null || { echo "screenshots.sh: install xvfb" >&2; exit 2; }
fc-list :lang=zh | grep -q . || { echo "screenshots.sh: install fonts-noto-cjk" >&2; exit 2; }
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
guide="$root/examples/guide-2x8.json"
logs="$root/tests/data/diagnose-corpus/recorded"
# A job with a visible diagnostic: 8 processes per node on nodes with only 4 GPUs.
sed -e 's/"gpus_per_node": 8/"gpus_per_node": 4/' -e 's/"nproc_per_node": "gpus"/"nproc_per_node": 8/' \
    "$guide" > "$tmp/diagnostic.json"
# A job this machine's torch 1.13 runs: 2 CPU-only nodes with 2 processes each.
sed -e 's/"gpus_per_node": 8/"gpus_per_node": 0/' -e 's/"nproc_per_node": "gpus"/"nproc_per_node": 2/' \
    -e 's/"torch_version": "2.6"/"torch_version": "1.13"/' "$guide" > "$tmp/check.json"
# The guide's job written for torch 2.6, checked here on torch 1.13: the fix is offered.
sed -e 's/"gpus_per_node": 8/"gpus_per_node": 0/' -e 's/"nproc_per_node": "gpus"/"nproc_per_node": 1/' \
    "$guide" > "$tmp/check-fix.json"
sed -e 's/"node_count": 2/"node_count": 64/' "$guide" > "$tmp/64x8.json"
shoot() { # NAME ARGS...
    local name=$1; shift
    # Fresh settings each time: no remembered geometry, language, theme or recent files.
    rm -rf "$tmp/config" "$tmp/data"
    XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
        xvfb-run -a -s "-screen 0 ${size}x24" "$app" --size "$size" --screenshot "$out/$name.png" "$@"
    echo "wrote $out/$name.png"
}
for lang in en zh_CN; do
    shoot "main-window-$lang" --language "$lang" --step 3 --explain=--nproc-per-node "$tmp/diagnostic.json"
    shoot "check-step-$lang" --language "$lang" --run-check --bandwidth "$tmp/check.json"
    shoot "topology-64x8-$lang" --language "$lang" --view 1 "$tmp/64x8.json"
    shoot "per-node-$lang" --language "$lang" --step 2 --view 2 "$guide"
    # The guide's job (torch 2.6) failed on nodes that run 1.13: the finding and its one-click fix.
    shoot "diagnose-$lang" --language "$lang" --diagnose "$logs/dash-spelling.log" "$guide"
done
shoot check-fix-en --language en --run-check "$tmp/check-fix.json"
shoot main-window-dark-en --language en --theme dark --step 0 "$guide"
