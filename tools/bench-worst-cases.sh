#!/usr/bin/env bash
# The worst inputs we know (tools/worst-inputs.py: up to 1 MiB each, and its --large ones of
# 50 MiB) through whole `ddpwizard-cli validate`, `expand` and `explain` processes: hyperfine's
# mean wall time and the peak RSS (/usr/bin/time). The bar: every one within 1 s per MiB (1 s
# at least) and 256 MiB + 8x the input's size. Prints a markdown table for docs/performance.md
# and exits 1 when a case misses the bar.
# Usage: tools/bench-worst-cases.sh [CLI] [RUNS]   (default build/app/ddpwizard-cli, 3 runs;
# the large inputs run once, after no warm-up)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=$(realpath "${1:-$root/build/app/ddpwizard-cli}")
runs=${2:-3}
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (apt-get install hyperfine)"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/tools/worst-inputs.py" "$work/in"
"$root/tools/worst-inputs.py" "$work/large" --large
validate=(validate --torch 2.6 --nodes 2 --gpus-per-node 8)
expand=(expand --hosts node-0.job,node-1.job --node 1)
explain=(explain --torch 2.6 --nodes 2)
missed=0
echo "| input | bytes | validate mean | validate peak RSS | expand mean | expand peak RSS | explain mean | explain peak RSS |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for input in "$work"/in/*.sh "$work"/large/*.sh; do
    name=$(basename "$input" .sh)
    bytes=$(stat -c %s "$input")
    row="| $name | $bytes"
    timing=(--warmup 1 --runs "$runs")
    [[ $input == "$work"/large/* ]] && timing=(--runs 1)
    for which in validate expand explain; do
        case $which in
            validate) args=("${validate[@]}") ;;
            expand) args=("${expand[@]}") ;;
            *) args=("${explain[@]}") ;;
        esac
        # Findings exit 1: -i keeps measuring. Quoting for hyperfine: the input path has no blanks.
        hyperfine -N -i "${timing[@]}" --export-json "$work/$name.$which.json" \
            "$cli ${args[*]} $input" >/dev/null 2>&1
        mean=$(python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["mean"])' \
            "$work/$name.$which.json")
        /usr/bin/time -f %M -o "$work/rss" "$cli" "${args[@]}" "$input" >/dev/null 2>&1 || true
        rss=$(tail -n 1 "$work/rss")
        row+=" | ${mean} s | $((rss / 1024)) MiB"
        python3 -c '
import sys
mean, rss_kib, size = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
mib = size / (1024 * 1024)
sys.exit(0 if mean <= max(1.0, mib) and rss_kib <= 256 * 1024 + 8 * size / 1024 else 1)' \
            "$mean" "$rss" "$bytes" || missed=$((missed + 1))
    done
    echo "$row |"
done
echo
if [[ $missed -gt 0 ]]; then
    echo "$missed measurement(s) over 1 s per MiB or 256 MiB + 8x the size"
    exit 1
fi
echo "every input within 1 s per MiB and 256 MiB + 8x its size"
