#!/usr/bin/env bash
# The dry-run's local mode for real: the job's generated start command on simulated nodes of this
# machine (127.0.0.k+1) running Debian's torchrun with the probe (c10d, is_host=1/0). Proves: 2 nodes x 2 processes meet with
# world size 4 and the all_reduce checked (also with the c10d store on the second node, as when
# MASTER is not the first host), hostile script arguments and env values arrive
# intact (and run nothing); a taken port fails fast with the reason; the deadline stops a run;
# SIGINT (Ctrl-C) cancels; the network step (--bandwidth) measures loopback and names no node,
# and SIGINT in the middle of it cancels too; and afterwards no torchrun/probe process and no
# temporary folder is left. argv: $1 ddpwizard-cli, $2 python (Debian's, with torch).
set -u
CLI=${1:?usage: test_dryrun_local.sh CLI PYTHON}
PY=${2:?usage: test_dryrun_local.sh CLI PYTHON}
WORK=$(mktemp -d /tmp/ddpw-test-dryrun.XXXXXX)
MARK=ddpw-test-mark-$$-$RANDOM
LISTENER=
CLIPID=
cleanup() {
    [ -n "$LISTENER" ] && kill "$LISTENER" 2>/dev/null
    [ -n "$CLIPID" ] && kill -KILL "$CLIPID" 2>/dev/null
    pkill -KILL -f -- "$MARK" 2>/dev/null
    rm -rf -- "$WORK"
}
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"
on_exit cleanup
# mktemp on the "nodes" lands here, so the test can see that nothing is left behind.
export TMPDIR=$WORK

# Common job: torch 1.13 spellings (Debian's torch), CPU only; a fresh port for each case.
new_job() { JOB=(--torch 1.13 --gpus-per-node 0 --rdzv-id "local-$MARK" --port "$(free_port "$PY")"); }
new_job

nothing_of_ours_runs() { ! pgrep -f -- "$MARK" >/dev/null; }
no_leftovers() { # $1: what ran
    wait_for 60 nothing_of_ours_runs
    if pgrep -f -- "$MARK" >/dev/null; then
        fail "$1: processes left: $(pgrep -af -- "$MARK" | cut -c1-160)"
    else
        pass "$1: no torchrun/probe process left"
    fi
    if compgen -G "$WORK/ddpw-dryrun.*" >/dev/null; then
        fail "$1: temporary folders left: $(echo "$WORK"/ddpw-dryrun.*)"
    else
        pass "$1: no temporary folder left"
    fi
}

json_get() { # $1 file, $2 python expression over d
    "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

# 1. 2 nodes x 2 processes pass; hostile strings in script args and env pass through intact.
HOSTILE_ARG='$(touch '"$WORK"'/pwned1) `touch '"$WORK"'/pwned2` ; " '"'"' \ * ~ é'
start=$(date +%s.%N)
"$CLI" dryrun --local --nodes 2 --nproc-per-node 2 "${JOB[@]}" --format json --timeout 110 \
    --env "HOSTILE=\$(touch $WORK/pwned3)'\"x" -- "$MARK" "$HOSTILE_ARG" "" >"$WORK/pass.json" 2>"$WORK/pass.err"
rc=$?
secs=$("$PY" -c "import sys; print(round(float(sys.argv[2]) - float(sys.argv[1]), 1))" "$start" "$(date +%s.%N)")
if [ $rc -eq 0 ] && [ "$(json_get "$WORK/pass.json" 'd["rendezvous"]["ok"]')" = True ]; then
    pass "2x2 local dry-run passed in ${secs}s"
else
    fail "2x2 local dry-run: rc=$rc"; cat "$WORK/pass.err"; head -c 3000 "$WORK/pass.json"
fi
[ "$(json_get "$WORK/pass.json" 'd["rendezvous"]["world_size"]')" = 4 ] && pass "world size 4" || fail "world size"
[ "$(json_get "$WORK/pass.json" '[r["rank"] for r in d["rendezvous"]["ranks"]]')" = "[0, 1, 2, 3]" ] &&
    pass "ranks 0-3" || fail "ranks"
[ "$(json_get "$WORK/pass.json" 'all(r["all_reduce_ok"] for r in d["rendezvous"]["ranks"])')" = True ] &&
    pass "all_reduce checked on every rank" || fail "all_reduce"
[ "$(json_get "$WORK/pass.json" 'd["rendezvous"]["seconds"] is not None and d["rendezvous"]["seconds"] > 0')" = True ] &&
    pass "rendezvous timed: $(json_get "$WORK/pass.json" 'd["rendezvous"]["seconds"]') s" || fail "rendezvous time"
if compgen -G "$WORK/pwned*" >/dev/null; then fail "a hostile string was executed"; else pass "hostile strings executed nothing"; fi
# The aggregator compares what every rank received with the job; a changed byte fails the run.
grep -q "script arguments" "$WORK/pass.json" && fail "script arguments changed" || pass "script args and env intact"
no_leftovers "pass"

new_job
# 1b. MASTER naming the second node: with c10d that node's agent hosts the store, and the
# nodes meet all the same (why DDP504 is only info for c10d).
"$CLI" dryrun --local --nodes 2 --nproc-per-node 1 "${JOB[@]}" --rdzv-backend c10d --local-store-node 1 \
    --format json --timeout 110 -- "$MARK" >"$WORK/store1.json" 2>"$WORK/store1.err"
rc=$?
if [ $rc -eq 0 ] && [ "$(json_get "$WORK/store1.json" 'd["rendezvous"]["ok"] and d["rendezvous"]["world_size"] == 2')" = True ]; then
    pass "c10d store on the second node: the rendezvous passes"
else
    fail "c10d store on the second node: rc=$rc"; cat "$WORK/store1.err"; head -c 3000 "$WORK/store1.json"
fi
grep -q "node 1 (127.0.0.2) hosts the store" "$WORK/store1.json" && grep -q "is_host=1" "$WORK/store1.json" &&
    pass "c10d store on the second node: named in the report" || fail "store node not named: $(head -c 2000 "$WORK/store1.json")"
no_leftovers "store on node 1"

new_job
# 2. The rendezvous port is taken: fails fast (well within the deadline) and says why.
"$PY" -c '
import socket, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("", 0)); s.listen(16); print(s.getsockname()[1], flush=True); time.sleep(300)' >"$WORK/port" &
LISTENER=$!
wait_for 60 test -s "$WORK/port" || fail "the port listener never started"
PORT=$(cat "$WORK/port")
start=$(date +%s)
"$CLI" dryrun --local --nodes 2 --nproc-per-node 1 "${JOB[@]}" --local-port "$PORT" --timeout 90 \
    --format json -- "$MARK" >"$WORK/port.json" 2>"$WORK/port.err"
rc=$?
secs=$(($(date +%s) - start))
kind=$(json_get "$WORK/port.json" 'd["rendezvous"].get("failure", {}).get("kind")')
if [ $rc -eq 1 ] && [ "$kind" = port_in_use ] && [ $secs -lt 90 ]; then
    pass "port taken: failed in ${secs}s with kind $kind"
else
    fail "port taken: rc=$rc kind=$kind after ${secs}s"; cat "$WORK/port.err"; head -c 3000 "$WORK/port.json"
fi
json_get "$WORK/port.json" 'd["rendezvous"]["error"]' | grep -qi "already in use" && pass "error names the port" ||
    fail "error text: $(json_get "$WORK/port.json" 'd["rendezvous"]["error"]')"
kill "$LISTENER" 2>/dev/null; wait "$LISTENER" 2>/dev/null; LISTENER=
no_leftovers "port taken"

new_job
# 3. The deadline stops a run that cannot finish in time.
start=$(date +%s)
"$CLI" dryrun --local --nodes 2 --nproc-per-node 1 "${JOB[@]}" --timeout 2 --format json -- "$MARK" \
    >"$WORK/deadline.json" 2>"$WORK/deadline.err"
rc=$?
secs=$(($(date +%s) - start))
stopped=$(json_get "$WORK/deadline.json" 'd["rendezvous"]["stopped"]')
# stopped=deadline is the proof (a run that is let finish passes in a few seconds); the bound
# only says the clean-up after it does not hang.
if [ $rc -eq 1 ] && [ "$stopped" = deadline ] && [ $secs -le 90 ]; then
    pass "deadline: stopped after ${secs}s"
else
    fail "deadline: rc=$rc stopped=$stopped after ${secs}s"; cat "$WORK/deadline.err"
fi
no_leftovers "deadline"

new_job
# 4. SIGINT (Ctrl-C) in the middle: the CLI cancels, cleans every node up and exits.
"$CLI" dryrun --local --nodes 2 --nproc-per-node 1 "${JOB[@]}" --timeout 110 -- "$MARK" \
    >"$WORK/cancel.out" 2>"$WORK/cancel.err" &
CLIPID=$!
launchers_started() { [ "$(grep -c "launcher started" "$WORK/cancel.err")" -ge 2 ] || ! kill -0 "$CLIPID" 2>/dev/null; }
launchers_running() { pgrep -f -- "$MARK" >/dev/null; }
wait_for 120 launchers_started
wait_for 60 launchers_running
launchers_running && pass "cancel: launchers were running" || fail "cancel: nothing was running yet"
start=$(date +%s)
kill -INT "$CLIPID"
cli_gone() { ! kill -0 "$CLIPID" 2>/dev/null; }
wait_for 60 cli_gone
if kill -0 "$CLIPID" 2>/dev/null; then
    fail "cancel: the CLI still runs 60 s after SIGINT"
else
    wait "$CLIPID"
    rc=$?
    secs=$(($(date +%s) - start))
    grep -q "cancelled" "$WORK/cancel.out" && [ $rc -eq 1 ] && pass "cancel: exited rc=$rc ${secs}s after SIGINT" ||
        { fail "cancel: rc=$rc"; cat "$WORK/cancel.out" "$WORK/cancel.err"; }
fi
CLIPID=
no_leftovers "cancel"

# 4b. SIGINT as soon as the dry-run announces itself, while the node helpers start (a helper
# stopped while it made its folder used to leave that folder behind), several times.
for attempt in 1 2 3 4 5; do
    new_job
    # Emptied here, not by the job's redirection: the job's copy of bash truncates it only when
    # it gets to run, and the previous attempt's "Dry-run on" would let the signal go out first.
    : >"$WORK/early.err"
    "$CLI" dryrun --local --nodes 4 --nproc-per-node 1 "${JOB[@]}" --timeout 110 -- "$MARK" \
        >"$WORK/early.out" 2>"$WORK/early.err" &
    CLIPID=$!
    announced() { grep -q "Dry-run on" "$WORK/early.err" || ! kill -0 "$CLIPID" 2>/dev/null; }
    wait_for 60 announced
    kill -INT "$CLIPID" 2>/dev/null
    wait "$CLIPID"
    CLIPID=
    no_leftovers "early cancel $attempt"
done

new_job
# 5. The network step in local mode: loopback figures, every size correct, no node named (every
# "node" is this machine). The threshold is 0: a busy machine's numbers must not fail a test.
"$CLI" dryrun --local --nodes 2 --nproc-per-node 2 "${JOB[@]}" --timeout 110 --bandwidth --bandwidth-seconds 4 \
    --bandwidth-min-gbps 0 --format json -- "$MARK" >"$WORK/bw.json" 2>"$WORK/bw.err"
rc=$?
if [ $rc -eq 0 ] && [ "$(json_get "$WORK/bw.json" 'd["bandwidth"]["ok"]')" = True ]; then
    pass "network step: passed, peak busbw $(json_get "$WORK/bw.json" 'd["bandwidth"]["peak_busbw_gbps"]') GB/s on loopback"
else
    fail "network step: rc=$rc"; tail -5 "$WORK/bw.err"; head -c 3000 "$WORK/bw.json"
fi
[ "$(json_get "$WORK/bw.json" 'd["bandwidth"]["local"] and d["bandwidth"]["slow_nodes"] == [] and d["bandwidth"]["world_size"] == 4')" = True ] &&
    pass "network step: local, world size 4, no slow node" || fail "network step: $(json_get "$WORK/bw.json" 'd["bandwidth"]')"
[ "$(json_get "$WORK/bw.json" 'len(d["bandwidth"]["sizes"]) > 0 and all(s["correct"] for s in d["bandwidth"]["sizes"])')" = True ] &&
    pass "network step: every all-reduce size correct" || fail "network step: sizes $(json_get "$WORK/bw.json" 'd["bandwidth"]["sizes"]')"
[ "$(json_get "$WORK/bw.json" 'len(d["bandwidth"]["per_node"]) == 2 and len(d["bandwidth"]["links"]) == 2')" = True ] &&
    pass "network step: one ring figure per node (one rank per node measures)" ||
    fail "network step: per node $(json_get "$WORK/bw.json" 'd["bandwidth"]["per_node"], d["bandwidth"]["links"]')"
[ "$(json_get "$WORK/bw.json" 'all(i["interfaces"] == ["lo 127.0.0.1"] for i in d["bandwidth"]["interfaces"]) and len(d["bandwidth"]["interfaces"]) == 4')" = True ] &&
    pass "network step: every rank used lo" || fail "network step: interfaces $(json_get "$WORK/bw.json" 'd["bandwidth"]["interfaces"]')"
no_leftovers "network step"

new_job
# 6. SIGINT while the nodes measure (a long budget keeps them at it).
"$CLI" dryrun --local --nodes 2 --nproc-per-node 1 "${JOB[@]}" --timeout 110 --bandwidth-seconds 120 \
    --bandwidth-sizes 1M,256M -- "$MARK" >"$WORK/bwcancel.out" 2>"$WORK/bwcancel.err" &
CLIPID=$!
for _ in $(seq 600); do
    [ "$(grep -c "measuring the network" "$WORK/bwcancel.err")" -ge 2 ] && break
    kill -0 "$CLIPID" 2>/dev/null || break
    sleep 0.1
done
sleep 1
[ "$(grep -c "measuring the network" "$WORK/bwcancel.err")" -ge 2 ] && pgrep -f -- "$MARK" >/dev/null &&
    pass "network cancel: both nodes were measuring" || fail "network cancel: not measuring: $(tail -3 "$WORK/bwcancel.err")"
kill -INT "$CLIPID"
for _ in $(seq 300); do kill -0 "$CLIPID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$CLIPID" 2>/dev/null; then
    fail "network cancel: the CLI still runs 30 s after SIGINT"
else
    wait "$CLIPID"
    rc=$?
    grep -q "cancelled" "$WORK/bwcancel.out" && [ $rc -eq 1 ] && pass "network cancel: exited rc=$rc" ||
        { fail "network cancel: rc=$rc"; tail -5 "$WORK/bwcancel.out"; }
fi
CLIPID=
no_leftovers "network cancel"

# 7. The network step's flags: bad values are usage errors (2), before anything runs.
usage() { # $1 what, then the arguments
    local what=$1
    shift
    "$CLI" "$@" >"$WORK/usage.out" 2>"$WORK/usage.err"
    local code=$?
    [ $code -eq 2 ] && pass "usage: $what: exit 2 ($(head -1 "$WORK/usage.err" | cut -c1-80))" || fail "usage: $what: exit $code"
}
usage "--bandwidth with --preflight-only" check --hosts a --bandwidth --preflight-only
usage "--bandwidth-sizes 1T" dryrun --local --bandwidth-sizes 1T "${JOB[@]}"
usage "--bandwidth-seconds 0" dryrun --local --bandwidth-seconds 0 "${JOB[@]}"
usage "--bandwidth-slow-factor 0.5" dryrun --local --bandwidth-slow-factor 0.5 "${JOB[@]}"
usage "--bandwidth-min-gbps fast" dryrun --local --bandwidth-min-gbps fast "${JOB[@]}"

finish
