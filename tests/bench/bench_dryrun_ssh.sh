#!/usr/bin/env bash
# Benchmark: the dry-run on 2 namespace nodes over SSH (`ddpwizard-cli dryrun --hosts`) against
# the same probe started by hand with torchrun over ssh on both nodes at once (the baseline a
# user would script). Same launcher options on both sides (-r 1 -t 1, --monitor_interval 0.5,
# a log dir in a temporary folder), same job, alternating runs on the same test bed, median of
# ROUNDS each. Target: dry-run / by-hand <= 1.2. Prints a Markdown table for
# docs/performance-dryrun.md. Root only (tools/testbed.sh).
# MODE "command": the dry-run is given the user's start command (`--command`, run as written on
# each node, the probe's settings as PET_* variables) instead of a job.
#   tests/bench/bench_dryrun_ssh.sh CLI [ROUNDS] [PYTHON] [job|command]
set -uo pipefail
CLI=${1:?usage: bench_dryrun_ssh.sh CLI [ROUNDS] [PYTHON] [job|command]}
ROUNDS=${2:-5}
PY=${3:-/usr/bin/python3}
MODE=${4:-job}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh
[[ $(id -u) == 0 ]] || { echo "needs root" >&2; exit 77; }
unset SSH_AUTH_SOCK

D=$("$TESTBED" up 2) || exit 1
WORK=$(mktemp -d /tmp/ddpw-drbench.XXXXXX)
chmod 755 "$WORK"
trap '"$TESTBED" down "$D" >/dev/null 2>&1; rm -rf "$WORK"' EXIT
# shellcheck disable=SC1091
source "$D/env"
cp "$ROOT/resources/probe/ddpw_probe.py" "$WORK/probe.py" && chmod 644 "$WORK/probe.py"
SSH=(ssh -F "$TB_SSH_CONFIG" -o UserKnownHostsFile="$TB_KNOWN_HOSTS" -o StrictHostKeyChecking=accept-new -o BatchMode=yes)
PORT=29544

# The by-hand command's launcher line as a start command (the guide's MASTER line).
cat >"$WORK/start.sh" <<EOF
export MASTER=\`echo \${VC_WORKER_HOSTS} | awk -F , '{print \$1}'\`
torchrun --rdzv_id=bench --rdzv_backend=c10d --rdzv_endpoint=\${MASTER}:$PORT --nnodes=2 --nproc_per_node=1 train.py
EOF

tool() {
    if [[ $MODE == command ]]; then
        "$CLI" dryrun --hosts node1,node2 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --accept-new \
            --command "$WORK/start.sh" --timeout 120 --quiet >"$WORK/tool.out" 2>&1
        return
    fi
    "$CLI" dryrun --hosts node1,node2 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --accept-new \
        --torch 1.13 --gpus-per-node 0 --nproc-per-node 1 --port "$PORT" --rdzv-id bench --timeout 120 --quiet \
        >"$WORK/tool.out" 2>&1
}

# The by-hand baseline: the same launcher line, the probe copied beforehand, both nodes at once.
by_hand_node() { # $1 node index (0-based)
    "${SSH[@]}" "node$(($1 + 1))" "d=\$(mktemp -d) && export VC_WORKER_HOSTS=node1,node2 VC_WORKER_NUM=2 VC_TASK_INDEX=$1 \
        && export MASTER=\`echo \${VC_WORKER_HOSTS} | awk -F , '{print \$1}'\` && torchrun --rdzv_id=bench \
        --rdzv_backend=c10d --rdzv_endpoint=\${MASTER}:$PORT --nnodes=2 --nproc_per_node=1 --monitor_interval=0.5 \
        --redirects=1 --tee=1 --log_dir=\$d/logs $WORK/probe.py; rc=\$?; rm -rf \$d; exit \$rc"
}
by_hand() {
    by_hand_node 0 >"$WORK/hand0.out" 2>&1 &
    local a=$!
    by_hand_node 1 >"$WORK/hand1.out" 2>&1
    local rc=$?
    wait "$a" && [[ $rc == 0 ]] && grep -q '"ok":true' "$WORK/hand0.out"
}

timed() { # $1 function; prints seconds, fails when the run failed
    local start end
    start=$(date +%s.%N)
    "$1" || { echo "run of $1 failed:" >&2; cat "$WORK"/*.out >&2; return 1; }
    end=$(date +%s.%N)
    "$PY" -c "print(round($end - $start, 3))"
}

# Warm-up (host keys, page cache), not timed.
tool || { echo "warm-up dry-run failed" >&2; cat "$WORK/tool.out" >&2; exit 1; }
by_hand || { echo "warm-up by hand failed" >&2; cat "$WORK"/hand*.out >&2; exit 1; }

tools=()
hands=()
for ((r = 0; r < ROUNDS; r++)); do
    t=$(timed tool) || exit 1
    h=$(timed by_hand) || exit 1
    tools+=("$t")
    hands+=("$h")
    echo "round $r: dry-run ${t}s, by hand ${h}s" >&2
done
"$PY" - "${tools[*]}" "${hands[*]}" "$ROUNDS" <<'PYEOF'
import statistics, sys
tools = [float(x) for x in sys.argv[1].split()]
hands = [float(x) for x in sys.argv[2].split()]
mt, mh = statistics.median(tools), statistics.median(hands)
print("| runs | dry-run median (s) | by hand median (s) | ratio | dry-run runs (s) | by hand runs (s) |")
print("|---|---|---|---|---|---|")
print("| %s | %.2f | %.2f | **%.2f** | %s | %s |" % (sys.argv[3], mt, mh, mt / mh,
      ", ".join("%.2f" % x for x in tools), ", ".join("%.2f" % x for x in hands)))
sys.exit(0 if mt / mh <= 1.2 else 1)
PYEOF
