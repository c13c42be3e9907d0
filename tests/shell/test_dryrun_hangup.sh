#!/usr/bin/env bash
# A closed terminal (SIGHUP) and the user's own Ctrl-C (SIGINT) stop a running local dry-run
# cleanly: the CLI cancels (exit 1, "cancelled", not killed with 129), stops torchrun and the
# probes on every node, leaves no process and no temporary folder behind, and its report does not
# blame the platform for the launchers' "signal 15" (the dry-run stopped them itself).
# argv: $1 ddpwizard-cli, $2 python (Debian's, with torch).
set -u
CLI=${1:?usage: test_dryrun_hangup.sh CLI PYTHON}
PY=${2:?usage: test_dryrun_hangup.sh CLI PYTHON}
WORK=$(mktemp -d /tmp/ddpw-test-hangup.XXXXXX)
MARK=ddpw-test-hup-$$-$RANDOM
CLIPID=
cleanup() {
    [ -n "$CLIPID" ] && kill -KILL "$CLIPID" 2>/dev/null
    pkill -KILL -f -- "$MARK" 2>/dev/null
    rm -rf -- "$WORK"
}
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"
on_exit cleanup
export TMPDIR=$WORK
skip_without_torch "$PY"

nothing_of_ours_runs() { ! pgrep -f -- "$MARK" > /dev/null; }

for signal in HUP INT; do
    "$CLI" dryrun --local --nodes 2 --nproc-per-node 1 --torch 1.13 --gpus-per-node 0 --rdzv-id "hup-$MARK" \
        --timeout 110 -- "$MARK" > "$WORK/$signal.out" 2> "$WORK/$signal.err" &
    CLIPID=$!
    launchers_started() { [ "$(grep -c "launcher started" "$WORK/$signal.err")" -ge 2 ] || ! kill -0 "$CLIPID" 2> /dev/null; }
    launchers_running() { pgrep -f -- "$MARK" > /dev/null; }
    wait_for 120 launchers_started
    wait_for 60 launchers_running
    launchers_running && pass "SIG$signal: launchers were running" || fail "SIG$signal: nothing was running yet"
    kill -"$signal" "$CLIPID"
    cli_gone() { ! kill -0 "$CLIPID" 2> /dev/null; }
    wait_for 60 cli_gone
    if kill -0 "$CLIPID" 2> /dev/null; then
        fail "SIG$signal: the CLI still runs 60 s after the signal"
    else
        wait "$CLIPID"
        rc=$?
        if [ $rc -eq 1 ] && grep -q "cancelled" "$WORK/$signal.out"; then
            pass "SIG$signal: cancelled, exit 1"
        else
            fail "SIG$signal: exit $rc: $(cat "$WORK/$signal.out" "$WORK/$signal.err" | tail -5)"
        fi
    fi
    CLIPID=
    if grep -qiE "from outside|platform stopped" "$WORK/$signal.out" "$WORK/$signal.err"; then
        fail "SIG$signal: the report blames the platform: $(grep -hiE "from outside|platform stopped" "$WORK/$signal.out" "$WORK/$signal.err")"
    else
        pass "SIG$signal: the report does not blame the platform for its own stop"
    fi
    wait_for 60 nothing_of_ours_runs
    nothing_of_ours_runs && pass "SIG$signal: no torchrun/probe process left" ||
        fail "SIG$signal: processes left: $(pgrep -af -- "$MARK" | cut -c1-160)"
    if compgen -G "$WORK/ddpw-dryrun.*" > /dev/null; then
        fail "SIG$signal: temporary folders left"
    else
        pass "SIG$signal: no temporary folder left"
    fi
done

finish
