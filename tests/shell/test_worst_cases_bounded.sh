#!/bin/bash
# Bounded on any input: the worst inputs we know (tools/worst-inputs.py, up to 1 MiB each:
# deep nesting of every construct, patterns that make naive matchers backtrack, values and
# arrays that double, thousands of launchers or MASTER lines; and tests/data/worst/, the
# fuzzers' endless loops that grow a string and run it) through `validate`, `expand` and
# `explain`. Each must finish (exit 0 or 1, never a crash; `timeout` only stops a hang) within
# 256 MiB + 8x the input's size of peak RSS, and validate must never end in silence: it prints a
# finding (DDP193 where its evaluation budget cut it short); any run over the memory bar fails.
# The 1 s per MiB bar is a time, so it is measured by tools/bench-worst-cases.sh and recorded in
# docs/performance.md, not asserted here (the test must pass on a busy machine).
# Usage: test_worst_cases_bounded.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=$1
python=$2
source_dir=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" "$source_dir/tools/worst-inputs.py" "$work/in" || { echo "FAIL: no inputs"; exit 1; }

failed=0
total=0
for input in "$work"/in/*.sh "$source_dir"/tests/data/worst/*.sh; do
    name=$(basename "$input" .sh)
    limit=$((256 * 1024 + 8 * $(stat -c %s "$input") / 1024)) # KiB
    for which in validate expand explain; do
        total=$((total + 1))
        if [ "$which" = validate ]; then
            args=(validate --torch 2.6 --nodes 2 --gpus-per-node 8 "$input")
        elif [ "$which" = explain ]; then
            args=(explain --torch 2.6 --nodes 2 "$input")
        else
            args=(expand --hosts node-0.job,node-1.job --node 1 "$input")
        fi
        # Peak RSS of the child from getrusage; timeout 300 is only a guard against a hang.
        result=$("$python" - "$cli" "${args[@]}" <<'PY'
import resource, subprocess, sys
try:
    run = subprocess.run(["timeout", "300"] + sys.argv[1:], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)
    rc, said = run.returncode, len(run.stdout.strip())
except Exception as error:
    rc, said = -1, 0
print(rc, said, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
)
        read -r rc said rss <<< "$result"
        if [ "$rc" != 0 ] && [ "$rc" != 1 ]; then
            failed=$((failed + 1))
            echo "FAIL $name $which: exit $rc"
        elif [ "$rss" -gt "$limit" ]; then
            failed=$((failed + 1))
            echo "FAIL $name $which: peak RSS $((rss / 1024)) MiB, over $((limit / 1024)) MiB"
        elif [ "$which" = validate ] && [ "$said" = 0 ]; then
            failed=$((failed + 1))
            echo "FAIL $name $which: exit $rc in silence"
        else
            echo "ok   $name $which: exit $rc, peak RSS $((rss / 1024)) MiB"
        fi
    done
done
echo "worst cases: $total runs, $failed over the bounds"
[ "$failed" -eq 0 ]
