#!/usr/bin/env bash
# The worst inputs we know (tools/worst-inputs.py: up to 1 MiB each) through whole
# `ddpwizard-cli validate` and `expand` processes: hyperfine's mean wall time and the peak RSS
# (/usr/bin/time). The bar: every one within 1 s and 256 MiB. Prints a markdown table
# for docs/performance.md and exits 1 when a case misses the bar.
# Usage: tools/bench-worst-cases.sh [CLI] [RUNS]   (default build/app/ddpwizard-cli, 3 runs)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=$(realpath "${1:-$root/build/app/ddpwizard-cli}")
runs=${2:-3}
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (apt-get install hyperfine)"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/tools/worst-inputs.py" "$work/in"
validate=(validate --torch 2.6 --nodes 2 --gpus-per-node 8)
expand=(expand --hosts node-0.job,node-1.job --node 1)
missed=0
echo "| input | bytes | validate mean | validate peak RSS | expand mean | expand peak RSS |"
echo "| --- | --- | --- | --- | --- | --- |"
for input in "$work"/in/*.sh; do
    name=$(basename "$input" .sh)
    row="| $name | $(stat -c %s "$input")"
    for which in validate expand; do
        if [[ $which == validate ]]; then args=("${validate[@]}"); else args=("${expand[@]}"); fi
        # Findings exit 1: -i keeps measuring. Quoting for hyperfine: the input path has no blanks.
        hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$work/$name.$which.json" \
            "$cli ${args[*]} $input" >/dev/null 2>&1
        mean=$(python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["mean"])' \
            "$work/$name.$which.json")
        /usr/bin/time -f %M -o "$work/rss" "$cli" "${args[@]}" "$input" >/dev/null 2>&1 || true
        rss=$(tail -n 1 "$work/rss")
        row+=" | ${mean} s | $((rss / 1024)) MiB"
        python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) <= 1.0 and int(sys.argv[2]) <= 256 * 1024 else 1)' \
            "$mean" "$rss" || missed=$((missed + 1))
    done
    echo "$row |"
done
echo
if [[ $missed -gt 0 ]]; then
    echo "$missed measurement(s) over 1 s or 256 MiB"
    exit 1
fi
echo "every input within 1 s and 256 MiB"
