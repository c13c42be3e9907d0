#!/usr/bin/env bash
# The platform's variables reach the simulated nodes of `dryrun --local`: every rank sees its
# node's VC_TASK_INDEX / VK_TASK_INDEX, VC_WORKER_HOSTS / VC_WORKER_NUM and HOSTNAME
# (<job>-<role>-<index>) and the user's platform variables, from --platform-env and from a job
# file's platform_variables, byte for byte (a hostile value runs nothing); the start command's
# own --env still wins over a platform variable of the same name; a bad name is a usage error.
# Real torchrun (Debian's torch) with the probe. argv: $1 ddpwizard-cli, $2 python (with torch).
set -u
CLI=${1:?usage: test_dryrun_local_platform_env.sh CLI PYTHON}
PY=${2:?usage: test_dryrun_local_platform_env.sh CLI PYTHON}
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
skip_without_torch "$PY"
WORK=$(mktemp -d /tmp/ddpw-test-platform-env.XXXXXX)
MARK=ddpw-test-penv-$$-$RANDOM
cleanup() {
    pkill -KILL -f -- "$MARK" 2>/dev/null
    rm -rf -- "$WORK"
}
on_exit cleanup
export TMPDIR=$WORK
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
pass() { echo "ok: $*"; }
json_get() { # $1 file, $2 python expression over d
    "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}
JOB=(--torch 1.13 --gpus-per-node 0 --nproc-per-node 1 --nodes 2 --job-name ddp --rdzv-id "penv-$MARK" --port "$(free_port "$PY")")
ODD='$(touch '"$WORK"'/pwned) `x` "q" '"'"'s'"'"' ;  two  spaces é'

# 1. --platform-env: every rank sees its node's variables.
"$CLI" dryrun --local "${JOB[@]}" --platform-env MA_NUM_GPUS=8 --platform-env "MA_ODD=$ODD" \
    --format json --timeout 110 -- "$MARK" >"$WORK/a.json" 2>"$WORK/a.err"
rc=$?
if [ $rc -eq 0 ] && [ "$(json_get "$WORK/a.json" 'd["rendezvous"]["ok"]')" = True ]; then
    pass "dry-run with platform variables passed"
else
    fail "dry-run with platform variables: rc=$rc"; cat "$WORK/a.err"; head -c 3000 "$WORK/a.json"
fi
ENVS='[r["env"] for r in d["rendezvous"]["ranks"]]'
[ "$(json_get "$WORK/a.json" "sorted(e['VC_TASK_INDEX'] for e in $ENVS)")" = "['0', '1']" ] &&
    pass "VC_TASK_INDEX 0 and 1, one per node" || fail "VC_TASK_INDEX: $(json_get "$WORK/a.json" "$ENVS")"
[ "$(json_get "$WORK/a.json" "all(e['VK_TASK_INDEX'] == e['VC_TASK_INDEX'] for e in $ENVS)")" = True ] &&
    pass "VK_TASK_INDEX = VC_TASK_INDEX" || fail "VK_TASK_INDEX"
[ "$(json_get "$WORK/a.json" "all(e['HOSTNAME'] == 'ddp-worker-' + e['VC_TASK_INDEX'] for e in $ENVS)")" = True ] &&
    pass "HOSTNAME is ddp-worker-<index>" || fail "HOSTNAME: $(json_get "$WORK/a.json" "$ENVS")"
[ "$(json_get "$WORK/a.json" "sorted(set((e['VC_WORKER_HOSTS'], e['VC_WORKER_NUM']) for e in $ENVS))")" = \
    "[('127.0.0.1,127.0.0.2', '2')]" ] && pass "VC_WORKER_HOSTS and VC_WORKER_NUM" || fail "hosts/num"
[ "$(json_get "$WORK/a.json" "all(e['MA_NUM_GPUS'] == '8' for e in $ENVS)")" = True ] &&
    pass "MA_NUM_GPUS=8 on every rank" || fail "MA_NUM_GPUS"
"$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if all(r["env"]["MA_ODD"] == sys.argv[2] for r in d["rendezvous"]["ranks"]) else 1)' \
    "$WORK/a.json" "$ODD" && pass "a hostile value arrives byte for byte" || fail "MA_ODD changed"
compgen -G "$WORK/pwned*" >/dev/null && fail "a value was executed" || pass "the hostile value ran nothing"

# 2. From a job file; the command's own export (--env) wins over the platform's value.
JOB=(--torch 1.13 --gpus-per-node 0 --nproc-per-node 1 --nodes 2 --job-name ddp --rdzv-id "penv-$MARK" --port "$(free_port "$PY")")
cat >"$WORK/job.json" <<'JSON'
{"schema_version": 1, "platform_variables": [{"name": "MA_NUM_GPUS", "value": "8"}, {"name": "MA_VJ_NAME", "value": "ddp"}]}
JSON
"$CLI" dryrun --local --job "$WORK/job.json" "${JOB[@]}" --env MA_NUM_GPUS=4 --format json --timeout 110 \
    -- "$MARK" >"$WORK/b.json" 2>"$WORK/b.err"
rc=$?
if [ $rc -eq 0 ] && [ "$(json_get "$WORK/b.json" "[(e['MA_NUM_GPUS'], e['MA_VJ_NAME']) for e in $ENVS]")" = \
    "[('4', 'ddp'), ('4', 'ddp')]" ]; then
    pass "job file's platform variables arrive; the command's --env wins"
else
    fail "job file: rc=$rc"; cat "$WORK/b.err"; head -c 3000 "$WORK/b.json"
fi

# 3. Bad names are usage errors before anything runs.
for bad in "1X=1" "=1" "A-B=1" "NOEQUALS"; do
    "$CLI" dryrun --local "${JOB[@]}" --platform-env "$bad" -- "$MARK" >/dev/null 2>"$WORK/bad.err"
    code=$?
    [ $code -eq 2 ] && grep -q -- "--platform-env" "$WORK/bad.err" && pass "--platform-env $bad: exit 2" ||
        fail "--platform-env $bad: exit $code: $(cat "$WORK/bad.err")"
done
echo "failures: $fails"
[ $fails -eq 0 ]
