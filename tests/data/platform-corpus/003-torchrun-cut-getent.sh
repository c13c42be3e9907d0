# launcher: torchrun
# idioms: cut, getent, awk, or-true, default-chain
# expect: ok
# The first host with cut, resolved to its address; the name itself when the lookup fails.
set -euo pipefail
NNODES=${NNODES:-${VC_WORKER_NUM:-1}}
GPUS_PER_NODE=${GPUS_PER_NODE:-8}
if [ -n "${VC_WORKER_HOSTS:-}" ]; then
    FIRST_HOST=$(echo "$VC_WORKER_HOSTS" | cut -d',' -f1)
    MASTER_ADDR=$(getent hosts "$FIRST_HOST" | awk '{print $1; exit}' || true)
    MASTER_ADDR=${MASTER_ADDR:-$FIRST_HOST}
else
    MASTER_ADDR=${MASTER_ADDR:-127.0.0.1}
fi
echo "rendezvous at $MASTER_ADDR, $NNODES nodes"
torchrun --nnodes "$NNODES" --nproc_per_node "$GPUS_PER_NODE" --node_rank "${VC_TASK_INDEX:-0}" \
    --master_addr "$MASTER_ADDR" --master_port 29500 train.py --config configs/base.yaml
