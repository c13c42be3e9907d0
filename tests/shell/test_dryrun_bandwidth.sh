#!/usr/bin/env bash
# The network step of the check (`ddpwizard-cli check --bandwidth`) on the namespace test bed
# (tools/testbed.sh: three nodes, one netns + UTS namespace + real sshd each, Debian's torchrun
# with gloo). Proves: with no shaping the all-reduce sweep is correct at every size, every node
# gets a figure from the ring and no node is named; with node2's link shaped by `tc tbf` inside
# its namespace (50 mbit against unshaped veths, 70x and more; the test asks for a factor of 10,
# far beyond what load does to unshaped links, about 2x) node2 and
# only node2 is named and the check fails; SIGINT in the middle of the step leaves no process
# and no temporary folder on any node. Slowness is judged relative to the other nodes (that is
# the tool's rule), never against a time; the busbw threshold is set to 0 so that a busy
# machine's absolute numbers cannot fail the test. Needs root, ip netns and tc, else skipped (77).
# argv: $1 ddpwizard-cli, $2 python.
set -uo pipefail
CLI=${1:?usage: test_dryrun_bandwidth.sh CLI PYTHON}
PY=${2:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh

# shellcheck source=lib/testbed.sh
source "$(dirname "$0")/lib/testbed.sh"
testbed_require tc

D=$("$TESTBED" up 3) || { echo "FAIL - test bed did not come up"; exit 1; }
WORK=$(mktemp -d /tmp/ddpw-drbw.XXXXXX)
chmod 755 "$WORK"
MARK=ddpw-drbw-$$-$RANDOM
CLIPID=
cleanup() {
    [[ -n $CLIPID ]] && kill -KILL "$CLIPID" 2>/dev/null
    "$TESTBED" down "$D" >/dev/null 2>&1
    rm -rf "$WORK"
}
on_exit cleanup
# shellcheck disable=SC1091
source "$D/env"
NS2=$("$TESTBED" ns "$D" 2)
if ! ip netns exec "$NS2" tc qdisc add dev eth0 root tbf rate 50mbit burst 64kb latency 100ms 2>"$WORK/tc.err"; then
    echo "SKIP: tc tbf does not work here: $(cat "$WORK/tc.err")"
    exit 77
fi
ip netns exec "$NS2" tc qdisc del dev eth0 root

"$CLI" generate --format json --torch 1.13 --nodes 3 --nproc-per-node 1 --gpus-per-node 0 --port 29534 \
    --rdzv-id "$MARK" -- "$MARK" >"$WORK/job.json" || { fail "cannot write the job file"; exit 1; }

q() { "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$WORK/$1.json" "$2" 2>&1; }
run_check() { # $1 name, then extra flags
    local name=$1
    shift
    "$CLI" check --hosts node1,node2,node3 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" \
        --accept-new --job "$WORK/job.json" --timeout 100 --bandwidth-min-gbps 0 --bandwidth-slow-factor 10 --format json "$@" \
        >"$WORK/$name.json" 2>"$WORK/$name.err"
    RC=$?
}

# shellcheck source=testbed_leftovers.sh
source "$(dirname "$0")/testbed_leftovers.sh"

# 1. No shaping: every size correct, a figure per node, nobody named.
run_check even --bandwidth-seconds 6
if [[ $RC == 0 && $(q even 'd["bandwidth"]["ok"]') == True ]]; then
    pass "no shaping: the check passes (peak busbw $(q even 'd["bandwidth"]["peak_busbw_gbps"]') GB/s)"
else
    fail "no shaping: rc=$RC $(q even 'd.get("bandwidth")') $(tail -5 "$WORK/even.err")"
fi
[[ $(q even 'd["bandwidth"]["slow_nodes"]') == "[]" ]] && pass "no shaping: no slow node" ||
    fail "no shaping: slow nodes $(q even 'd["bandwidth"]["slow_nodes"], d["bandwidth"]["per_node"]')"
[[ $(q even 'len(d["bandwidth"]["sizes"]) > 0 and all(s["correct"] for s in d["bandwidth"]["sizes"])') == True ]] &&
    pass "no shaping: $(q even 'len(d["bandwidth"]["sizes"])') size(s), every all-reduce correct" ||
    fail "no shaping: sizes $(q even 'd["bandwidth"]["sizes"]')"
[[ $(q even 'sorted(n["host"] for n in d["bandwidth"]["per_node"] if n["gbps"]) == ["node1", "node2", "node3"]') == True ]] &&
    pass "no shaping: a figure for each of the three hosts" || fail "no shaping: per node $(q even 'd["bandwidth"]["per_node"]')"
[[ $(q even 'all(i["interfaces"] and i["interfaces"][0].startswith("eth0 '"$TB_SUBNET"'.") for i in d["bandwidth"]["interfaces"])') == True ]] &&
    pass "no shaping: every rank talked over its node's eth0" || fail "no shaping: interfaces $(q even 'd["bandwidth"]["interfaces"]')"
[[ $(q even 'd["bandwidth"]["world_size"] == 3 and d["bandwidth"]["backend"] == "gloo"') == True ]] &&
    pass "no shaping: gloo, world size 3" || fail "no shaping: $(q even 'd["bandwidth"]["backend"], d["bandwidth"]["world_size"]')"
no_leftovers "no shaping"

# 2. node2's link shaped to 50 mbit inside its namespace: node2 is named, nobody else.
ip netns exec "$NS2" tc qdisc add dev eth0 root tbf rate 50mbit burst 64kb latency 100ms
run_check shaped --bandwidth-seconds 6
[[ $RC == 1 && $(q shaped 'd["bandwidth"]["ok"]') == False ]] && pass "shaped: the check fails" ||
    fail "shaped: rc=$RC $(q shaped 'd.get("bandwidth")')"
[[ $(q shaped 'd["bandwidth"]["slow_nodes"]') == "['node2']" ]] &&
    pass "shaped: node2 named: $(q shaped '[p for p in d["bandwidth"]["problems"] if "slow" in p][0]' | cut -c1-100)" ||
    fail "shaped: slow nodes $(q shaped 'd["bandwidth"]["slow_nodes"], d["bandwidth"]["per_node"]')"
[[ $(q shaped '[n["host"] for n in d["bandwidth"]["per_node"] if n["slow"]]') == "['node2']" ]] &&
    pass "shaped: the per-node list marks node2" || fail "shaped: per node $(q shaped 'd["bandwidth"]["per_node"]')"
[[ $(q shaped 'd["rendezvous"]["ok"]') == True ]] && pass "shaped: the rendezvous itself still passes" ||
    fail "shaped: rendezvous $(q shaped 'd["rendezvous"]["error"]')"
no_leftovers "shaped"

# 3. SIGINT while the nodes measure (a large budget and sizes on the shaped link keep it busy).
"$CLI" check --hosts node1,node2,node3 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" \
    --accept-new --job "$WORK/job.json" --timeout 100 --bandwidth-seconds 120 --bandwidth-sizes 1M,64M,1G \
    >"$WORK/cancel.out" 2>"$WORK/cancel.err" &
CLIPID=$!
# Every node said so and its probe runs (a condition waited for, not a sleep).
measuring() { [[ $(grep -c "measuring the network" "$WORK/cancel.err") -ge 3 && -n $(node_processes | grep -F "$MARK") ]]; }
measuring_or_gone() { measuring || ! kill -0 "$CLIPID" 2>/dev/null; }
wait_for 120 measuring_or_gone
measuring && pass "cancel: every node was measuring" || fail "cancel: not measuring yet: $(tail -3 "$WORK/cancel.err")"
kill -INT "$CLIPID"
for _ in $(seq 300); do kill -0 "$CLIPID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$CLIPID" 2>/dev/null; then
    fail "cancel: the CLI still runs 30 s after SIGINT"
else
    wait "$CLIPID"
    rc=$?
    [[ $rc == 1 ]] && grep -q "cancelled" "$WORK/cancel.out" && pass "cancel: exit 1 after SIGINT" ||
        fail "cancel: rc=$rc $(tail -5 "$WORK/cancel.out")"
fi
CLIPID=
no_leftovers "cancel during the network step"

finish
