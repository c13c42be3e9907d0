# launcher: torchrun
# nodes: 4
# idioms: bash-rematch, read-a, array-length
# expect: ok
# An anchored match that also allows a domain after the index.
NODE_RANK=0
if [[ "$HOSTNAME" =~ -worker-([0-9]+)($|[.]) ]]; then
    NODE_RANK="${BASH_REMATCH[1]}"
fi
IFS=',' read -r -a WORKERS <<< "$VC_WORKER_HOSTS"
torchrun --nnodes="${#WORKERS[@]}" --node_rank="$NODE_RANK" --nproc_per_node=8 \
    --master_addr="${WORKERS[0]}" --master_port=29500 --rdzv_backend=static train.py
