#!/bin/bash
# Bounded on any input: the worst inputs we know (tools/worst-inputs.py, up to 1 MiB each:
# deep nesting of every construct, patterns that make naive matchers backtrack, values and
# arrays that double, thousands of launchers or MASTER lines) through `validate` and `expand`.
# Each must finish (exit 0 or 1, never a crash; `timeout` only stops a hang) within 256 MiB of
# peak RSS. The 1 s bar is a time, so it is measured by tools/bench-worst-cases.sh and recorded
# in docs/performance.md, not asserted here (the test must pass on a busy machine).
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
for input in "$work"/in/*.sh; do
    name=$(basename "$input" .sh)
    for which in validate expand; do
        total=$((total + 1))
        if [ "$which" = validate ]; then
            args=(validate --torch 2.6 --nodes 2 --gpus-per-node 8 "$input")
        else
            args=(expand --hosts node-0.job,node-1.job --node 1 "$input")
        fi
        # Peak RSS of the child from getrusage; timeout 300 is only a guard against a hang.
        result=$("$python" - "$cli" "${args[@]}" <<'PY'
import resource, subprocess, sys
try:
    rc = subprocess.run(["timeout", "300"] + sys.argv[1:], stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL).returncode
except Exception as error:
    rc = -1
print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
)
        rc=${result% *}
        rss=${result#* }
        if [ "$rc" != 0 ] && [ "$rc" != 1 ]; then
            failed=$((failed + 1))
            echo "FAIL $name $which: exit $rc"
        elif [ "$rss" -gt $((256 * 1024)) ]; then
            failed=$((failed + 1))
            echo "FAIL $name $which: peak RSS $((rss / 1024)) MiB"
        else
            echo "ok   $name $which: exit $rc, peak RSS $((rss / 1024)) MiB"
        fi
    done
done
echo "worst cases: $total runs, $failed over the bounds"
[ "$failed" -eq 0 ]
