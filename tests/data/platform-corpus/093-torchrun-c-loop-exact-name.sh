# launcher: torchrun
# nodes: 12
# idioms: loop, arithmetic, hostname-var, array-length
# expect: ok
# The rank searched with a C-style loop that compares whole pod names: right on worker-10 too.
HOSTS=(${VC_WORKER_HOSTS//,/ })
NODE_RANK=-1
for ((i = 0; i < ${#HOSTS[@]}; i++)); do
    if [ "${HOSTS[$i]%%.*}" = "$HOSTNAME" ]; then
        NODE_RANK=$i
        break
    fi
done
torchrun --nnodes=${#HOSTS[@]} --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=${HOSTS[0]} --master_port=29500 train.py
