#!/usr/bin/env bash
# "validate judges what torch receives": each snippet below passes the launcher its
# options through arrays, string variables, defaults, `read -a`, `set --` or a variable that is
# unset on the platform. Real bash runs it on node 0 of a simulated 2-node Volcano job (torchrun
# is a function that records its argv), Debian's real torch 1.13 parses that argv
# (tests/torch/launcher_oracle.py: argparse, then torchrun's own checks), and
# `ddpwizard-cli validate --torch 1.13 --nodes 2` must agree: a parser error (DDP2xx, DDP3xx,
# DDP601, DDP604) exactly where torch stops.
# Usage: test_validate_evaluated_vs_torch.sh CLI PYTHON
set -euo pipefail
cli=${1:?usage: test_validate_evaluated_vs_torch.sh CLI PYTHON}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
"$python" -c 'import torch' 2> /dev/null || {
    echo "SKIP: $python has no torch"
    exit 0
}
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
SNIPPETS

# Node 0 of the job, as Volcano's env and svc plugins set it; nothing else of this machine's.
platform=(VC_WORKER_HOSTS=job-worker-0.job,job-worker-1.job VC_WORKER_NUM=2 VC_TASK_INDEX=0 VK_TASK_INDEX=0
    HOSTNAME=job-worker-0 PATH=/usr/bin:/bin)
failures=0
count=0
index=0
snippet=""
# bash on node 0 and validate, for every snippet; torch judges all the recorded argv at once
# below (one python start, not one per snippet).
record() {
    index=$((index + 1))
    count=$((count + 1))
    printf '%s' "$snippet" > "$work/$index.sh"
    # torchrun records the argv it gets.
    { printf 'torchrun() { printf "%%s\\0" "$@" > %q; }\n' "$work/$index.argv"; cat "$work/$index.sh"; } \
        > "$work/$index.run"
    env -i "${platform[@]}" bash "$work/$index.run" > /dev/null 2>&1 || true
    set +e
    "$cli" validate "$work/$index.sh" --torch 1.13 --nodes 2 --gpus-per-node 8 --format json > "$work/$index.json"
    set -e
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
import json, os, sys
sys.path.insert(0, os.path.join(sys.argv[1], "tests", "torch"))
import launcher_oracle
work, count = sys.argv[2], int(sys.argv[3])
PARSER = {f"DDP{n}" for n in list(range(200, 211)) + list(range(301, 311)) + [601, 604]}
failures = rejected = 0
for k in range(1, count + 1):
    text = open(os.path.join(work, f"{k}.sh"), encoding="utf-8").read()
    path = os.path.join(work, f"{k}.argv")
    if not os.path.exists(path):
        print(f"FAIL: snippet {k}: bash started no torchrun")
        failures += 1
        continue
    argv = [a.decode() for a in open(path, "rb").read().split(b"\0")[:-1]]
    r = launcher_oracle.parse("1.13", "torchrun", argv, {})
    runtime_known = r["runtime"] != "skip"
    stops = r["outcome"] in ("error", "crash") or (
        r["outcome"] == "ok" and runtime_known and (r["runtime"] is not None or bool(r["runtime_extra"])))
    real = ("rejects: " + str(r["message"] or r["runtime"] or r["runtime_extra"])) if stops else "accepts"
    doc = json.load(open(os.path.join(work, f"{k}.json"), encoding="utf-8"))
    errors = [d for d in doc["diagnostics"] if d["severity"] == "error" and d["code"] in PARSER]
    ours = ("rejects: " + errors[0]["code"] + " " + errors[0]["message"]) if errors else "accepts"
    rejected += stops
    if real.split(":")[0] != ours.split(":")[0]:
        failures += 1
        print(f"FAIL: snippet {k}: torch 1.13 {real}; validate {ours}")
        print("".join("    " + line + "\n" for line in text.splitlines()), end="")
    else:
        print(f"ok: snippet {k}: torch 1.13 {real.split(':')[0]}, validate too")
print(f"{count} snippets, {rejected} rejected by torch 1.13; {failures} disagreements")
sys.exit(1 if failures or count < 20 else 0)
PY
