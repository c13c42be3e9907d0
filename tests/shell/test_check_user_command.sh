#!/usr/bin/env bash
# `check --command` / `dryrun --command` run the user's own start command on the namespace test
# bed (tools/testbed.sh: real sshd per node, Debian's torch 1.13): each node's launcher gets the
# argv bash gives it there, only the training script swapped for the probe. Proves: the guide's
# shape and a generated command pass; 2.x dash spellings fail with torch's own argparse message;
# every node claiming rank 0 with a localhost master fails (or reaches the deadline) and is
# explained; an array-built argv reaches torchrun word for word (the probe reads its launcher's
# /proc/PPID/cmdline) with the command's exports; a value only the node knows gives
# "passed-with-changes" (exit 3) with the change listed. Needs root and ip netns, else skipped (77).
# argv: $1 ddpwizard-cli, $2 python.
set -uo pipefail
CLI=${1:?usage: test_check_user_command.sh CLI PYTHON}
PY=${2:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh

# shellcheck source=lib/testbed.sh
source "$(dirname "$0")/lib/testbed.sh"
testbed_require

D=$("$TESTBED" up 2) || { echo "FAIL - test bed did not come up"; exit 1; }
WORK=$(mktemp -d /tmp/ddpw-usercmd.XXXXXX)
chmod 755 "$WORK"
cleanup() {
    "$TESTBED" down "$D" >/dev/null 2>&1
    rm -rf "$WORK"
}
on_exit cleanup
# shellcheck disable=SC1091
source "$D/env"
# shellcheck source=testbed_leftovers.sh
source "$(dirname "$0")/testbed_leftovers.sh"

# $1 name, $2 subcommand (check|dryrun), $3 timeout; the command is $WORK/$1.sh
run() {
    local extra=()
    [[ $2 == check ]] && extra=(--accept-new)
    "$CLI" "$2" --hosts node1,node2 --ssh-config "$TB_SSH_CONFIG" --known-hosts "$TB_KNOWN_HOSTS" "${extra[@]}" \
        --command "$WORK/$1.sh" --timeout "$3" --format json >"$WORK/$1.json" 2>"$WORK/$1.err"
    RC=$?
}
q() { "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$WORK/$1.json" "$2" 2>&1; }

# 1. The guide's shape (MASTER from the first host with awk), in the spellings torch 1.13 takes.
cat >"$WORK/guide.sh" <<'EOF'
export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`
torchrun --rdzv_id=0 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:29541 \
    --nnodes=${VC_WORKER_NUM} --nproc_per_node=1 train.py --epochs 3
EOF
run guide check 100
if [[ $RC == 0 && $(q guide 'd["verdict"]') == passed ]]; then
    pass "guide's command passes (total $(q guide 'd["timings"]["total"]') s)"
else
    fail "guide's command: rc=$RC $(q guide 'd.get("verdict"), d["rendezvous"]') $(tail -3 "$WORK/guide.err")"
fi
[[ $(q guide 'd["nodes"][1]["command"]') == "torchrun --rdzv_id=0 --rdzv_backend=c10d --rdzv_endpoint=node1:29541 --nnodes=2 --nproc_per_node=1 \$DDPW_PROBE" ]] &&
    pass "guide: node 1's report shows the command bash gave the launcher" || fail "guide: command $(q guide 'd["nodes"][1]["command"]')"
[[ $(q guide 'd["nodes"][1]["env"]["MASTER"], d["nodes"][1]["env"]["VC_TASK_INDEX"]') == "('node1', '1')" ]] &&
    pass "guide: node 1's env shows MASTER and the platform's index" || fail "guide: env $(q guide 'd["nodes"][1]["env"]')"
[[ $(q guide 'all(isinstance(d["timings"][k], float) for k in ("preflight", "rendezvous", "total")) and d["timings"]["total"] >= d["timings"]["preflight"] + d["timings"]["rendezvous"]') == True ]] &&
    pass "guide: timings for pre-flight, rendezvous and the total" || fail "guide: timings $(q guide 'd["timings"]')"
no_leftovers "guide" guide

# 2. A generated command for 1.13 passes as written.
"$CLI" generate --torch 1.13 --nodes 2 --nproc-per-node 1 --gpus-per-node 0 --port 29542 --script train.py \
    -- --epochs 1 >"$WORK/generated.sh"
run generated dryrun 100
[[ $RC == 0 && $(q generated 'd["verdict"], d["rendezvous"]["world_size"]') == "('passed', 2)" ]] &&
    pass "a generated 1.13 command passes" || fail "generated: rc=$RC $(q generated 'd["rendezvous"]')"

# 3. 2.x dash spellings: torch 1.13's argparse refuses them, in its own words.
cat >"$WORK/dashes.sh" <<'EOF'
torchrun --nnodes=2 --nproc-per-node=1 --node-rank=$VC_TASK_INDEX --master-addr=${VC_WORKER_HOSTS%%,*} --master-port=29543 train.py
EOF
run dashes dryrun 60
if [[ $RC == 1 && $(q dashes 'd["verdict"]') == failed ]] &&
    [[ $(q dashes 'any("unrecognized arguments" in l for n in d["nodes"] for l in n["output"])') == True ]]; then
    pass "dash spellings fail with torch's message: $(q dashes 'd["rendezvous"]["error"]' | cut -c1-100)"
else
    fail "dash spellings: rc=$RC $(q dashes 'd.get("verdict"), [n["output"][-3:] for n in d["nodes"]]')"
fi
[[ $(q dashes 'd["nodes"][0]["argv"][1:3]') == "['--nnodes=2', '--nproc-per-node=1']" ]] &&
    pass "dash spellings reached the launcher as written" || fail "dash spellings: argv $(q dashes 'd["nodes"][0]["argv"]')"
no_leftovers "dash spellings" dashes

# 4. Every node claims rank 0 and looks for the master on itself.
cat >"$WORK/rank0.sh" <<'EOF'
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=0 --master_addr=localhost --master_port=29544 train.py
EOF
run rank0 dryrun 40
if [[ $RC == 1 && $(q rank0 'd["verdict"]') == failed && -n $(q rank0 'd["rendezvous"]["error"] or ""') ]]; then
    pass "rank 0 everywhere, localhost master: failed and explained: $(q rank0 'd["rendezvous"]["error"]' | cut -c1-110)"
else
    fail "rank 0 / localhost: rc=$RC $(q rank0 'd.get("verdict"), d["rendezvous"]["error"]')"
fi
no_leftovers "rank 0 / localhost" rank0

# 5. A hard-coded --node_rank=0 with the right master: two nodes cannot both be rank 0.
cat >"$WORK/rank0b.sh" <<'EOF'
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=0 --master_addr=node1 --master_port=29545 train.py
EOF
run rank0b dryrun 40
[[ $RC == 1 && $(q rank0b 'd["verdict"]') == failed && -n $(q rank0b 'd["rendezvous"]["error"] or ""') ]] &&
    pass "hard-coded --node_rank=0 on 2 nodes: failed and explained: $(q rank0b 'd["rendezvous"]["error"]' | cut -c1-110)" ||
    fail "hard-coded rank: rc=$RC $(q rank0b 'd.get("verdict"), d["rendezvous"]["error"]')"
no_leftovers "hard-coded rank" rank0b

# 6. An array-built argv with exports: the launcher gets exactly these words.
cat >"$WORK/array.sh" <<'EOF'
export OMP_NUM_THREADS=1 DDPW_T_NOTE="a b 'c'"
ARGS=(--nnodes="$VC_WORKER_NUM" "--nproc_per_node=1" --rdzv_backend=c10d
      "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29546" --rdzv_id "run 1" --max_restarts=0)
torchrun "${ARGS[@]}" train.py --data "/my data"
EOF
run array dryrun 100
[[ $RC == 0 && $(q array 'd["verdict"]') == passed ]] && pass "array-built command passes" ||
    fail "array: rc=$RC $(q array 'd["rendezvous"]')"
# The probe's parent is torchrun: python, the torchrun script, then the words it was given.
[[ $(q array 'all(r["launcher_argv"][2:-1] == d["nodes"][r["group_rank"]]["argv"][1:-1] and r["launcher_argv"][-1].endswith("/ddpw_probe.py") for r in d["rendezvous"]["ranks"])') == True ]] &&
    pass "array: every rank's launcher got exactly the reported argv" ||
    fail "array: $(q array '[r["launcher_argv"] for r in d["rendezvous"]["ranks"]], d["nodes"][0]["argv"]')"
[[ $(q array 'd["nodes"][0]["argv"][1:8]') == "['--nnodes=2', '--nproc_per_node=1', '--rdzv_backend=c10d', '--rdzv_endpoint=node1:29546', '--rdzv_id', 'run 1', '--max_restarts=0']" ]] &&
    pass "array: the argv is the array's words" || fail "array: argv $(q array 'd["nodes"][0]["argv"]')"
[[ $(q array '{r["env"].get("DDPW_T_NOTE") for r in d["rendezvous"]["ranks"]}') == "{\"a b 'c'\"}" ]] &&
    pass "array: the command's exports reach every rank" || fail "array: env $(q array '[r["env"] for r in d["rendezvous"]["ranks"]]')"
no_leftovers "array" array

# 7. A value only the node knows (an address lookup): run with the name, and said so.
cat >"$WORK/lookup.sh" <<'EOF'
export MASTER_IP=$(getent hosts node1 | awk '{print $1}')
torchrun --nnodes=2 --nproc_per_node=1 --rdzv_backend=c10d --rdzv_endpoint=$MASTER_IP:29547 train.py
EOF
run lookup dryrun 100
[[ $RC == 3 && $(q lookup 'd["verdict"]') == passed-with-changes && $(q lookup 'len(d["changes"]) > 0') == True ]] &&
    pass "node-only value: passed with changes, exit 3: $(q lookup 'd["changes"][0]' | cut -c1-100)" ||
    fail "node-only value: rc=$RC $(q lookup 'd.get("verdict"), d.get("changes"), d["rendezvous"]["error"]')"
no_leftovers "node-only value" lookup

finish
