#!/usr/bin/env bash
# The dry-run rendezvous over real SSH (`ddpwizard-cli check`, after the pre-flight) on the
# namespace test bed (tools/testbed.sh: one netns + UTS namespace + real sshd per node, Debian's
# torchrun on every node). Proves: 2 and 3 nodes meet with world size and all_reduce checked;
# hostile script arguments and env values reach every rank intact and execute nothing; SIGINT in
# the middle of the rendezvous leaves no process on any node (ip netns pids) and no temporary
# folder. Needs root and ip netns, else skipped (77). argv: $1 ddpwizard-cli, $2 python.
set -uo pipefail
CLI=${1:?usage: test_dryrun_ssh.sh CLI PYTHON}
PY=${2:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh

# shellcheck source=lib/testbed.sh
source "$(dirname "$0")/lib/testbed.sh"
testbed_require

D=$("$TESTBED" up 3) || { echo "FAIL - test bed did not come up"; exit 1; }
WORK=$(mktemp -d /tmp/ddpw-drssh.XXXXXX)
chmod 755 "$WORK"
MARK=ddpw-drssh-$$-$RANDOM
CLIPID=
LISTENER=
cleanup() {
    [[ -n $CLIPID ]] && kill -KILL "$CLIPID" 2>/dev/null
    [[ -n $LISTENER ]] && kill "$LISTENER" 2>/dev/null
    "$TESTBED" down "$D" >/dev/null 2>&1
    rm -rf "$WORK"
}
on_exit cleanup
# shellcheck disable=SC1091
source "$D/env"

# A job for Debian's torch 1.13 on CPU nodes, with hostile strings the ranks must get verbatim.
HOSTILE='$(touch '"$WORK"'/pwned1) `touch '"$WORK"'/pwned2` ; "q" '"'"'s'"'"' \ * é'
make_job() { # $1 nodes, $2 file
    "$CLI" generate --format json --torch 1.13 --nodes "$1" --nproc-per-node 1 --gpus-per-node 0 --port 29533 \
        --rdzv-id "$MARK" --env "HOSTILE=\$(touch $WORK/pwned3) 'x'" -- "$MARK" "$HOSTILE" "" >"$2"
}
make_job 2 "$WORK/job2.json" && make_job 3 "$WORK/job3.json" || { fail "cannot write the job files"; exit 1; }

run_check() { # $1 name, $2 hosts, $3 job
    local start
    start=$(date +%s)
    "$CLI" check --hosts "$2" --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --accept-new \
        --job "$3" --timeout 100 --format json >"$WORK/$1.json" 2>"$WORK/$1.err"
    RC=$?
    SECS=$(($(date +%s) - start))
}
q() { "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$WORK/$1.json" "$2" 2>&1; }

# shellcheck source=testbed_leftovers.sh
source "$(dirname "$0")/testbed_leftovers.sh"
# A listener inside node $1's namespace on port $2 that writes "ready" once it listens.
listen_on() { # $1 node, $2 port, $3 ready file
    "$TESTBED" exec "$D" "$1" "$PY" -c 'import socket, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("", int(sys.argv[1]))); s.listen(8)
open(sys.argv[2], "w").write("ready\n"); time.sleep(300)' "$2" "$3" &
    LISTENER=$!
    wait_for 60 test -s "$3"
}

for n in 2 3; do
    hosts=$(seq -f 'node%g' -s , 1 "$n")
    run_check "pass$n" "$hosts" "$WORK/job$n.json"
    if [[ $RC == 0 && $(q "pass$n" 'd["rendezvous"]["ok"]') == True ]]; then
        pass "$n nodes: pre-flight and rendezvous pass (${SECS}s, rendezvous $(q "pass$n" 'd["rendezvous"]["seconds"]') s)"
    else
        fail "$n nodes: rc=$RC $(q "pass$n" 'd["rendezvous"]') $(tail -5 "$WORK/pass$n.err")"
    fi
    [[ $(q "pass$n" 'd["rendezvous"]["world_size"]') == "$n" ]] && pass "$n nodes: world size $n" || fail "$n nodes: world size"
    [[ $(q "pass$n" 'sorted(r["rank"] for r in d["rendezvous"]["ranks"]) == list(range('"$n"')) and all(r["all_reduce_ok"] for r in d["rendezvous"]["ranks"])') == True ]] &&
        pass "$n nodes: every rank reported, all_reduce checked" || fail "$n nodes: ranks"
    [[ $(q "pass$n" 'sorted(r["hostname"] for r in d["rendezvous"]["ranks"])') == "$(q "pass$n" "sorted('node%d' % i for i in range(1, $n + 1))")" ]] &&
        pass "$n nodes: one rank per node host name" || fail "$n nodes: host names $(q "pass$n" '[r["hostname"] for r in d["rendezvous"]["ranks"]]')"
    [[ $(q "pass$n" 'd["rendezvous"]["problems"]') == "[]" ]] && pass "$n nodes: script args and env values intact" ||
        fail "$n nodes: problems $(q "pass$n" 'd["rendezvous"]["problems"]')"
    compgen -G "$WORK/pwned*" >/dev/null && fail "a hostile string was executed" || pass "$n nodes: hostile strings executed nothing"
    no_leftovers "$n nodes" "pass$n"
done

# A pasted start command instead of a job file (check --command): read like the form's Open
# command, then the same pre-flight and rendezvous.
"$CLI" generate --torch 1.13 --nodes 2 --nproc-per-node 1 --gpus-per-node 0 --port 29533 --rdzv-id "$MARK" \
    --script train.py -- --epochs 1 >"$WORK/command.sh"
start=$(date +%s)
"$CLI" check --hosts node1,node2 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --accept-new \
    --command "$WORK/command.sh" --timeout 100 --format json >"$WORK/command.json" 2>"$WORK/command.err"
RC=$?
if [[ $RC == 0 && $(q command 'd["rendezvous"]["ok"] and d["rendezvous"]["world_size"] == 2') == True ]]; then
    pass "check --command: a pasted command passes on 2 nodes ($(($(date +%s) - start))s)"
else
    fail "check --command: rc=$RC $(q command '[(n["host"], [c for c in n["checks"] if c["status"] != "pass"]) for n in d["nodes"]]') $(q command 'd["rendezvous"]')"
fi
no_leftovers "check --command" command

# Failures the dry-run explains itself (dryrun --hosts: no pre-flight in front of it).
run_dryrun() { # $1 name, $2 hosts, $3 timeout
    local start
    start=$(date +%s)
    "$CLI" dryrun --hosts "$2" --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --job "$WORK/job2.json" \
        --timeout "$3" --format json >"$WORK/$1.json" 2>"$WORK/$1.err"
    RC=$?
    SECS=$(($(date +%s) - start))
}
# The rendezvous port is taken on the master: node1's store cannot listen.
listen_on 1 29533 "$WORK/listener.ready" || fail "port taken: the listener never listened"
run_dryrun porttaken node1,node2 60
kill "$LISTENER" 2>/dev/null; wait "$LISTENER" 2>/dev/null
[[ $RC == 1 && $(q porttaken 'd["rendezvous"]["failure"]["kind"]') == port_in_use ]] &&
    pass "port taken on the master: failed in ${SECS}s: $(q porttaken 'd["rendezvous"]["error"]' | cut -c1-90)" ||
    fail "port taken: rc=$RC after ${SECS}s: $(q porttaken 'd["rendezvous"]')"
no_leftovers "port taken" porttaken
# A black-holed node (link down): the SSH connect times out, the other node is stopped.
"$TESTBED" link "$D" 2 down
run_dryrun blackhole node1,node2 30
"$TESTBED" link "$D" 2 up
# Within the 30 s deadline (and its clean-up), not after SSH's own timeouts.
[[ $RC == 1 && $SECS -lt 120 && $(q blackhole '[n["state"] for n in d["nodes"]]') == "['stopped', 'failed']" ]] &&
    pass "black-holed node: failed in ${SECS}s: $(q blackhole 'd["nodes"][1]["error"]' | cut -c1-80)" ||
    fail "black-holed node: rc=$RC after ${SECS}s: $(q blackhole '[(n["state"], n["error"]) for n in d["nodes"]]')"
no_leftovers "black-holed node" blackhole

# Cancel in the middle: SIGINT once every node's launcher runs.
"$CLI" check --hosts node1,node2,node3 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" --accept-new \
    --job "$WORK/job3.json" --timeout 100 >"$WORK/cancel.out" 2>"$WORK/cancel.err" &
CLIPID=$!
launchers_started() { [[ $(grep -c "launcher started" "$WORK/cancel.err") -ge 3 ]] || ! kill -0 "$CLIPID" 2>/dev/null; }
launchers_running() { [[ -n $(node_processes | grep -F "$MARK") ]]; }
wait_for 120 launchers_started
wait_for 60 launchers_running
launchers_running && pass "cancel: launchers were running on the nodes" ||
    fail "cancel: nothing ran yet: $(tail -3 "$WORK/cancel.err")"
start=$(date +%s)
kill -INT "$CLIPID"
cli_gone() { ! kill -0 "$CLIPID" 2>/dev/null; }
wait_for 60 cli_gone
if kill -0 "$CLIPID" 2>/dev/null; then
    fail "cancel: the CLI still runs 60 s after SIGINT"
else
    wait "$CLIPID"
    rc=$?
    [[ $rc == 1 ]] && grep -q "cancelled" "$WORK/cancel.out" && pass "cancel: exit 1 $(($(date +%s) - start))s after SIGINT" ||
        fail "cancel: rc=$rc $(cat "$WORK/cancel.out")"
fi
CLIPID=
no_leftovers "cancel" cancel

finish
