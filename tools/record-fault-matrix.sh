#!/usr/bin/env bash
# Records diagnose's fault matrix: every fault this machine can plant for real (Debian's torch
# 1.13, CPU, gloo, one node on loopback) under torchrun and torch.distributed.launch, each with
# the two ways of printing the workers' output that torch 1.13 on Python 3.11 survives (1 and 1
# tee'd with the "[default0]:" prefix; 2 and 2 with --log_dir, stderr only), into
# tests/data/diagnose-corpus/matrix/FAULT--LAUNCHER--OUTPUT.log, and writes matrix/expected.tsv
# (the fault planted: the kind diagnose must name first and a text of the decisive line).
# tst_LogDiagnoser::matrix reads the recorded logs; re-recording is for this tool only.
# Loopback only. Usage: tools/record-fault-matrix.sh [FAULT...]   (default: all)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
corpus=$root/tests/data/diagnose-corpus
out=$corpus/matrix
py=/usr/bin/python3
"$py" -c 'import torch' 2>/dev/null || { echo "no torch for $py" >&2; exit 77; }
work=$(mktemp -d /tmp/ddpw-matrix.XXXXXX)
listener=
cleanup() {
    [[ -n $listener ]] && kill "$listener" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
cp "$corpus/recorded/train_ddp.py" "$work/"
cd "$work" || exit 1
mkdir -p "$out"

free_port() { "$py" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
declare -A launcher=(
    [torchrun]="$py -m torch.distributed.run"
    [launch]="$py -m torch.distributed.launch --use_env"
)
declare -A output=(
    [tee]="--redirects=1 --tee=1"
    [logdir]="--redirects=2 --tee=2 --log_dir=$work/logs"
)
# FAULT|KIND|DECISIVE|ENVIRONMENT|LAUNCHER OPTIONS|SCRIPT AND ITS ARGUMENTS[|SECONDS] ("@PORT" is
# a free port, "@TAKEN" one a listener holds; SECONDS stops a launcher that would retry for
# minutes, default 240)
faults=(
    "crash|worker-failed|FileNotFoundError|DDPW_SCENARIO=crash|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "sigkill|host-out-of-memory|-9|DDPW_SCENARIO=sigkill|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "exit-code|worker-exit|3|DDPW_SCENARIO=exit-code|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "abort|worker-exit|SIGABRT|DDPW_SCENARIO=abort|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "restart-recovers|none|-|DDPW_SCENARIO=crash-once|--nproc_per_node=2 --max_restarts=1 --master_port=@PORT|train_ddp.py"
    "restarts-exhausted|worker-failed|FileNotFoundError|DDPW_SCENARIO=crash|--nproc_per_node=2 --max_restarts=1 --master_port=@PORT|train_ddp.py"
    "unused-parameters|unused-parameters|Expected to have finished reduction|DDPW_SCENARIO=unused-params|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "model-mismatch|model-mismatch|appears not to match|DDPW_SCENARIO=model-mismatch|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "shape-mismatch|collective-mismatch|op.preamble.length|DDPW_SCENARIO=mismatched-collective|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "collective-differs|collective-mismatch|Detected mismatch between collectives|DDPW_SCENARIO=mismatched-collective TORCH_DISTRIBUTED_DEBUG=DETAIL|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "collective-timeout|collective-timeout|Timed out waiting|DDPW_SCENARIO=slow-collective DDPW_PG_TIMEOUT=5|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "nccl-on-cpu|no-gpu|NCCL built in|DDPW_SCENARIO=nccl-on-cpu|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "cuda-on-cpu|no-gpu|_cuda_setDevice|DDPW_SCENARIO=cuda-on-cpu|--nproc_per_node=2 --master_port=@PORT|train_ddp.py"
    "taken-port|port-in-use|Address already in use|DDPW_SCENARIO=healthy|--nproc_per_node=2 --master_port=@TAKEN|train_ddp.py"
    "unresolvable-host|hostname-resolution|no-such-host.invalid|DDPW_SCENARIO=healthy|--nnodes=2 --node_rank=1 --nproc_per_node=1 --master_addr=no-such-host.invalid --master_port=@PORT|train_ddp.py|30"
    "missing-node|rendezvous-timeout|RendezvousTimeoutError|DDPW_SCENARIO=healthy|--nnodes=2 --nproc_per_node=1 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:@PORT --rdzv_conf=join_timeout=10|train_ddp.py"
    "script-not-found|script-missing|can't open file|DDPW_SCENARIO=healthy|--nproc_per_node=2 --master_port=@PORT|no_such_train.py"
)
selected=("$@")
tsv=$out/expected.tsv
[[ -f $tsv ]] || printf '# Written by tools/record-fault-matrix.sh: case, kind first, decisive text, the fault planted.\n' >"$tsv"
for spec in "${faults[@]}"; do
    IFS='|' read -r fault kind decisive envs options script seconds <<<"$spec"
    ((${#selected[@]} == 0)) || [[ " ${selected[*]} " == *" $fault "* ]] || continue
    for l in torchrun launch; do
        for o in tee logdir; do
            name=$fault--$l--$o
            port=$(free_port)
            if [[ $options == *@TAKEN* ]]; then
                "$py" -c "import socket,time; s=socket.socket(); s.bind(('0.0.0.0', $port)); s.listen(); time.sleep(300)" &
                listener=$!
            fi
            rm -rf "$work/logs"
            opts=${options//@PORT/$port}
            opts=${opts//@TAKEN/$port}
            # shellcheck disable=SC2086 # the launcher, its options and the environment are word lists
            env $envs timeout "${seconds:-240}" ${launcher[$l]} ${output[$o]} $opts $script >"$out/$name.log" 2>&1
            status=$?
            if [[ -n $listener ]]; then
                kill "$listener" 2>/dev/null
                wait "$listener" 2>/dev/null
                listener=
            fi
            grep -v -P "^\Q$name.log\E\t" "$tsv" >"$tsv.new"
            printf '%s\t%s\t%s\t%s\n' "$name.log" "$kind" "$decisive" "$fault under $l, output $o (exit $status)" >>"$tsv.new"
            mv "$tsv.new" "$tsv"
            echo "$name: exit $status ($(wc -l <"$out/$name.log") lines)"
        done
    done
done
