#!/bin/bash
# Where bash stops before the launcher, against real bash: every case of tests/data/stop-corpus/
# runs as the platform runs a start command (`bash -c TEXT`, so bash names itself "bash") with stand-in launchers that record
# that they ran; `ddpwizard-cli expand --format json` must agree on that node: a "stop" exactly
# where bash never started the launcher, with bash's own message (the last line bash printed
# about itself) and its exit status; none where the launcher ran. A case whose outcome only the
# node knows says `# may-stop: why`: expand must not claim a stop there and must name the command
# in a "may stop" caveat. A header may set `# node: K` (default 1 of two nodes).
# Usage: test_bash_stops_vs_bash.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=$1
python=$2
source_dir=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
corpus=$source_dir/tests/data/stop-corpus
lib=$(cd "$(dirname "$0")" && pwd)/lib
# shellcheck source=lib/common.sh
source "$lib/common.sh"
# shellcheck source=lib/recording_stubs.sh
source "$lib/recording_stubs.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_recording_stubs "$work/bin" torchrun python python3
mkdir -p "$work/cwd"
hosts=node-0.job,node-1.job

stops=0
reached=0
for case in "$corpus"/*.sh; do
    name=$(basename "$case" .sh)
    node=$(sed -n 's/^# node: //p;T;q' "$case")
    node=${node:-1}
    pod=$(cut -d, -f$((node + 1)) <<< "$hosts")
    record=$work/record-$name
    mkdir -p "$record"
    (cd "$work/cwd" && env -i PATH="$work/bin:/usr/bin:/bin" DDPW_RECORD="$record" \
        VC_WORKER_HOSTS="$hosts" VC_WORKER_NUM=2 VC_TASK_INDEX="$node" VK_TASK_INDEX="$node" \
        HOSTNAME="${pod%%.*}" bash -c "$(cat "$case")") < /dev/null > /dev/null 2> "$work/$name.stderr"
    status=$?
    "$cli" expand "$case" --hosts "$hosts" --node "$node" --format json > "$work/$name.json" 2> "$work/$name.err"
    rc=$?
    if [ "$rc" != 0 ] && [ "$rc" != 1 ]; then
        fail "$name: ddpwizard-cli exited $rc: $(cat "$work/$name.err")"
        continue
    fi
    # stop: "none", or status TAB message (empty when bash prints none of its own).
    verdict=$("$python" -c '
import json, sys
out = json.load(open(sys.argv[1]))
stop = out.get("stop")
caveats = " | ".join(c for c in out["caveats"] if "may stop" in c)
print("none" if stop is None else "%d\t%s" % (stop["status"], stop["message"]))
print(caveats)' "$work/$name.json")
    claimed=$(sed -n 1p <<< "$verdict")
    may_stop=$(sed -n 2p <<< "$verdict")
    # What bash printed about itself: its "bash: line N: ..." (or "environment: ..." inside a function).
    said=$(grep -E '^(bash|environment): ' "$work/$name.stderr" | tail -n 1)
    if grep -q '^# may-stop' "$case"; then
        if [ "$claimed" != none ]; then
            fail "$name: only the node knows whether bash stops, but expand claims it: $claimed"
        elif [ -z "$may_stop" ]; then
            fail "$name: no 'may stop' caveat: $(cat "$work/$name.json")"
        else
            pass "$name: may stop ($may_stop)"
        fi
        continue
    fi
    if [ -e "$record/argv" ]; then
        reached=$((reached + 1))
        if [ "$claimed" != none ]; then
            fail "$name: bash starts the launcher, expand says it stops: $claimed"
        else
            pass "$name: the launcher runs"
        fi
        continue
    fi
    stops=$((stops + 1))
    if [ "$claimed" = none ]; then
        fail "$name: bash stops (exit $status: $said), expand says nothing: $(cat "$work/$name.json")"
    elif [ "$claimed" != "$status	$said" ]; then
        fail "$name: bash stops with exit $status '$said', expand says exit ${claimed%%	*} '${claimed#*	}'"
    else
        pass "$name: stops with exit $status '$said'"
    fi
done
echo "bash stops: $stops cases where bash stops, $reached where the launcher runs"
# Both kinds, or the comparison proves nothing.
[ "$stops" -ge 10 ] && [ "$reached" -ge 10 ] || fail "the corpus needs at least 10 stops and 10 launches"
finish
