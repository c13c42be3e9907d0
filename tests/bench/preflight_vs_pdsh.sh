#!/usr/bin/env bash
# Benchmark: `ddpwizard-cli check --preflight-only` against `pdsh -f 64` running the same probe
# (resources/preflight/preflight_probe.py: a "facts" round on every node, then the master
# listening on the rendezvous port while every other node knocks), on 1, 8 and 32 namespace
# nodes of tools/testbed.sh, in the same run. Reports wall time and client CPU time (user+sys
# of the client and the children it waits for: for pdsh that includes its ssh processes).
# Usage (root): tests/bench/preflight_vs_pdsh.sh CLI [PYTHON] [NODE COUNTS...] ; prints a
# Markdown table. REPEAT=3 runs each case 3 times and keeps the median.
set -euo pipefail
CLI=$(readlink -f "${1:?CLI path}")
PY=${2:-/usr/bin/python3}
shift $(( $# >= 2 ? 2 : $# ))
COUNTS=("${@:-1 8 32}")
read -r -a COUNTS <<< "${COUNTS[*]}"
REPEAT=${REPEAT:-3}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TESTBED=$ROOT/tools/testbed.sh
PROBE=$ROOT/resources/preflight/preflight_probe.py
command -v pdsh >/dev/null || { echo "pdsh is not installed (apt-get install pdsh)" >&2; exit 77; }
[[ $(id -u) == 0 ]] || { echo "needs root" >&2; exit 77; }
unset SSH_AUTH_SOCK

MAX=0
for n in "${COUNTS[@]}"; do (( n > MAX )) && MAX=$n; done
D=$("$TESTBED" up "$MAX")
WORK=$(mktemp -d /tmp/ddpw-bench.XXXXXX)
trap '"$TESTBED" down "$D"; rm -rf "$WORK"' EXIT
# shellcheck disable=SC1091
source "$D/env"
# Trust every node once (both clients then verify strictly against the same file).
"$CLI" check --hosts "$TB_HOSTS" --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --accept-new \
    --preflight-only --format json > /dev/null 2>&1 || true

B64=$(base64 -w0 "$PROBE")
export PDSH_RCMD_TYPE=ssh
export PDSH_SSH_ARGS="-F $TB_SSH_CONFIG -o UserKnownHostsFile=$TB_KNOWN_HOSTS -o StrictHostKeyChecking=yes -o BatchMode=yes %h"

# The same two rounds with pdsh: facts everywhere, then listen on the master + knock elsewhere.
cat > "$WORK/pdsh_round.sh" <<SH
#!/usr/bin/env bash
hosts=\$1; n=\$2
pdsh -f 64 -w "\$hosts" "echo $B64 | base64 -d | python3 - '{\"mode\":\"facts\",\"master\":\"node1\",\"port\":29500}'" > /dev/null
if (( n > 1 )); then
    ssh \$PDSH_SSH_ARGS_NOH node1 "echo $B64 | base64 -d | python3 - '{\"mode\":\"listen\",\"port\":29500,\"expected\":\$((n - 1)),\"seconds\":10}'" > "$WORK/listen.out" &
    listener=\$!
    until grep -q LISTENING "$WORK/listen.out" 2>/dev/null; do sleep 0.01; done
    pdsh -f 64 -w "\${hosts#node1,}" "echo $B64 | base64 -d | python3 - '{\"mode\":\"knock\",\"master\":\"node1\",\"port\":29500,\"seconds\":3}'" > /dev/null
    wait \$listener
fi
SH
chmod +x "$WORK/pdsh_round.sh"
export PDSH_SSH_ARGS_NOH="-F $TB_SSH_CONFIG -o UserKnownHostsFile=$TB_KNOWN_HOSTS -o StrictHostKeyChecking=yes -o BatchMode=yes"

measure() { # measure OUTFILE CMD... -> appends "wall cpu" (seconds)
    local out=$1
    shift
    /usr/bin/time -f '%e %U %S' -o "$WORK/time" "$@" > /dev/null 2>&1 || echo "warning: $* failed" >&2
    awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$WORK/time" >> "$out"
}

median() { sort -n -k"$2" "$1" | awk -v k="$2" '{v[NR]=$k} END {print v[int((NR + 1) / 2)]}'; }

echo "| nodes | tool wall s | pdsh wall s | wall ratio tool/pdsh | tool client CPU s/node | pdsh client CPU s/node | CPU ratio |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in "${COUNTS[@]}"; do
    hosts=$(seq -f 'node%g' -s , 1 "$n")
    : > "$WORK/tool.$n"; : > "$WORK/pdsh.$n"
    for ((r = 0; r < REPEAT; r++)); do
        # Alternate the order so that neither tool always runs on a warmer machine.
        if (( r % 2 == 0 )); then
            measure "$WORK/tool.$n" "$CLI" check --hosts "$hosts" --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --preflight-only --format json
            measure "$WORK/pdsh.$n" "$WORK/pdsh_round.sh" "$hosts" "$n"
        else
            measure "$WORK/pdsh.$n" "$WORK/pdsh_round.sh" "$hosts" "$n"
            measure "$WORK/tool.$n" "$CLI" check --hosts "$hosts" --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --preflight-only --format json
        fi
    done
    tw=$(median "$WORK/tool.$n" 1); pw=$(median "$WORK/pdsh.$n" 1)
    tc=$(median "$WORK/tool.$n" 2); pc=$(median "$WORK/pdsh.$n" 2)
    awk -v n="$n" -v tw="$tw" -v pw="$pw" -v tc="$tc" -v pc="$pc" 'BEGIN {
        printf "| %d | %.2f | %.2f | %.2f | %.4f | %.4f | %.2f |\n", n, tw, pw, tw / pw, tc / n, pc / n, (pc > 0 ? tc / pc : 0) }'
done
