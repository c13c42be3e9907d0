#!/usr/bin/env bash
# A fix of `validate` is valid in the script it is applied to: for each snippet below, the fixes
# of its finding (validate --format json) are applied, `bash -n` accepts the result, real bash
# runs it on both nodes of a simulated 2-node Volcano job (torchrun and python -m
# torch.distributed.* record their argv), Debian's torch 1.13 parses each node's argv
# (tests/torch/launcher_oracle.py) without an error, every node's launcher gets the first host as
# its master (and its own index as node rank with the static rendezvous), and validate finds
# nothing of that cause, nor any other error or warning, in the fixed script.
# Usage: test_validate_fixes_vs_bash.sh CLI PYTHON
set -euo pipefail
cli=${1:?usage: test_validate_fixes_vs_bash.sh CLI PYTHON}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
source "$here/lib/common.sh"
skip_without_torch "$python"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One snippet per block: a line "code DDPxxx", the snippet, a line "----".
cat > "$work/snippets" << 'SNIPPETS'
code DDP403
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py
----
code DDP403
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=localhost --master_port=29500 train.py
----
code DDP403
set -e
cd /tmp && torchrun --nnodes=2 --nproc_per_node=8 \
    --node_rank=$VC_TASK_INDEX --master_addr=127.0.0.1 --master_port=29500 train.py
----
code DDP403
MASTER=${VC_WORKER_HOSTS%%,*} torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=localhost --master_port=29500 train.py
----
code DDP403
if [ -n "$VC_WORKER_HOSTS" ]; then
    torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py
fi
----
code DDP403
MASTER="${VC_WORKER_HOSTS%%,*}"
: "${MASTER:?}"
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=127.0.0.1 --master_port=29500 train.py
----
code DDP405
torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job7 train.py
----
code DDP108
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=<master-ip> --master_port=29500 train.py
----
code DDP504
MASTER=$(echo "$VC_WORKER_HOSTS" | cut -d, -f2)
: "${MASTER:?}"
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py
----
code DDP506
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$(hostname -i) --master_port=29500 train.py
----
code DDP506
torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job7 --rdzv_endpoint="$(hostname -i):29400" train.py
----
code DDP409
MASTER="${VC_WORKER_HOSTS%%,*}"
: "${MASTER:?}"
torchrun --nnodes=2:4 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py
----
code DDP410
MASTER="${VC_WORKER_HOSTS%%,*}"
: "${MASTER:?}"
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=$((29500 + VC_TASK_INDEX)) train.py
----
SNIPPETS

# bash on node k of the job, as Volcano's env and svc plugins set it; the launchers record.
run_nodes() { # SCRIPT DIR
    local k d
    for k in 0 1; do
        d=$2/node$k
        mkdir -p "$d"
        { printf 'torchrun() { printf "%%s\\0" torchrun "$@" > %q; }\n' "$d/argv"
            printf 'python() { [ "$1" = -m ] && printf "%%s\\0" "$2" "${@:3}" > %q; }\n' "$d/argv"
            cat "$1"; } > "$d/run.sh"
        env -i VC_WORKER_HOSTS=job-worker-0.job,job-worker-1.job VC_WORKER_NUM=2 VC_TASK_INDEX=$k \
            VK_TASK_INDEX=$k HOSTNAME=job-worker-$k PATH=/usr/bin:/bin bash "$d/run.sh" > /dev/null 2>&1 || true
    done
}

count=0
snippet=""
code=""
while IFS= read -r line || [ -n "$line" ]; do
    if [ "$line" = "----" ]; then
        count=$((count + 1))
        dir=$work/$count
        mkdir -p "$dir"
        printf '%s' "$snippet" > "$dir/original.sh"
        echo "$code" > "$dir/code"
        set +e
        "$cli" validate "$dir/original.sh" --torch 1.13 --nodes 2 --gpus-per-node 8 --format json > "$dir/before.json"
        set -e
        snippet=""
    elif [[ $line == "code "* ]]; then
        code=${line#code }
    else
        snippet+="$line"$'\n'
    fi
done < "$work/snippets"

# Apply each snippet's fixes (the JSON's 1-based lines and columns), then bash and validate again.
"$python" - "$work" "$count" apply << 'PY'
import json, os, sys
work, count = sys.argv[1], int(sys.argv[2])
def offset(text, line, column):
    return sum(len(l) + 1 for l in text.split("\n")[:line - 1]) + column - 1
for k in range(1, count + 1):
    d = os.path.join(work, str(k))
    code = open(os.path.join(d, "code")).read().strip()
    text = open(os.path.join(d, "original.sh")).read()
    edits = []
    for diagnostic in json.load(open(os.path.join(d, "before.json")))["diagnostics"]:
        if diagnostic["code"] != code:
            continue
        for fix in ([diagnostic["fix"]] if diagnostic["fix"] else []) + diagnostic["more_fixes"]:
            edits.append((offset(text, fix["line"], fix["column"]), offset(text, fix["end_line"], fix["end_column"]),
                          fix["replacement"]))
    for begin, end, replacement in sorted(edits, reverse=True):
        text = text[:begin] + replacement + text[end:]
    open(os.path.join(d, "fixed.sh"), "w").write(text)
    open(os.path.join(d, "edits"), "w").write(str(len(edits)))
PY
for k in $(seq 1 "$count"); do
    dir=$work/$k
    bash -n "$dir/fixed.sh" 2> "$dir/syntax" || true
    run_nodes "$dir/fixed.sh" "$dir"
    set +e
    "$cli" validate "$dir/fixed.sh" --torch 1.13 --nodes 2 --gpus-per-node 8 --format json > "$dir/after.json"
    set -e
done

"$python" - "$source_dir" "$work" "$count" << 'PY'
import json, os, sys
sys.path.insert(0, os.path.join(sys.argv[1], "tests", "torch"))
import launcher_oracle
work, count = sys.argv[2], int(sys.argv[3])
FIRST = "job-worker-0.job"
failures = 0
for k in range(1, count + 1):
    d = os.path.join(work, str(k))
    code = open(os.path.join(d, "code")).read().strip()
    fixed = open(os.path.join(d, "fixed.sh")).read()
    problems = []
    if open(os.path.join(d, "edits")).read() == "0":
        problems.append(f"validate gave no fix for {code}")
    if open(os.path.join(d, "syntax")).read():
        problems.append("bash -n: " + open(os.path.join(d, "syntax")).read().strip())
    for node in (0, 1):
        path = os.path.join(d, f"node{node}", "argv")
        if not os.path.exists(path):
            problems.append(f"node {node}: bash started no launcher")
            continue
        argv = [a.decode() for a in open(path, "rb").read().split(b"\0")[:-1]]
        launcher, argv = argv[0], argv[1:]
        r = launcher_oracle.parse("1.13", launcher, argv, {})
        if r["outcome"] != "ok" or (r["runtime"] not in (None, "skip")) or r["runtime_extra"]:
            problems.append(f"node {node}: torch 1.13 rejects {argv}: {r['message'] or r['runtime'] or r['runtime_extra']}")
            continue
        args = {dest: value for dest, (_, value) in r["args"].items()}
        if args.get("rdzv_backend") == "static":
            master, rank = args.get("master_addr"), args.get("node_rank")
            if rank != str(node):
                problems.append(f"node {node}: node rank {rank}")
        else:
            master = (args.get("rdzv_endpoint") or "").rsplit(":", 1)[0]
        if master != FIRST:
            problems.append(f"node {node}: master '{master}', not {FIRST}")
    left = [f"{x['code']} {x['message']}" for x in json.load(open(os.path.join(d, "after.json")))["diagnostics"]
            if x["severity"] != "info" or x["code"] == code]
    if left:
        problems.append("validate after the fix: " + "; ".join(left))
    if problems:
        failures += 1
        print(f"FAIL: snippet {k} ({code}):")
        print("".join("    " + line + "\n" for line in fixed.splitlines()), end="")
        print("".join("  - " + p + "\n" for p in problems), end="")
    else:
        print(f"ok: snippet {k}: the {code} fix runs right on both nodes and validates clean")
print(f"{count} snippets, {failures} failures")
sys.exit(1 if failures or count < 10 else 0)
PY
