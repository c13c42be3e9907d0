#!/usr/bin/env bash
# Records the real torchrun logs of this folder with Debian's torch 1.13 (CPU, gloo): healthy
# runs (one node, two nodes on this machine, two nodes of the test bed) and every failure that a
# CPU-only machine can produce for real. Each log is what the platform would show: stdout and
# stderr of the node's start command, interleaved. Root only (the test bed uses network
# namespaces). Loopback and the test bed's own namespaces are the only addresses ever used.
#
#   tests/data/diagnose-corpus/recorded/record.sh [SCENARIO...]     (default: all)
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../../.." && pwd)
py=/usr/bin/python3
work=$(mktemp -d /tmp/ddpw-record.XXXXXX)
cp "$here/train_ddp.py" "$work/"
cd "$work" || exit 1
testbed=
cleanup() {
    [[ -n $testbed ]] && "$root/tools/testbed.sh" down "$testbed" >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { "$py" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# torch 1.13 on Python 3.11 crashes on the default --redirects/--tee (see torch-std-quirk.log);
# 1 and 1 tee each worker's stdout with the "[default0]:" prefix, as platform logs show it.
run=("$py" -m torch.distributed.run --redirects=1 --tee=1)
record() { # NAME SECONDS CMD...: one node's log
    local name=$1 seconds=$2
    shift 2
    timeout "$seconds" "$@" >"$here/$name.log" 2>&1
    echo "$name: exit $? ($(wc -l <"$here/$name.log") lines)"
}
record_pair() { # NAME SECONDS CMD0 -- CMD1: two nodes started together, one log each
    local name=$1 seconds=$2 left=() right=()
    shift 2
    while [[ $1 != -- ]]; do left+=("$1"); shift; done
    shift
    right=("$@")
    mkdir -p "$here/$name"
    timeout "$seconds" "${left[@]}" >"$here/$name/node0.log" 2>&1 &
    local first=$!
    timeout "$seconds" "${right[@]}" >"$here/$name/node1.log" 2>&1
    local second=$?
    wait "$first"
    echo "$name: exit $? / $second"
}
want() { [[ $# -eq 0 ]] && return 0; local s; for s in "${selected[@]}"; do [[ $s == "$1" ]] && return 0; done; return 1; }
selected=("$@")
sel() { ((${#selected[@]} == 0)) || want "$1"; }

if sel healthy-single; then
    LOGLEVEL=INFO record healthy-single 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel healthy-single-quiet; then
    record healthy-single-quiet 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py --epochs 5
fi
if sel healthy-2node-static; then
    p=$(free_port)
    common=(--nnodes=2 --nproc_per_node=2 --master_addr=127.0.0.1 --master_port="$p" train_ddp.py)
    LOGLEVEL=INFO record_pair healthy-2node-static 120 "${run[@]}" --node_rank=0 "${common[@]}" -- \
        "${run[@]}" --node_rank=1 "${common[@]}"
fi
if sel healthy-2node-c10d; then
    p=$(free_port)
    common=(--nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:"$p" --rdzv_id=job7 train_ddp.py)
    LOGLEVEL=INFO record_pair healthy-2node-c10d 120 "${run[@]}" "${common[@]}" -- "${run[@]}" "${common[@]}"
fi
if sel healthy-testbed || sel rendezvous-unreachable-testbed || sel rendezvous-unreachable-hostname; then
    testbed=$("$root/tools/testbed.sh" up 2)
    # Inside test-bed node I, with its own hostname (as a pod has).
    node1=("$root/tools/testbed.sh" exec "$testbed" 1 unshare --uts sh -c 'hostname "node$0"; cd "$1"; shift; exec "$@"' 1 "$work")
    node2=("$root/tools/testbed.sh" exec "$testbed" 2 unshare --uts sh -c 'hostname "node$0"; cd "$1"; shift; exec "$@"' 2 "$work")
fi
if sel healthy-testbed; then
    common=(--nnodes=2 --nproc_per_node=2 --master_addr=node1 --master_port=29500 train_ddp.py)
    record_pair healthy-testbed-static 120 "${node1[@]}" "${run[@]}" --node_rank=0 "${common[@]}" -- \
        "${node2[@]}" "${run[@]}" --node_rank=1 "${common[@]}"
    common=(--nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d --rdzv_endpoint=node1:29400 --rdzv_id=ddp train_ddp.py)
    LOGLEVEL=INFO record_pair healthy-testbed-c10d 120 "${node1[@]}" "${run[@]}" "${common[@]}" -- \
        "${node2[@]}" "${run[@]}" "${common[@]}"
fi
if sel rendezvous-unreachable-testbed; then
    # Node 2 alone, node 1 never started: nothing listens on the endpoint.
    record rendezvous-unreachable 120 "${node2[@]}" "${run[@]}" --nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d \
        --rdzv_endpoint=node1:29400 --rdzv_id=ddp train_ddp.py
fi
if sel rendezvous-unreachable-hostname; then
    # Without its own hostname node 1 does not see itself in the endpoint: nobody hosts the store.
    common=(--nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d --rdzv_endpoint=node1:29400 --rdzv_id=ddp train_ddp.py)
    record_pair rendezvous-no-host 150 "$root/tools/testbed.sh" exec "$testbed" 1 "${run[@]}" "${common[@]}" -- \
        "$root/tools/testbed.sh" exec "$testbed" 2 "${run[@]}" "${common[@]}"
fi
if sel worker-crash; then
    DDPW_SCENARIO=crash record worker-crash 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel sigkill; then
    DDPW_SCENARIO=sigkill record worker-sigkill 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel sigbus; then
    DDPW_SCENARIO=sigbus record worker-sigbus 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel no-init; then
    DDPW_SCENARIO=no-init record no-init 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel slow-rank0; then
    DDPW_SCENARIO=slow-rank0 DDPW_PG_TIMEOUT=5 record store-timeout 120 "${run[@]}" --nproc_per_node=2 \
        --master_port="$(free_port)" train_ddp.py
fi
if sel slow-collective; then
    DDPW_SCENARIO=slow-collective DDPW_PG_TIMEOUT=5 record collective-timeout-gloo 120 "${run[@]}" --nproc_per_node=2 \
        --master_port="$(free_port)" train_ddp.py
fi
if sel local-rank; then
    DDPW_SCENARIO=no-local-rank record local-rank 120 "$py" -m torch.distributed.launch --redirects=1 --tee=1 --nproc_per_node=2 \
        --master_port="$(free_port)" train_ddp.py
fi
if sel dash-spelling; then
    record dash-spelling 60 "$py" -m torch.distributed.run --nproc-per-node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel port-in-use; then
    p=$(free_port)
    "$py" -c 'import socket,sys,time; s=socket.socket(); s.bind(("0.0.0.0", int(sys.argv[1]))); s.listen(); time.sleep(90)' "$p" &
    holder=$!
    sleep 1
    record port-in-use 120 "${run[@]}" --nproc_per_node=2 --master_port="$p" train_ddp.py
    kill "$holder" 2>/dev/null
    wait "$holder" 2>/dev/null
fi
if sel same-node-rank; then
    # Both nodes told they are node 0 (a node rank typed in, not the platform's index): both
    # start the master's store on the same address, the second finds its port taken.
    p=$(free_port)
    common=(--nnodes=2 --nproc_per_node=2 --node_rank=0 --master_addr=127.0.0.1 --master_port="$p"
        --rdzv_conf=timeout=20 train_ddp.py)
    LOGLEVEL=INFO record_pair same-node-rank 60 "${run[@]}" "${common[@]}" -- "${run[@]}" "${common[@]}"
fi
if sel option-quoted || sel option-endash; then
    # Launcher options quoted as one word, or typed with a pasted en dash: torch takes the word
    # for the script, and python refuses it (as an option of its own, or as a file it cannot open).
    record option-quoted 60 "${run[@]}" "--nproc_per_node 2" train_ddp.py
    record option-endash 60 "${run[@]}" $'\u2013nproc_per_node=2' train_ddp.py
fi
if sel rendezvous-timeout; then
    record rendezvous-timeout 120 "${run[@]}" --nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d \
        --rdzv_endpoint=127.0.0.1:"$(free_port)" --rdzv_id=job7 --rdzv_conf=join_timeout=8 train_ddp.py
fi
if sel hostname; then
    # A network namespace of its own with only loopback: the name cannot resolve, nothing leaves.
    record hostname-resolution 120 unshare -n "${run[@]}" --nnodes=2 --node_rank=1 --nproc_per_node=2 \
        --master_addr=ddp-worker-0.ddp.invalid --master_port=29500 train_ddp.py
    record hostname-resolution-c10d 120 unshare -n "${run[@]}" --nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d \
        --rdzv_endpoint=ddp-worker-0.ddp.invalid:29400 --rdzv_id=ddp train_ddp.py
fi
if sel gloo-ifname; then
    GLOO_SOCKET_IFNAME=eth9 record gloo-ifname-missing 120 "${run[@]}" --nproc_per_node=2 \
        --master_port="$(free_port)" train_ddp.py
    GLOO_SOCKET_IFNAME='^lo,docker' record gloo-ifname-syntax 120 "${run[@]}" --nproc_per_node=2 \
        --master_port="$(free_port)" train_ddp.py
fi
if sel launcher-missing; then
    record launcher-missing 30 env PATH=/nonexistent /bin/bash -c 'torchrun --nproc_per_node=2 train_ddp.py'
fi
if sel torch-missing; then
    record torch-missing 30 env -i PATH=/usr/bin:/bin /usr/bin/python3 -S -m torch.distributed.run --nproc_per_node=2 train_ddp.py
fi
if sel torch-std-quirk; then
    record torch-std-quirk 60 "$py" -m torch.distributed.run --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel restart-after-crash; then
    # Node 1's first worker crashes (no restarts left there); node 0 restarts its worker group and
    # waits to rejoin until it is stopped from outside (the timeout here, the platform in real life).
    p=$(free_port)
    common=(--nnodes=2 --nproc_per_node=2 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:"$p" --rdzv_id=job7 train_ddp.py)
    DDPW_SCENARIO=crash DDPW_CRASH_RANK=2 record_pair restart-after-crash 150 "${run[@]}" --max_restarts=1 "${common[@]}" -- \
        "${run[@]}" --max_restarts=0 "${common[@]}"
fi
# DDP's own failures: the reducer, the model check, a collective of another size, a
# script started without a launcher. "unused-params" keeps the ranks' stderr unprefixed and
# interleaved (--redirects=1 tees stdout only), "unused-params-tee" prefixes it (--redirects=2).
if sel unused-params; then
    DDPW_SCENARIO=unused-params record unused-params 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
    DDPW_SCENARIO=unused-params record unused-params-tee 120 "$py" -m torch.distributed.run --redirects=2 --tee=2 \
        --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel ready-twice; then
    # A layer run twice under reentrant checkpointing with find_unused_parameters=True.
    DDPW_SCENARIO=ready-twice record ready-twice 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel model-mismatch; then
    DDPW_SCENARIO=model-mismatch record model-mismatch 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel mismatched-collective; then
    DDPW_SCENARIO=mismatched-collective record mismatched-collective 120 "${run[@]}" --nproc_per_node=2 \
        --master_port="$(free_port)" train_ddp.py
    DDPW_SCENARIO=mismatched-collective TORCH_DISTRIBUTED_DEBUG=DETAIL record mismatched-collective-detail 120 \
        "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
if sel no-launcher; then
    # `python train_ddp.py` on a node: init_process_group's env:// finds no RANK.
    DDPW_SCENARIO=no-launcher record no-launcher 60 env -u RANK -u WORLD_SIZE -u MASTER_ADDR -u MASTER_PORT "$py" train_ddp.py
fi
if sel nccl-on-cpu; then
    DDPW_SCENARIO=nccl-on-cpu record nccl-on-cpu 120 "${run[@]}" --nproc_per_node=2 --master_port="$(free_port)" train_ddp.py
fi
