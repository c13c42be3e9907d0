#!/usr/bin/env bash
# Records the real torchrun logs of this folder in which the ORDER of events decides the cause
# (docs/diagnose.md, "Root cause first"), with Debian's torch 1.13 (CPU, gloo): a port already
# taken before the rendezvous closed, and connections between ranks that fail after the
# rendezvous succeeded (a loopback alias in /etc/hosts, an interface the other node cannot route
# to, torchrun's reverse lookup of an IP endpoint). Root only; loopback and the test bed's own
# network namespaces are the only addresses ever used.
#
#   tests/data/diagnose-corpus/recorded/record-network.sh [SCENARIO...]     (default: all)
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../../.." && pwd)
py=/usr/bin/python3
work=$(mktemp -d /tmp/ddpw-record.XXXXXX)
cp "$here/train_ddp.py" "$work/"
cd "$work" || exit 1
testbed=
holder=
cleanup() {
    [[ -n $holder ]] && kill "$holder" 2>/dev/null && wait "$holder" 2>/dev/null
    [[ -n $testbed ]] && "$root/tools/testbed.sh" down "$testbed" >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { "$py" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# 1 or 2 for both: torch 1.13 on Python 3.11 crashes on 0 (the default) and 3 (torch-std-quirk.log).
run=("$py" -m torch.distributed.run --redirects=1 --tee=1)
record() { # NAME SECONDS CMD...: one node's log
    local name=$1 seconds=$2
    shift 2
    timeout -k 10 "$seconds" "$@" >"$here/$name.log" 2>&1
    echo "$name: exit $? ($(wc -l <"$here/$name.log") lines)"
}
record_pair() { # NAME SECONDS CMD0 -- CMD1: two nodes started together (CMD1 SECOND_AFTER s later), one log each
    local name=$1 seconds=$2 left=() right=()
    shift 2
    while [[ $1 != -- ]]; do left+=("$1"); shift; done
    shift
    right=("$@")
    mkdir -p "$here/$name"
    timeout -k 10 "$seconds" "${left[@]}" >"$here/$name/node0.log" 2>&1 &
    local first=$!
    sleep "${SECOND_AFTER:-0}"
    timeout -k 10 "$seconds" "${right[@]}" >"$here/$name/node1.log" 2>&1
    local second=$?
    wait "$first"
    echo "$name: exit $? / $second"
}
selected=("$@")
sel() {
    ((${#selected[@]} == 0)) && return 0
    local s
    for s in "${selected[@]}"; do [[ $s == "$1" ]] && return 0; done
    return 1
}

if sel port-taken-closed; then
    # A stale job's store still holds the endpoint's port: the new job's agent cannot bind it,
    # falls back to a client of the stale store, and finds the old job's rendezvous closed.
    p=$(free_port)
    "$py" -c 'import sys, time, datetime, torch.distributed as d
s = d.TCPStore("127.0.0.1", int(sys.argv[1]), is_master=True, timeout=datetime.timedelta(seconds=60))
time.sleep(100)' "$p" &
    holder=$!
    sleep 2
    # The old job (same --rdzv_id) fails and closes its rendezvous in that store.
    DDPW_SCENARIO=crash DDPW_CRASH_RANK=0 timeout 60 "${run[@]}" --nnodes=1 --nproc_per_node=1 --rdzv_backend=c10d \
        --rdzv_endpoint=127.0.0.1:"$p" --rdzv_id=job7 --max_restarts=0 train_ddp.py >/dev/null 2>&1
    record port-taken-closed 60 "${run[@]}" --nnodes=1:2 --nproc_per_node=2 --rdzv_backend=c10d \
        --rdzv_endpoint=127.0.0.1:"$p" --rdzv_id=job7 train_ddp.py
    kill "$holder" 2>/dev/null
    wait "$holder" 2>/dev/null
    holder=
fi

if sel loopback-alias || sel unroutable-interface || sel reverse-lookup || sel nnodes-differ; then
    testbed=$("$root/tools/testbed.sh" up 2)
    # shellcheck disable=SC1091
    source "$testbed/env"
    ip1=$TB_SUBNET.11
    # Inside test-bed node I, with its own hostname (as a pod has).
    node1=("$root/tools/testbed.sh" exec "$testbed" 1 unshare --uts sh -c 'hostname "node$0"; cd "$1"; shift; exec "$@"' 1 "$work")
    node2=("$root/tools/testbed.sh" exec "$testbed" 2 unshare --uts sh -c 'hostname "node$0"; cd "$1"; shift; exec "$@"' 2 "$work")
fi
if sel loopback-alias; then
    # Debian's installer maps the machine's own name to 127.0.1.1 in /etc/hosts. The rendezvous
    # (by address) succeeds; Gloo then binds and advertises what the host name resolves to.
    for i in 1 2; do
        { printf '127.0.0.1 localhost\n127.0.1.1 node%d\n' "$i"
          grep -v "node$i\$" "/etc/netns/${TB_NS_PREFIX}-node$i/hosts" | grep -v localhost; } >"$work/hosts$i"
        cp "$work/hosts$i" "/etc/netns/${TB_NS_PREFIX}-node$i/hosts"
    done
    common=(--nnodes=2 --nproc_per_node=1 --master_addr="$ip1" --master_port=29500 train_ddp.py)
    DDPW_PG_TIMEOUT=20 record_pair gloo-loopback-alias 90 "${node1[@]}" "${run[@]}" --node_rank=0 "${common[@]}" -- \
        "${node2[@]}" "${run[@]}" --node_rank=1 "${common[@]}"
    "$root/tools/testbed.sh" down "$testbed" >/dev/null 2>&1
    testbed=$("$root/tools/testbed.sh" up 2)
    source "$testbed/env"
    ip1=$TB_SUBNET.11
    node1[2]=$testbed
    node2[2]=$testbed
fi
if sel unroutable-interface; then
    # Each node has a second interface (as a pod has a bridge or a second NIC) that the other
    # node has no route to; GLOO_SOCKET_IFNAME names it. The rendezvous goes over the bridge.
    for i in 1 2; do
        ns=${TB_NS_PREFIX}-node$i
        ip -n "$ns" link add ddpw0 type veth peer name ddpw0p
        ip -n "$ns" addr add "192.168.77.1$i/32" dev ddpw0
        ip -n "$ns" link set ddpw0p up
        ip -n "$ns" link set ddpw0 up
    done
    common=(--nnodes=2 --nproc_per_node=1 --master_addr="$ip1" --master_port=29500 train_ddp.py)
    GLOO_SOCKET_IFNAME=ddpw0 DDPW_PG_TIMEOUT=20 record_pair gloo-unroutable-interface 90 \
        "${node1[@]}" "${run[@]}" --node_rank=0 "${common[@]}" -- "${node2[@]}" "${run[@]}" --node_rank=1 "${common[@]}"
fi
if sel reverse-lookup; then
    # The endpoint is an address; the agent that hosts the rendezvous gives its workers the name
    # it finds for itself (socket.getfqdn()), which the other node cannot resolve.
    f=/etc/netns/${TB_NS_PREFIX}-node1/hosts
    sed -i "s/^$ip1 .*/$ip1 node1.pods.cluster.internal node1/" "$f"
    common=(--nnodes=2 --nproc_per_node=1 --rdzv_backend=c10d --rdzv_endpoint="$ip1":29400 --rdzv_id=ddp train_ddp.py)
    DDPW_PG_TIMEOUT=20 record_pair reverse-lookup 90 "${node1[@]}" "${run[@]}" "${common[@]}" -- \
        "${node2[@]}" "${run[@]}" "${common[@]}"
    # The same with LOGLEVEL=INFO: torchrun then logs the endpoint it was given.
    DDPW_PG_TIMEOUT=20 LOGLEVEL=INFO record_pair reverse-lookup-info 90 "${node1[@]}" "${run[@]}" "${common[@]}" -- \
        "${node2[@]}" "${run[@]}" "${common[@]}"
fi
if sel nnodes-differ; then
    # The two nodes join one c10d rendezvous with different --nnodes: the state the first agent
    # writes lacks the deadline the other's settings expect, and that agent dies of a TypeError.
    # Started together, the rendezvous may close with the first two and train; the second node
    # joining once the first waits is the failure.
    common=(--nproc_per_node=1 --rdzv_backend=c10d --rdzv_endpoint="$ip1":29400 --rdzv_id=ddp train_ddp.py)
    SECOND_AFTER=3 DDPW_PG_TIMEOUT=20 record_pair nnodes-differ 90 "${node1[@]}" "${run[@]}" --nnodes=2 "${common[@]}" -- \
        "${node2[@]}" "${run[@]}" --nnodes=3 "${common[@]}"
fi
