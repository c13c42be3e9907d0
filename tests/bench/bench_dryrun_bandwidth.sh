#!/usr/bin/env bash
# Benchmark: the network step of the check (`ddpwizard-cli check --bandwidth`) on 3 namespace
# nodes, against the link rate `tc` sets and against iperf3 between the same namespaces, all in
# one run on one test bed:
#   1. no shaping: iperf3 node2 -> node1, then `check` without and with --bandwidth (the step's
#      cost is the difference of the two wall times);
#   2. node2's eth0 shaped inside its namespace (tc tbf RATE): iperf3 node2 -> node1 and
#      node1 -> node2, then `check --bandwidth` again.
# Prints a Markdown table for docs/performance-dryrun.md and keeps the JSON reports in OUT.
# Root only (tools/testbed.sh; iperf3 from tools/debian-packages.txt).
#   tests/bench/bench_dryrun_bandwidth.sh CLI [RATE_MBIT] [SECONDS] [OUT]
set -uo pipefail
CLI=${1:?usage: bench_dryrun_bandwidth.sh CLI [RATE_MBIT] [SECONDS] [OUT]}
RATE=${2:-50}
SECONDS_BUDGET=${3:-10}
OUT=${4:-$(mktemp -d /tmp/ddpw-bwbench-out.XXXXXX)}
PY=${PY:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh
[[ $(id -u) == 0 ]] || { echo "needs root" >&2; exit 77; }
command -v iperf3 >/dev/null || { echo "needs iperf3 (tools/install-deps.sh)" >&2; exit 77; }
unset SSH_AUTH_SOCK
mkdir -p "$OUT"

D=$("$TESTBED" up 3) || exit 1
IPERF=
trap '[[ -n $IPERF ]] && kill $IPERF 2>/dev/null; "$TESTBED" down "$D" >/dev/null 2>&1' EXIT
# shellcheck disable=SC1091
source "$D/env"
"$CLI" generate --format json --torch 1.13 --nodes 3 --nproc-per-node 1 --gpus-per-node 0 --port 29545 \
    --rdzv-id bwbench >"$OUT/job.json" || exit 1
ip_of() { echo "$TB_SUBNET.$((10 + $1))"; }

# iperf3 from node $1 to node $2, 5 s, TCP: the receiver's rate in Mbit/s.
iperf() {
    "$TESTBED" exec "$D" "$2" iperf3 -s -B "$(ip_of "$2")" -p 5299 >/dev/null 2>&1 &
    IPERF=$! # testbed.sh exec execs ip netns exec, which execs iperf3: the same process
    for _ in $(seq 50); do
        "$TESTBED" exec "$D" "$2" ss -ltnH "sport = :5299" | grep -q 5299 && break
        sleep 0.1
    done
    "$TESTBED" exec "$D" "$1" iperf3 -c "$(ip_of "$2")" -B "$(ip_of "$1")" -p 5299 -t 5 -J >"$OUT/iperf-$3.json" 2>&1
    kill "$IPERF" 2>/dev/null
    wait "$IPERF" 2>/dev/null
    IPERF=
    "$PY" -c 'import json,sys; print(round(json.load(open(sys.argv[1]))["end"]["sum_received"]["bits_per_second"] / 1e6, 1))' \
        "$OUT/iperf-$3.json"
}

check() { # $1 name, then extra flags; prints the wall time
    local name=$1 start
    shift
    start=$(date +%s.%N)
    "$CLI" check --hosts node1,node2,node3 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" \
        --accept-new --job "$OUT/job.json" --timeout 100 --format json "$@" >"$OUT/$name.json" 2>"$OUT/$name.err"
    "$PY" -c "import sys; print(round(float(sys.argv[2]) - float(sys.argv[1]), 1))" "$start" "$(date +%s.%N)"
}
q() { "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$OUT/$1.json" "$2"; }
mbit() { "$PY" -c "print(round(float('$1') * 8000, 1))"; } # GB/s -> Mbit/s

iperf_even=$(iperf 2 1 even)
plain=$(check plain)
even=$(check even --bandwidth --bandwidth-seconds "$SECONDS_BUDGET" --bandwidth-min-gbps 0)
NS2=$("$TESTBED" ns "$D" 2)
ip netns exec "$NS2" tc qdisc add dev eth0 root tbf rate "${RATE}mbit" burst 64kb latency 100ms
iperf_out=$(iperf 2 1 shaped-out)
iperf_in=$(iperf 1 2 shaped-in)
shaped=$(check shaped --bandwidth --bandwidth-seconds "$SECONDS_BUDGET" --bandwidth-min-gbps 0)

even_bus=$(q even 'd["bandwidth"]["peak_busbw_gbps"]')
shaped_bus=$(q shaped 'd["bandwidth"]["peak_busbw_gbps"]')
node2_even=$(q even '[n["gbps"] for n in d["bandwidth"]["per_node"] if n["host"] == "node2"][0]')
node2_shaped=$(q shaped '[n["gbps"] for n in d["bandwidth"]["per_node"] if n["host"] == "node2"][0]')
ratio() { "$PY" -c "print(round(float('$1') / float('$2'), 2))"; }

echo "$(date -u +%Y-%m-%d), \`tests/bench/bench_dryrun_bandwidth.sh $CLI $RATE $SECONDS_BUDGET\` (load $(cut -d' ' -f1-3 /proc/loadavg)):"
echo
echo "| link of node2 | tc rate (Mbit/s) | iperf3 node2->node1 (Mbit/s) | peak busbw (Mbit/s) | node2's figure (Mbit/s) | busbw / tc | busbw / iperf3 | node2 / iperf3 | slow nodes |"
echo "|---|---|---|---|---|---|---|---|---|"
echo "| unshaped veth | - | $iperf_even | $(mbit "$even_bus") | $(mbit "$node2_even") | - | $(ratio "$(mbit "$even_bus")" "$iperf_even") | $(ratio "$(mbit "$node2_even")" "$iperf_even") | $(q even 'd["bandwidth"]["slow_nodes"]') |"
echo "| tbf ${RATE}mbit | $RATE | $iperf_out | $(mbit "$shaped_bus") | $(mbit "$node2_shaped") | $(ratio "$(mbit "$shaped_bus")" "$RATE") | $(ratio "$(mbit "$shaped_bus")" "$iperf_out") | $(ratio "$(mbit "$node2_shaped")" "$iperf_out") | $(q shaped 'd["bandwidth"]["slow_nodes"]') |"
echo
echo "iperf3 node1 -> node2 with node2 shaped (its ingress; tbf shapes egress only): $iperf_in Mbit/s."
echo "check wall time: without --bandwidth $plain s; with it $even s unshaped, $shaped s shaped (budget $SECONDS_BUDGET s);"
echo "the step's own time on the nodes: $(q even 'd["bandwidth"]["seconds"]') s unshaped, $(q shaped 'd["bandwidth"]["seconds"]') s shaped."
echo "sizes measured unshaped: $(q even '[(s["bytes"] >> 20, s["busbw_gbps"]) for s in d["bandwidth"]["sizes"]]') (MiB, busbw GB/s);"
echo "shaped: $(q shaped '[(s["bytes"] >> 20, s["busbw_gbps"]) for s in d["bandwidth"]["sizes"]]'), skipped $(q shaped '[s >> 20 for s in d["bandwidth"]["skipped_sizes"]]') MiB."
echo "per node shaped (GB/s): $(q shaped '[(n["host"], n["gbps"], n["out_gbps"], n["in_gbps"]) for n in d["bandwidth"]["per_node"]]') (host, figure, out, in)."
echo "reports: $OUT"
