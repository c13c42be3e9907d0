#!/usr/bin/env bash
# Integration test of `ddpwizard-cli check` (SSH pre-flight) against a real test bed: network
# namespaces with one real sshd each (tools/testbed.sh), a real ssh client library, the nodes'
# real python. Needs root and `ip netns`; otherwise it is skipped (exit 77).
# Usage: test_ssh_preflight.sh CLI PYTHON
set -uo pipefail
CLI=${1:?CLI path}
PY=${2:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh

# shellcheck source=lib/testbed.sh
source "$(dirname "$0")/lib/testbed.sh"
testbed_require

D=$("$TESTBED" up 3) || { echo "FAIL - test bed did not come up"; exit 1; }
WORK=$(mktemp -d /tmp/ddpw-sshtest.XXXXXX)
PWNED=/tmp/ddpw-pwned-$$
cleanup() { jobs -p | xargs -r kill 2>/dev/null; "$TESTBED" down "$D"; rm -rf "$WORK" "$PWNED"*; }
on_exit cleanup
# shellcheck disable=SC1091
source "$D/env"
NS2=$("$TESTBED" ns "$D" 2)

# run NAME HOSTS [ARGS...]: runs the check with JSON output into $WORK/NAME.json, sets RC and SECONDS_TAKEN.
run() {
    local name=$1 hosts=$2
    shift 2
    local start end
    start=$(date +%s.%N)
    "$CLI" check --hosts "$hosts" --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --format json \
        --preflight-only --timeout 30 "$@" > "$WORK/$name.json" 2> "$WORK/$name.err"
    RC=$?
    end=$(date +%s.%N)
    SECONDS_TAKEN=$("$PY" -c "print(round($end - $start, 2))")
}

# q NAME EXPR: evaluates a python expression on the JSON document `d`; n(host) is that node,
# c(host, check) that node's check.
q() {
    "$PY" - "$WORK/$1.json" "$2" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
def n(host):
    return [x for x in d["nodes"] if x["host"] == host][0]
def c(host, name):
    found = [x for x in n(host)["checks"] if x["name"] == name]
    return found[0] if found else {"name": name, "status": "absent", "detail": ""}
print(eval(sys.argv[2]))
PYEOF
}

expect() { # expect DESCRIPTION NAME EXPR (the expression must print True)
    local got
    got=$(q "$2" "$3" 2>&1)
    if [[ $got == True ]]; then pass "$1"; else fail "$1 ($3 -> $got; rc=$RC; $(head -c 600 "$WORK/$2.json") $(tail -3 "$WORK/$2.err"))"; fi
}

# 1. Unknown host key, no --accept-new: refused with the fingerprint, nothing written.
run unknown node1
fp1=$(ssh-keygen -lf "$D/host_key1.pub" | awk '{print $2}')
[[ $RC == 1 ]] && pass "unknown host key: exit 1" || fail "unknown host key: exit $RC"
expect "unknown host key: refused, fingerprint shown" unknown \
    "c('node1','ssh')['status']=='fail' and '$fp1' in c('node1','ssh')['detail'] and 'not a known host' in c('node1','ssh')['detail']"
[[ ! -s $TB_KNOWN_HOSTS ]] && pass "unknown host key: known_hosts untouched" || fail "known_hosts written without --accept-new"

# 2. --accept-new: 3 nodes pass and their keys are written.
run three node1,node2,node3 --accept-new
[[ $RC == 0 ]] && pass "3 nodes pass (exit 0, ${SECONDS_TAKEN}s)" || fail "3 nodes: exit $RC: $(cat "$WORK/three.err")"
expect "3 nodes: every node ok, checks as expected" three \
    "all(x['ok'] for x in d['nodes']) and len(d['nodes'])==3 and c('node1','port-free')['status']=='pass' and c('node3','port-reachable')['status']=='pass' and c('node2','master-resolves')['status']=='pass' and n('node2')['versions']['hostname']=='node2'"
[[ $(wc -l < "$TB_KNOWN_HOSTS") == 3 ]] && pass "--accept-new wrote 3 known_hosts lines" || fail "known_hosts: $(cat "$TB_KNOWN_HOSTS")"
expect "JSON shape: rendezvous object present" three "set(d['rendezvous'])>={'ok','world_size','ranks','seconds','error'}"

# 3. Two nodes pass, text format with a summary table.
"$CLI" check --hosts node1,node2 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --preflight-only \
    > "$WORK/two.txt" 2> "$WORK/two.err"
RC=$?
[[ $RC == 0 ]] && grep -q "2 of 2 node(s) passed" "$WORK/two.txt" && grep -q "\[node2\]" "$WORK/two.err" \
    && pass "2 nodes pass, text table and live progress" || fail "2 nodes text: rc=$RC $(cat "$WORK/two.txt" "$WORK/two.err")"

# 4. Torch version of the job: 1.13 matches, 2.6 does not.
"$CLI" generate --nodes 2 --gpus-per-node 0 --torch 1.13 --nproc-per-node 2 --format json > "$WORK/job113.job"
"$CLI" generate --nodes 2 --gpus-per-node 0 --torch 2.6 --nproc-per-node 2 --format json > "$WORK/job26.job"
run job113 node1,node2 --job "$WORK/job113.job"
[[ $RC == 0 ]] && pass "job with torch 1.13 passes" || fail "job 1.13: exit $RC $(cat "$WORK/job113.job")"
run job26 node1,node2 --job "$WORK/job26.job"
expect "job with torch 2.6: torch check fails on every node" job26 \
    "c('node1','torch')['status']=='fail' and c('node2','torch')['status']=='fail' and '2.6' in c('node1','torch')['detail']"

# 5. Changed host key: hard failure showing the new fingerprint.
"$TESTBED" rekey "$D" 2
fp2=$(ssh-keygen -lf "$D/host_key2.pub" | awk '{print $2}')
run changed node1,node2 --accept-new
[[ $RC == 1 ]] && pass "changed host key: exit 1 even with --accept-new" || fail "changed key: exit $RC"
expect "changed host key: refused, new fingerprint shown" changed \
    "c('node2','ssh')['status']=='fail' and 'CHANGED' in c('node2','ssh')['detail'] and '$fp2' in c('node2','ssh')['detail'] and n('node1')['ok']"
ssh-keygen -q -R "$TB_SUBNET.12" -f "$TB_KNOWN_HOSTS" >/dev/null 2>&1
run rekeyed node2 --accept-new
[[ $RC == 0 ]] && pass "re-accepted after removing the old key" || fail "re-accept: exit $RC"

# 6. Bad key: authentication failure.
ssh-keygen -q -t ed25519 -N '' -f "$WORK/bad_key"
printf 'Host node1\n  HostName %s.11\n  User %s\n' "$TB_SUBNET" "$TB_USER" > "$WORK/ssh_config_nokey"
HOME=$WORK run badkey node1 --ssh-config "$WORK/ssh_config_nokey" --identity "$WORK/bad_key"
expect "bad key: authentication failure" badkey \
    "c('node1','ssh')['status']=='fail' and 'Permission denied' in c('node1','ssh')['detail']"

# 7. Node down (sshd stopped): that node fails, the others pass.
"$TESTBED" stop-sshd "$D" 3
run down node1,node2,node3
[[ $RC == 1 ]] && pass "node down: exit 1" || fail "node down: exit $RC"
expect "node down: node3 fails at ssh, node1 and node2 pass" down \
    "c('node3','ssh')['status']=='fail' and n('node1')['ok'] and n('node2')['ok']"
"$TESTBED" start-sshd "$D" 3

# 8. Node black-holed (link down): fails within the deadline instead of hanging.
"$TESTBED" link "$D" 3 down
run blackhole node1,node2,node3 --timeout 5
BH_RC=$RC BH_SECONDS=$SECONDS_TAKEN
# 8b. Ctrl-C while a connect hangs: stops at once, reports the cancel, exit 1.
"$CLI" check --hosts node1,node3 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --format json \
    --preflight-only --timeout 60 > "$WORK/cancel.json" 2> "$WORK/cancel.err" &
CHECK=$!
# Ctrl-C once node3's connect has started (the progress on stderr says so; the CLI's handler
# is in place before the first progress line).
node3_connecting() { grep -qF '[node3] connecting' "$WORK/cancel.err" || ! kill -0 "$CHECK" 2>/dev/null; }
wait_for 60 node3_connecting
kill -INT "$CHECK"
cancel_start=$(date +%s%N)
wait "$CHECK"
RC=$?
cancel_ms=$(( ($(date +%s%N) - cancel_start) / 1000000 ))
"$TESTBED" link "$D" 3 up
# Far below the 60 s connect deadline: the cancel does not wait for the hanging connect.
(( RC == 1 && cancel_ms < 20000 )) && pass "Ctrl-C: stopped in ${cancel_ms} ms, exit 1" || fail "Ctrl-C: rc=$RC after ${cancel_ms} ms"
expect "Ctrl-C: report says cancelled" cancel "d['cancelled'] and c('node3','ssh')['status']=='fail' and 'Cancelled' in c('node3','ssh')['detail']"
[[ $BH_RC == 1 ]] && pass "black-holed node: exit 1" || fail "black-hole: exit $BH_RC"
expect "black-holed node: node3 fails, others pass" blackhole "c('node3','ssh')['status']=='fail' and n('node1')['ok']"
"$PY" -c "import sys; sys.exit(0 if $BH_SECONDS < 40 else 1)" && pass "black-hole: finished in ${BH_SECONDS}s (deadline 5s, SSH's own 60 s)" \
    || fail "black-hole took ${BH_SECONDS}s with --timeout 5"

# 9. Master port taken.
"$TESTBED" exec "$D" 1 "$PY" -c 'import socket, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("0.0.0.0", 29500)); s.listen()
open(sys.argv[1], "w").write("ready\n"); time.sleep(300)' "$WORK/listener.ready" &
LISTENER=$!
wait_for 60 test -s "$WORK/listener.ready" || fail "port taken: the listener never listened"
run porttaken node1,node2
kill "$LISTENER" 2>/dev/null; wait "$LISTENER" 2>/dev/null
[[ $RC == 1 ]] && pass "master port taken: exit 1" || fail "port taken: exit $RC"
expect "master port taken: port-free fails on the master" porttaken \
    "c('node1','port-free')['status']=='fail' and '29500' in c('node1','port-free')['detail'] and c('node2','port-reachable')['status']=='skip'"

# 10. Master name not resolvable on node2 (edited in place: sshd's bind mount keeps the inode).
cp "/etc/netns/$NS2/hosts" "$WORK/hosts2"
grep -v ' node1$' "$WORK/hosts2" > "$WORK/hosts2.new" && cat "$WORK/hosts2.new" > "/etc/netns/$NS2/hosts"
run unresolvable node1,node2
cat "$WORK/hosts2" > "/etc/netns/$NS2/hosts"
[[ $RC == 1 ]] && pass "master unresolvable on node2: exit 1" || fail "unresolvable: exit $RC"
expect "master unresolvable: node2's master-resolves fails, node1 ok" unresolvable \
    "c('node2','master-resolves')['status']=='fail' and 'node1' in c('node2','master-resolves')['detail'] and n('node1')['ok']"

# 11. Hostile strings: a host alias, a python name and an interface variable full of shell
#     syntax travel intact and nothing runs.
cat "$TB_SSH_CONFIG" > "$WORK/ssh_config_hostile"
printf 'Host node1?*\n  HostName %s.11\n  User %s\n  IdentityFile %s\n' "$TB_SUBNET" "$TB_USER" "$TB_KEY" >> "$WORK/ssh_config_hostile"
EVIL_HOST="node1;\$(touch\${IFS}$PWNED-host)\`touch\${IFS}$PWNED-tick\`'"
EVIL_IF="eth\$(touch $PWNED-if)'\"; touch $PWNED-if2"
"$CLI" generate --nodes 2 --gpus-per-node 0 --torch 1.13 --format json --env "NCCL_SOCKET_IFNAME=$EVIL_IF" \
    -- "\$(touch $PWNED-arg)" > "$WORK/jobevil.job"
ssh-keygen -q -R "$TB_SUBNET.11" -f "$TB_KNOWN_HOSTS" >/dev/null 2>&1
run hostile "$EVIL_HOST,node2" --ssh-config "$WORK/ssh_config_hostile" --job "$WORK/jobevil.job" --accept-new
export EVIL_HOST EVIL_IF
expect "hostile master name reaches the nodes intact (resolver error names it)" hostile \
    "__import__('os').environ['EVIL_HOST'] in c('node2','master-resolves')['detail'] and c('node2','master-resolves')['status']=='fail'"
expect "hostile interface value reported intact" hostile \
    "__import__('os').environ['EVIL_IF'] in c('node2','socket-ifname')['detail']"
run hostilepy node2 --python "python3\$(touch $PWNED-py);touch $PWNED-py2"
if compgen -G "$PWNED*" >/dev/null; then fail "hostile strings executed: $(ls "$PWNED"*)"; else pass "hostile strings: nothing executed"; fi
expect "hostile --python: falls back to 'python' (absent): probe fails" hostilepy "c('node2','probe')['status']=='fail'"

# 12. Usage errors exit 2.
"$CLI" check --format yaml --hosts node1 >/dev/null 2>&1; [[ $? == 2 ]] && pass "bad --format: exit 2" || fail "bad --format"
"$CLI" check >/dev/null 2>&1; [[ $? == 2 ]] && pass "no --hosts: exit 2" || fail "no --hosts"

# 13. No stray processes left on the nodes after all of this (only sshd itself).
for i in 1 2 3; do
    ns=$("$TESTBED" ns "$D" "$i")
    extra=$(ip netns pids "$ns" | while read -r pid; do
        comm=$(cat "/proc/$pid/comm" 2>/dev/null); [[ $comm == sshd ]] || echo "$pid:$comm"; done)
    [[ -z $extra ]] && pass "node$i: no stray processes" || fail "node$i: stray processes $extra"
done

finish
