#!/usr/bin/env bash
# "validate judges what the launcher receives": each snippet below passes the launcher its
# options through arrays, string variables, defaults, `read -a`, `set --`, functions, a variable
# that is unset on the platform, or values that differ from node to node; some launch through
# accelerate launch or deepspeed. Real bash runs it on both nodes of a simulated 2-node Volcano
# job (torchrun, python, accelerate and deepspeed are functions that record their argv), and for
# each node's argv:
#  - torch 1.13: Debian's real torch (tests/torch/launcher_oracle.py: its argparse, then
#    torchrun's own checks);
#  - torch 2.0 and 2.6: Python's argparse with torchrun's options of that release
#    (tests/torch/torchrun_2x_parsers.py, from shared/reference/torchrun.md), argparse only;
#  - accelerate launch, deepspeed: Python's argparse with the options of DDP Wizard's tables
#    (tests/wrappers/wrapper_parsers.py over wrapper_tables.py), argparse only.
# `ddpwizard-cli validate --torch 1.13|2.0|2.6 --nodes 2` must agree on every node: a parser error
# (DDP2xx, DDP601; for 1.13 also DDP3xx, DDP604) exactly on the nodes where the launcher stops,
# with its message (or, for torchrun's own checks, its code), and none where it starts.
# Usage: test_validate_evaluated_vs_torch.sh CLI PYTHON
set -euo pipefail
cli=${1:?usage: test_validate_evaluated_vs_torch.sh CLI PYTHON}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
source "$here/lib/common.sh"
skip_without_torch "$python"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One snippet per block, blocks separated by a line "----".
cat > "$work/snippets" << 'SNIPPETS'
ARGS=(--nnodes 2 --nproc-per-node 8 --node_rank "$VC_TASK_INDEX")
torchrun "${ARGS[@]}" train.py
----
ARGS="--nnodes 2 --nproc-per-node 8"
torchrun $ARGS train.py
----
ARGS=(--nnodes 2 --nproc_per_node 8 --node_rank "$VC_TASK_INDEX" --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port 29500)
torchrun "${ARGS[@]}" train.py --lr 0.1
----
DISTRIBUTED_ARGS="--nproc_per_node 8 --nnodes $VC_WORKER_NUM --node_rank $VC_TASK_INDEX --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500"
torchrun $DISTRIBUTED_ARGS train.py
----
torchrun --nnodes=2 --nproc_per_node=8 --master_port=$PORT train.py
----
torchrun --nnodes=2 --nproc_per_node=8 --master_port "$PORT" train.py
----
torchrun --nnodes=2 --nproc_per_node=8 --master_port=${MASTER_PORT:-29500} train.py
----
torchrun $EXTRA_LAUNCH_ARGS --nnodes=2 --nproc_per_node=8 train.py
----
LAUNCH=(--nnodes=2 --gpus=8)
torchrun "${LAUNCH[@]}" train.py
----
torchrun --nnodes=$NNODES --nproc_per_node=8 train.py
----
NPROC=8
torchrun --nnodes=2 --nproc_per_node=$NPROC --max_restarts=${RESTARTS-3} train.py
----
OPTS=(--rdzv_backend=c10d --rdzv_endpoint="${VC_WORKER_HOSTS%%,*}:29400" --rdzv_id=job7)
torchrun --nnodes=2 --nproc_per_node=8 "${OPTS[@]}" train.py
----
OPTS=(--rdzv-backend=c10d --rdzv-endpoint="${VC_WORKER_HOSTS%%,*}:29400")
torchrun --nnodes=2 --nproc_per_node=8 "${OPTS[@]}" train.py
----
set -- --nproc-per-node 8
torchrun --nnodes=2 "$@" train.py
----
set -- --nproc_per_node 8
torchrun --nnodes=2 "$@" train.py
----
read -r -a OPTS <<< "--nnodes 2 --nproc_per_node 8"
torchrun "${OPTS[@]}" train.py
----
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${HOSTS[0]} --master_port=29500 train.py
----
ARGS=(--standalone --nproc_per_node=8)
torchrun "${ARGS[@]}" train.py
----
ARGS=(--nnodes=2:1 --nproc_per_node=8)
torchrun "${ARGS[@]}" train.py
----
SETTINGS="--nproc_per_node=8 --max_restarts=-1"
torchrun --nnodes=2 $SETTINGS train.py
----
MASTER=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint=$MASTER:$RDZV_PORT train.py
----
MASTER=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint=$MASTER:${RDZV_PORT:-29400} train.py
----
ARGS=(--nnodes 2 --nproc_per_node)
torchrun "${ARGS[@]}" train.py
----
ARGS=(--nnodes=2 --nproc_per_node=8)
torchrun --standalone "${ARGS[@]}" train.py --epochs ${EPOCHS:-3}
----
launch() { torchrun --nnodes=2 --nproc_per_node=8 "$@" train.py; }
launch --node_rank "$VC_TASK_INDEX" --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port 29500
----
launch() { torchrun "$@"; }
launch --nnodes 2 --nproc-per-node 8 train.py
----
opts() { echo "--nnodes 2 --nproc_per_node 8"; }
torchrun $(opts) train.py
----
opts() { echo "--nnodes 2 --gpus 8"; }
torchrun $(opts) train.py
----
build() { ARGS=(--nnodes "$VC_WORKER_NUM" --nproc_per_node 8 --node_rank "$VC_TASK_INDEX"); }
build
torchrun "${ARGS[@]}" --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port 29500 train.py
----
start() { torchrun --nnodes=2 --nproc_per_node=8 "$@"; }
if [ "$VC_TASK_INDEX" = 0 ]; then start --node_rank=0 train.py; else start --node-rank=1 train.py; fi
----
EXTRA=""
if [ "$VC_TASK_INDEX" = 0 ]; then EXTRA=--foo; fi
torchrun --nnodes=2 --nproc_per_node=8 $EXTRA train.py
----
if [ "$VC_TASK_INDEX" = 1 ]; then EXTRA="--nproc-per-node 8"; else EXTRA="--nproc_per_node 8"; fi
torchrun --nnodes=2 $EXTRA train.py
----
PORT=29500
[ "$VC_TASK_INDEX" = 1 ] && PORT=29500x
torchrun --nnodes=2 --nproc_per_node=8 --master_port=$PORT train.py
----
case "$VC_TASK_INDEX" in 0) R=0 ;; *) R=first ;; esac
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$R --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
----
ARGS=(--nnodes 2)
if [ "$VC_TASK_INDEX" -gt 0 ]; then ARGS+=(--max_restarts -1); fi
torchrun "${ARGS[@]}" --nproc_per_node 8 train.py
----
if [ "$VC_TASK_INDEX" = 0 ]; then P=abc; else P=xyz; fi
torchrun --nnodes=2 --nproc_per_node=8 --master_port=$P train.py
----
X=(--nnodes 2 --nproc_per_node 8)
[ "$VC_TASK_INDEX" = 1 ] && X+=(--master_port)
torchrun "${X[@]}" train.py
----
if [ "$VC_TASK_INDEX" = 0 ]; then set -- --standalone; fi
torchrun --nproc_per_node=8 "$@" train.py
----
NN=2
[ "$VC_TASK_INDEX" = 1 ] && NN=2:1
torchrun --nnodes=$NN --nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint="${VC_WORKER_HOSTS%%,*}:29400" train.py
----
L=(--use_env --nproc_per_node 8 --nnodes 2 --node_rank "$VC_TASK_INDEX" --master_addr "${VC_WORKER_HOSTS%%,*}")
python -m torch.distributed.launch "${L[@]}" train.py
----
L="--use_env --nproc-per-node 8 --nnodes 2"
python -m torch.distributed.launch $L train.py
----
OPTS="--nnodes=2 --rdzv-backend=c10d --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400"
python3 -m torch.distributed.run $OPTS train.py
----
ACC=(--multi_gpu --num_machines 2 --num_processes 16 --machine_rank "$VC_TASK_INDEX" --main_process_ip "${VC_WORKER_HOSTS%%,*}" --main_process_port 29500)
accelerate launch "${ACC[@]}" train.py
----
ACC="--multi_gpu --num_proc 16"
accelerate launch $ACC train.py
----
accelerate launch --multi_gpu --num_machines 2 --num_processes=$NPROC train.py
----
acc() { accelerate launch --num_machines 2 "$@"; }
acc --num_processes 16 --mixed_precision bf17 train.py
----
acc() { accelerate launch --multi_gpu "$@"; }
acc --num-machines 2 --num-processes 16 --machine-rank "$VC_TASK_INDEX" train.py
----
if [ "$VC_TASK_INDEX" = 1 ]; then R=one; else R=0; fi
accelerate launch --multi_gpu --num_machines 2 --num_processes 16 --machine_rank $R train.py
----
ACC=(--multi_gpu --num_machines 2 --num_processes 16)
[ "$VC_TASK_INDEX" = 0 ] && ACC+=(--main_process_ip)
accelerate launch "${ACC[@]}" train.py
----
DS="--num_gpus 8 --no_ssh --node_rank $VC_TASK_INDEX --master_addr ${VC_WORKER_HOSTS%%,*}"
deepspeed $DS --hostfile /tmp/hostfile train.py
----
DS=(--num_gpu 8)
deepspeed "${DS[@]}" train.py
----
DS=(--num_nodes two)
deepspeed "${DS[@]}" train.py
----
ds() { deepspeed --no_ssh "$@" train.py; }
ds --node_rank "$VC_TASK_INDEX" --num_gpus=$GPUS
----
if [ "$VC_TASK_INDEX" = 0 ]; then DS=(--no_ssh --node_rank 0); else DS=(--no_ssh --node_rank); fi
deepspeed "${DS[@]}" --num_gpus 8 train.py
----
run() { local opts=(--nnodes 2 --nproc_per_node 8); torchrun "${opts[@]}" "$@"; }
run train.py --lr 0.1
----
mapfile -t OPTS < <(printf '%s\n' --nnodes 2 --nproc-per-node 8)
torchrun "${OPTS[@]}" train.py
----
declare -a L=(--nnodes 2 --max-restarts 3)
torchrun "${L[@]}" train.py
----
python -m torch.distributed.run $(echo --nnodes=2 --nproc_per_node=8) train.py
----
DISTRIBUTED_ARGS="--num_machines $VC_WORKER_NUM --machine_rank $VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*}"
accelerate launch --multi_gpu --num_processes 16 $DISTRIBUTED_ARGS train.py
----
DS="--num 8"
deepspeed $DS train.py
----
FILTER=(--local-ranks-filter 0)
torchrun --nnodes=2 --nproc_per_node=8 "${FILTER[@]}" train.py
SNIPPETS

# The launchers record the argv bash gives them (the first launch only) instead of starting.
cat > "$work/stubs.sh" << 'STUBS'
record_launch() {
    [ -e "$DDPW_ARGV" ] && return 0
    printf '%s\0' "$@" > "$DDPW_ARGV"
}
torchrun() { record_launch torchrun "$@"; }
python() { record_launch python "$@"; }
python3() { record_launch python "$@"; }
accelerate() { record_launch accelerate "$@"; }
deepspeed() { record_launch deepspeed "$@"; }
STUBS

# Each node of the job, as Volcano's env and svc plugins set it; nothing else of this machine's.
platform() {
    echo VC_WORKER_HOSTS=job-worker-0.job,job-worker-1.job VC_WORKER_NUM=2 VC_TASK_INDEX="$1" VK_TASK_INDEX="$1" \
        HOSTNAME=job-worker-"$1" PATH=/usr/bin:/bin
}
count=0
snippet=""
# bash on each node and validate for each torch, for every snippet; the launchers' parsers judge
# all the recorded argv at once below (one python start, not one per snippet).
record() {
    count=$((count + 1))
    printf '%s' "$snippet" > "$work/$count.sh"
    { echo ". $work/stubs.sh"; cat "$work/$count.sh"; } > "$work/$count.run"
    for node in 0 1; do
        # shellcheck disable=SC2046 # one NAME=VALUE word each
        env -i $(platform "$node") DDPW_ARGV="$work/$count.$node.argv" bash "$work/$count.run" > /dev/null 2>&1 ||
            true
    done
    for torch in 1.13 2.0 2.6; do
        set +e
        "$cli" validate "$work/$count.sh" --torch "$torch" --nodes 2 --gpus-per-node 8 --format json \
            > "$work/$count.$torch.json"
        set -e
    done
}
while IFS= read -r line || [ -n "$line" ]; do
    if [ "$line" = "----" ]; then
        record
        snippet=""
    else
        snippet+="$line"$'\n'
    fi
done < "$work/snippets"
if [ -n "$snippet" ]; then record; fi
"$python" - "$source_dir" "$work" "$count" << 'PY'
import json, os, re, sys
sys.path.insert(0, os.path.join(sys.argv[1], "tests", "torch"))
sys.path.insert(0, os.path.join(sys.argv[1], "tests", "wrappers"))
import launcher_oracle, wrapper_parsers, wrapper_tables
work, count = sys.argv[2], int(sys.argv[3])
ARGPARSE = {f"DDP{n}" for n in range(201, 208)} | {"DDP601"}
AFTER_PARSING = {"DDP208", "DDP604"} | {f"DDP{n}" for n in range(301, 311)}
# torchrun's own checks (launcher_oracle's code names) as validate reports them.
RUNTIME = {"PetFlagNotInteger": "DDP208", "NnodesFormat": "DDP301", "NnodesNotInteger": "DDP301",
           "NnodesRange": "DDP301", "NprocInvalid": "DDP302", "NprocNotPositive": "DDP302",
           "MaxRestartsNegative": "DDP303", "RdzvConfFormat": "DDP304", "RdzvConfMissingValue": "DDP304",
           "RedirectsFormat": "DDP305", "TeeFormat": "DDP305", "MonitorIntervalNotPositive": "DDP306",
           "EndpointPort": "DDP307", "EndpointHost": "DDP307", "EndpointPortMissing": "DDP308",
           "NoPythonWithModule": "DDP309", "ValueNotUsable": "DDP310", "LaunchNoPythonWithoutUseEnv": "DDP604"}
WRAPPERS = {t["launcher"]: (t,) + wrapper_parsers.build(t) for t in wrapper_tables.tables(sys.argv[1])}
NODES = [0, 1]
# "on node(s) 1 only: ..." (or "on nodes 0, 2 only") names the nodes a finding is about; any
# other finding is about every node.
ONLY = re.compile(r"\bon node(?:s|\(s\))? ([0-9]+(?:, [0-9]+)*) only\b")


def launcher_of(argv):
    """(launcher, its arguments) of a recorded argv: [program, args...]."""
    program, args = argv[0], argv[1:]
    if program == "python":
        module = args.index("-m")
        return args[module + 1], args[module + 2:]
    if program == "accelerate":
        return "accelerate", args[1:]
    return program, args


def oracle(version, launcher, args):
    """(stops, cause, codes judged): cause is argparse's message, or validate's code for torchrun's checks."""
    if launcher in WRAPPERS:
        table, parser, prefix = WRAPPERS[launcher]
        r = wrapper_parsers.run(parser, prefix, table, args)
        return r["outcome"] == "error", r["message"], ARGPARSE - {"DDP601"}
    r = launcher_oracle.parse(version, launcher, args, {})
    if r["outcome"] in ("error", "crash"):
        return True, r["message"], ARGPARSE | (AFTER_PARSING if version == "1.13" else set())
    if version != "1.13" or r["runtime"] == "skip":
        return False, None, ARGPARSE
    found = ([r["runtime"]] if r["runtime"] else []) + r["runtime_extra"]
    return bool(found), [RUNTIME.get(code, code) for code in found], ARGPARSE | AFTER_PARSING


def nodes_of(diagnostic):
    named = [int(n) for match in ONLY.findall(diagnostic["message"]) for n in match.split(", ")]
    return set(named) if named else set(NODES)


failures = named = 0
# judge -> [node argvs judged, rejected]: each wrapper argv is judged once per validate run
# (--torch 1.13, 2.0, 2.6).
VERSIONS = ("1.13", "2.0", "2.6")
JUDGES = {"1.13": "torch 1.13 (Debian's real torch)", "2.0": "torch 2.0 (argparse model)",
          "2.6": "torch 2.6 (argparse model)",
          "wrapper": "accelerate launch / deepspeed (argparse over DDP Wizard's tables)"}
counts = {judge: [0, 0] for judge in JUDGES}
for k in range(1, count + 1):
    text = open(os.path.join(work, f"{k}.sh"), encoding="utf-8").read()
    for version in VERSIONS:
        doc = json.load(open(os.path.join(work, f"{k}.{version}.json"), encoding="utf-8"))
        for node in NODES:
            path = os.path.join(work, f"{k}.{node}.argv")
            if not os.path.exists(path):
                print(f"FAIL: snippet {k}: bash started no launcher on node {node}")
                failures += 1
                continue
            argv = [a.decode() for a in open(path, "rb").read().split(b"\0")[:-1]]
            launcher, args = launcher_of(argv)
            stops, cause, judged_codes = oracle(version, launcher, args)
            ours = [d for d in doc["diagnostics"] if d["severity"] == "error" and d["code"] in judged_codes
                    and node in nodes_of(d)]
            if isinstance(cause, list):
                same_cause = any(d["code"] in cause for d in ours)
            else:
                same_cause = any(cause in d["message"] for d in ours)
            agree = stops == bool(ours) and (not stops or same_cause)
            judge = "wrapper" if launcher in WRAPPERS else version
            counts[judge][0] += 1
            counts[judge][1] += stops
            named += stops and agree and any(nodes_of(d) != set(NODES) for d in ours)
            real = f"rejects ({cause})" if stops else "accepts"
            mine = ("rejects: " + "; ".join(d["code"] + " " + d["message"] for d in ours)) if ours else "accepts"
            if not agree:
                failures += 1
                print(f"FAIL: snippet {k}, node {node}: {launcher} on torch {version} {real}; validate {mine}")
                print("".join("    " + line + "\n" for line in text.splitlines()), end="")
            else:
                print(f"ok: snippet {k}, node {node}, torch {version}: {launcher} {real.split(' ')[0]}, validate too")
print(f"{count} snippets, each run by bash on 2 nodes; node argvs judged: " +
      "; ".join(f"{JUDGES[j]} {n} ({r} rejected)" for j, (n, r) in counts.items()) +
      f"; rejections on some nodes only, named by validate: {named}; {failures} disagreements")
sys.exit(1 if failures or count < 50 else 0)
PY
