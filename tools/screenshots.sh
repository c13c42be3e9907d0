#!/bin/bash
# Regenerates the screenshots in docs/screenshots/ from the built app, under Xvfb at 1280x800
# with a CJK font (fonts-noto-cjk), so that the Chinese one shows real glyphs.
#   tools/screenshots.sh [BUILD_DIR]     (default: build)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
app="$build/tests/ddpwizard-driver"
out="$root/docs/screenshots"
[ -x "$app" ] || { echo "screenshots.sh: build the app first ($app is missing)" >&2; exit 2; }
command -v xvfb-run >/dev/null || { echo "screenshots.sh: install xvfb" >&2; exit 2; }
fc-list :lang=zh | grep -q . || { echo "screenshots.sh: install fonts-noto-cjk" >&2; exit 2; }
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# A job with a visible diagnostic: 8 processes per node on nodes with only 4 GPUs.
sed -e 's/"gpus_per_node": 8/"gpus_per_node": 4/' -e 's/"nproc_per_node": "gpus"/"nproc_per_node": 8/' \
    "$root/examples/guide-2x8.json" > "$tmp/diagnostic.json"
shoot() { # NAME ARGS...
    local name=$1; shift
    # Fresh settings each time: no remembered geometry, language or recent files.
    XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
        xvfb-run -a -s "-screen 0 1280x800x24" "$app" --screenshot "$out/$name.png" "$@"
    echo "wrote $out/$name.png"
}
shoot main-window-en --language en --step 3 "$tmp/diagnostic.json"
shoot main-window-zh_CN --language zh_CN --step 3 "$tmp/diagnostic.json"
shoot topology-en --language en --view 1 "$root/examples/guide-2x8.json"
shoot per-node-zh_CN --language zh_CN --view 2 "$root/examples/guide-2x8.json"
shoot check-step-en --language en --step 4 "$root/examples/guide-2x8.json"
