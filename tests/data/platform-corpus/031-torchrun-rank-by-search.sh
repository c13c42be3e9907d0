# launcher: torchrun
# idioms: read-a, loop, param-expansion, hostname-var
# expect: ok
# The rank found by looking the pod's own name up in the host list.
IFS=',' read -r -a WORKERS <<< "$VC_WORKER_HOSTS"
NODE_RANK=-1
for i in "${!WORKERS[@]}"; do
    if [[ "${WORKERS[$i]%%.*}" == "${HOSTNAME%%.*}" ]]; then
        NODE_RANK=$i
        break
    fi
done
if [[ "$NODE_RANK" == -1 ]]; then
    echo "cannot find $HOSTNAME in $VC_WORKER_HOSTS" >&2
    exit 1
fi
torchrun --nnodes=${#WORKERS[@]} --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=${WORKERS[0]} --master_port=29500 train.py
