#!/usr/bin/env bash
# `dryrun --local --command FILE` runs the user's own command on simulated nodes of this machine
# exactly as the SSH check runs it on the nodes: per node the argv bash gives it, the training
# script swapped for the probe, node k on 127.0.0.(k+1). Real torchrun (Debian's torch 1.13).
# Proves, each against what the job itself does: a good command passes with exit 0 and only the
# loopback lines; 2.x dash spellings fail with torch's own argparse message, said before the run;
# --nnodes=3 in a job of 2 pods and a written --node_rank=0 fail with the cause named; a job
# written for torch 2.6 in spellings every release takes runs as written (and the other release
# is said); the command's interpreter is the one that runs (/usr/bin/python3 -m
# torch.distributed.launch; a bare python without torch fails naming it, and --python chooses
# another); a rendezvous port taken here is moved and said so; where bash stops before the
# launcher (set -u, set -e) that node fails with real bash's message and starts no launcher;
# --local-processes-per-node runs fewer processes per node, named as a change (exit 3).
# argv: $1 ddpwizard-cli, $2 python.
set -u
CLI=${1:?usage: test_dryrun_local_command.sh CLI PYTHON}
PY=${2:?usage: test_dryrun_local_command.sh CLI PYTHON}
# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
skip_without_torch "$PY"
WORK=$(mktemp -d /tmp/ddpw-test-localcmd.XXXXXX)
# Every probe runs from a folder under $WORK (TMPDIR below): its path marks our processes.
MARK=$WORK/
RDZV_ID=localcmd-$$-$RANDOM
LISTENER=
cleanup() {
    [ -n "$LISTENER" ] && kill "$LISTENER" 2>/dev/null
    pkill -KILL -f -- "$MARK" 2>/dev/null
    rm -rf -- "$WORK"
}
on_exit cleanup
export TMPDIR=$WORK


# $1 case name (the command is $WORK/$1.sh), $2 timeout, then extra arguments.
run() {
    local name=$1 timeout=$2
    shift 2
    "$CLI" dryrun --local --nodes 2 --command "$WORK/$name.sh" --timeout "$timeout" --format json "$@" \
        >"$WORK/$name.json" 2>"$WORK/$name.err"
    RC=$?
}
q() { "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$WORK/$1.json" "$2" "${3-}" 2>&1; }
show() { echo "    rc=$RC $(q "$1" 'd.get("verdict"), d["rendezvous"]["error"], d.get("changes")')"; tail -5 "$WORK/$1.err"; }

# 1. The guide's shape in spellings torch 1.13 takes: passes as written, only the loopback lines.
P=$(free_port "$PY")
cat >"$WORK/good.sh" <<EOF
export MASTER=\`echo \${VC_WORKER_HOSTS} | awk -F , '{print \$1}'\`
torchrun --rdzv_id=$RDZV_ID --rdzv_backend=c10d --rdzv_endpoint=\${MASTER}:$P \\
    --nnodes=\${VC_WORKER_NUM} --nproc_per_node=1 train.py --epochs 3
EOF
run good 100
if [[ $RC == 0 && $(q good 'd["verdict"], d["changes"], d["rendezvous"]["world_size"]') == "('passed', [], 2)" ]]; then
    pass "good command: passed as written, exit 0"
else
    fail "good command"; show good
fi
[[ $(q good 'd["nodes"][1]["command"]') == "torchrun --rdzv_id=$RDZV_ID --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:$P --nnodes=2 --nproc_per_node=1 \$DDPW_PROBE" ]] &&
    pass "good command: node 1 ran the command bash gives it, node 0 on 127.0.0.1" ||
    fail "good command: node 1 ran $(q good 'd["nodes"][1]["command"]')"
[[ $(q good '[n["host"] for n in d["nodes"]], d["nodes"][1]["env"]["VC_TASK_INDEX"]') == "(['127.0.0.1', '127.0.0.2'], '1')" ]] &&
    pass "good command: node k is 127.0.0.(k+1) with its platform index" || fail "hosts $(q good '[n["host"] for n in d["nodes"]]')"
[[ $(q good 'any("loopback" in l for l in d["local_changes"])') == True ]] &&
    pass "good command: the loopback addresses are named as a local change" || fail "local changes $(q good 'd["local_changes"]')"

# 2. 2.x dash spellings: torch 1.13 refuses them in its own words, and the check said so first.
cat >"$WORK/dashes.sh" <<EOF
torchrun --nnodes=2 --nproc-per-node=1 --node-rank=\$VC_TASK_INDEX --master-addr=\${VC_WORKER_HOSTS%%,*} --master-port=$(free_port "$PY") train.py
EOF
run dashes 60
if [[ $RC == 1 && $(q dashes 'd["verdict"]') == failed ]] &&
    [[ $(q dashes 'any("unrecognized arguments" in l for n in d["nodes"] for l in n["output"])') == True ]]; then
    pass "dash spellings: fail with torch's own message"
else
    fail "dash spellings"; show dashes
fi
[[ $(q dashes 'd["nodes"][0]["argv"][1:3]') == "['--nnodes=2', '--nproc-per-node=1']" ]] &&
    pass "dash spellings: ran as written" || fail "dash spellings: argv $(q dashes 'd["nodes"][0]["argv"]')"
grep -q "Known before the run: torch 1.13" "$WORK/dashes.err" && pass "dash spellings: said before the run" ||
    fail "dash spellings: no notice: $(head -5 "$WORK/dashes.err")"

# 3. --nnodes=3 in a job of 2 pods: each waits for a third, as the job would; the cause is named.
cat >"$WORK/nnodes.sh" <<EOF
torchrun --nnodes=3 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") train.py
EOF
run nnodes 20
if [[ $RC == 1 && $(q nnodes 'd["verdict"]') == failed && $(q nnodes '"waits for 3 nodes" in d["rendezvous"]["error"]') == True ]]; then
    pass "--nnodes=3 on 2 pods: failed, cause named: $(q nnodes 'd["rendezvous"]["error"]' | cut -c1-120)"
else
    fail "--nnodes=3 on 2 pods"; show nnodes
fi
[[ $(q nnodes 'len(d["nodes"]), d["nodes"][0]["argv"][1]') == "(2, '--nnodes=3')" ]] &&
    pass "--nnodes=3: 2 nodes ran it as written" || fail "--nnodes=3: $(q nnodes '[n["argv"] for n in d["nodes"]]')"

# 4. --node_rank=0 written in the command: two nodes cannot both be rank 0.
cat >"$WORK/rank0.sh" <<EOF
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=0 --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") train.py
EOF
run rank0 30
if [[ $RC == 1 && $(q rank0 '"--node_rank=0" in d["rendezvous"]["error"]') == True ]] &&
    [[ $(q rank0 'all("--node_rank=0" in n["argv"] for n in d["nodes"])') == True ]]; then
    pass "--node_rank=0 on every node: failed, cause named"
else
    fail "--node_rank=0"; show rank0
fi

# 5. The job is written for torch 2.6 in spellings every release takes: runs as written here.
cat >"$WORK/torch26.sh" <<EOF
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") train.py
EOF
run torch26 100 --torch 2.6
if [[ $RC == 0 && $(q torch26 'd["verdict"], d["nodes"][0]["argv"][2]') == "('passed', '--nproc_per_node=1')" ]]; then
    pass "a 2.6 job in underscore spellings: passed as written with this machine's torch"
else
    fail "2.6 job"; show torch26
fi
grep -q "The job says torch 2.6, this machine has 1.13" "$WORK/torch26.err" && pass "2.6 job: the other release is said" ||
    fail "2.6 job: no note: $(head -5 "$WORK/torch26.err")"

# 6. The command's interpreter runs: /usr/bin/python3 -m torch.distributed.launch as written.
cat >"$WORK/launchpy.sh" <<EOF
$PY -m torch.distributed.launch --nnodes=2 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") --use_env train.py
EOF
run launchpy 100
[[ $RC == 0 && $(q launchpy 'd["verdict"], d["nodes"][0]["argv"][0]') == "('passed', '$PY')" ]] &&
    pass "$PY -m torch.distributed.launch: ran with that interpreter and passed" || { fail "launch.py"; show launchpy; }

# 7. A bare python that has no torch here fails, naming it; --python chooses one that has.
mkdir -p "$WORK/bin"
printf '#!/bin/sh\n# no site-packages: no torch\nexec %s -S "$@"\n' "$PY" >"$WORK/bin/python"
chmod +x "$WORK/bin/python"
cat >"$WORK/bare.sh" <<EOF
python -m torch.distributed.run --nnodes=2 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") train.py
EOF
PATH=$WORK/bin:$PATH run bare 60
if [[ $RC == 1 ]] && grep -q "cannot import torch on this machine" "$WORK/bare.err" && grep -q -- "--python" "$WORK/bare.err"; then
    pass "bare python without torch: failed, the interpreter named with how to choose another"
else
    fail "bare python without torch"; show bare
fi
PATH=$WORK/bin:$PATH run bare 100 --python "$PY"
if [[ $RC == 0 && $(q bare 'd["nodes"][0]["argv"][0]') == "$PY" ]] &&
    [[ $(q bare 'any("'"$PY"'" in l for l in d["local_changes"])') == True ]]; then
    pass "--python chose the interpreter of the bare python: passed, and said so"
else
    fail "--python"; show bare
fi

# 8. The command's port is taken on this machine: moved, and the report says so.
"$PY" -c '
import socket, time
s = socket.socket(); s.bind(("", 0)); s.listen(16); print(s.getsockname()[1], flush=True); time.sleep(300)' >"$WORK/port" &
LISTENER=$!
wait_for 60 test -s "$WORK/port" || fail "the port listener never started"
TAKEN=$(cat "$WORK/port")
cat >"$WORK/taken.sh" <<EOF
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$TAKEN train.py
EOF
run taken 100
if [[ $RC == 0 && $(q taken 'd["rendezvous"]["port"] != '"$TAKEN"' and any("'"$TAKEN"' is taken on this machine" in l for l in d["local_changes"])') == True ]]; then
    pass "port $TAKEN taken here: moved to $(q taken 'd["rendezvous"]["port"]'), said so, exit 0"
else
    fail "port taken"; show taken
fi
kill "$LISTENER" 2>/dev/null
wait "$LISTENER" 2>/dev/null
LISTENER=

# 9. set -euo pipefail and a variable nobody sets: bash stops at line 3 on every node, with the
# message real bash prints there; no launcher starts.
cat >"$WORK/unset.sh" <<EOF
set -euo pipefail
export NCCL_DEBUG=WARN
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\$MASTER_HOST --master_port=$(free_port "$PY") train.py
EOF
oracle=$(VC_TASK_INDEX=0 bash -c "$(cat "$WORK/unset.sh")" 2>&1 >/dev/null)
run unset 60
if [[ $RC == 1 && $(q unset 'd["verdict"]') == failed && -n $oracle ]] &&
    [[ $(q unset 'all(n["output"] == [sys.argv[3]] for n in d["nodes"])' "$oracle") == True ]] &&
    [[ $(q unset 'all(n["command"].startswith("(not started: bash stops at line 3") for n in d["nodes"])') == True ]]; then
    pass "set -u and an unset variable: every node fails with bash's own \"$oracle\", no launcher"
else
    fail "set -u: oracle \"$oracle\""; show unset; q unset '[n["output"] for n in d["nodes"]]'
fi

# 10. set -e and a test that fails on node 1 only: node 1 stops, node 0 waits for it, as the pods would.
cat >"$WORK/errexit.sh" <<EOF
set -e
test "\$VC_TASK_INDEX" -lt 1
torchrun --nnodes=2 --nproc_per_node=1 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") train.py
EOF
run errexit 60
if [[ $RC == 1 && $(q errexit 'd["nodes"][1]["command"].startswith("(not started: bash stops at line 2"), d["nodes"][0]["command"].startswith("torchrun ")') == "(True, True)" ]] &&
    [[ $(q errexit '"node(s) 1, bash stops at line 2" in d["rendezvous"]["error"]') == True ]]; then
    pass "set -e and a failing test on node 1: node 1 stops there, the cause named"
else
    fail "set -e"; show errexit
fi

# 11. Fewer processes per node than the command asks (--local-processes-per-node, for a machine
# with fewer cores): each launcher runs that many, the world is nodes x that, and the report names
# it as a change, so the run that passes exits 3.
cat >"$WORK/fewer.sh" <<EOF
torchrun --nnodes=2 --nproc_per_node=3 --node_rank=\$VC_TASK_INDEX --master_addr=\${VC_WORKER_HOSTS%%,*} --master_port=$(free_port "$PY") train.py
EOF
run fewer 100 --local-processes-per-node 1
if [[ $RC == 3 && $(q fewer 'd["verdict"], d["rendezvous"]["world_size"], sorted(r["rank"] for r in d["rendezvous"]["ranks"])') == "('passed-with-changes', 2, [0, 1])" ]] &&
    [[ $(q fewer 'any("1 process per node ran instead of the command\x27s 3" in c for c in d["changes"])') == True ]] &&
    [[ $(q fewer 'all("--nproc_per_node=1 " in n["command"] for n in d["nodes"])') == True ]]; then
    pass "--local-processes-per-node 1: 2 ranks met, named as a change, exit 3"
else
    fail "--local-processes-per-node"; show fewer; q fewer '[n["command"] for n in d["nodes"]]'
fi
"$CLI" dryrun --local --nodes 2 --command "$WORK/fewer.sh" --local-processes-per-node 0 >/dev/null 2>&1
[[ $? == 2 ]] && pass "--local-processes-per-node 0: usage error" || fail "--local-processes-per-node 0 accepted"
"$CLI" dryrun --hosts a,b --command "$WORK/fewer.sh" --local-processes-per-node 1 >/dev/null 2>&1
[[ $? == 2 ]] && pass "--local-processes-per-node over SSH: usage error" || fail "--local-processes-per-node with --hosts accepted"
"$CLI" dryrun --help | grep -q -- "--local-processes-per-node <N>" && pass "--help names --local-processes-per-node" ||
    fail "--help lacks --local-processes-per-node"

nothing_of_ours_runs() { ! pgrep -f -- "$MARK" >/dev/null; }
wait_for 60 nothing_of_ours_runs && pass "no launcher left" || fail "processes left: $(pgrep -af -- "$MARK" | cut -c1-160)"
compgen -G "$WORK/ddpw-dryrun.*" >/dev/null && fail "temporary folders left" || pass "no temporary folder left"
finish
