#!/usr/bin/env bash
# Benchmark: `ddpwizard-cli diagnose` against `grep -c -E` with the same patterns (the literals of
# diagnose's prefilter, `diagnose --list-patterns`, which it matches ignoring case: so grep runs
# both with -i, the same search, and without, grep's fastest), side by side in one hyperfine run,
# on 1 GiB synthetic logs: a real run's log of tests/data/diagnose-corpus/recorded/ repeated, with
# a real failure (worker-crash.log) 1000 repetitions before the end. Three runs' logs: a quiet
# one, one with LOGLEVEL=INFO (torchrun's config block every 58 lines), and the second agent of a
# c10d run (two "Address already in use" warnings every 44 lines: lines the engine must read).
# Then the peak memory of diagnose on 64 MiB and on 1 GiB of the same log.
# Usage: tests/bench/bench_diagnose_vs_grep.sh CLI [SIZE_MIB] ; prints Markdown tables.
set -euo pipefail
CLI=$(readlink -f "${1:?CLI path}")
SIZE_MIB=${2:-1024}
RUNS=${RUNS:-3}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
REC=$ROOT/tests/data/diagnose-corpus/recorded
command -v hyperfine >/dev/null || { echo "hyperfine is not installed" >&2; exit 77; }
WORK=$(mktemp -d /tmp/ddpw-diagnose-bench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
export LC_ALL=C

make_log() { # OUT BASE SIZE_MIB: BASE repeated, the failure near the end
    /usr/bin/python3 - "$1" "$2" "$3" "$REC/worker-crash.log" <<'PY'
import sys
out, base, size, fail = sys.argv[1], open(sys.argv[2], 'rb').read(), int(sys.argv[3]) << 20, open(sys.argv[4], 'rb').read()
n = max(2000, (size - len(fail)) // len(base))
with open(out, 'wb') as o:
    o.write(base * (n - 1000))
    o.write(fail)
    o.write(base * 1000)
PY
}

"$CLI" diagnose --list-patterns > "$WORK/patterns.ere"
echo "Patterns: $(wc -l < "$WORK/patterns.ere") literals; logs of ${SIZE_MIB} MiB; $RUNS runs each."
echo
echo "| log | diagnose | grep -c -E | grep -c -i -E | diagnose / grep -E | diagnose / grep -i -E |"
echo "| --- | --- | --- | --- | --- | --- |"
for variant in healthy-single-quiet.log healthy-single.log healthy-2node-c10d/node1.log; do
    log=$WORK/big.log
    make_log "$log" "$REC/$variant" "$SIZE_MIB"
    cat "$log" > /dev/null # page cache, as for every command below
    # diagnose exits 1 (the failure is found), grep with the count: both are expected.
    # --output=pipe: GNU grep stops at the first match when its output is /dev/null (hyperfine's
    # default), which would time a search that did not read the log.
    hyperfine --style none --output=pipe --warmup 1 --runs "$RUNS" -i --export-json "$WORK/h.json" \
        "$CLI diagnose $log" "grep -c -E -f $WORK/patterns.ere $log" "grep -c -i -E -f $WORK/patterns.ere $log" \
        > /dev/null 2>&1
    /usr/bin/python3 - "$WORK/h.json" "$variant" <<'PY'
import json, sys
r = [x['median'] for x in json.load(open(sys.argv[1]))['results']]
print(f"| {sys.argv[2]} | {r[0]:.2f} s | {r[1]:.2f} s | {r[2]:.2f} s | {r[0]/r[1]:.2f}x | {r[0]/r[2]:.2f}x |")
PY
done
rm -f "$WORK/big.log"

echo
echo "| log size | diagnose wall | peak RSS |"
echo "| --- | --- | --- |"
for size in 64 "$SIZE_MIB"; do
    make_log "$WORK/mem.log" "$REC/healthy-2node-c10d/node1.log" "$size"
    /usr/bin/time -f "%e %M" -o "$WORK/time.txt" "$CLI" diagnose "$WORK/mem.log" > /dev/null || true
    read -r secs kb < <(tail -n 1 "$WORK/time.txt") # GNU time first notes the exit status 1
    echo "| ${size} MiB | ${secs} s | $((kb / 1024)) MiB |"
    rm -f "$WORK/mem.log"
done
