# launcher: torchrun
# idioms: read-a, array-length
# expect: ok
# The hosts split into an array with a comma IFS; the count is the array's length.
IFS=',' read -r -a HOST_LIST <<< "$VC_WORKER_HOSTS"
NNODES=${#HOST_LIST[@]}
MASTER_ADDR=${HOST_LIST[0]}
torchrun --nnodes=$NNODES --nproc_per_node=8 --node_rank=$VC_TASK_INDEX \
    --master_addr=$MASTER_ADDR --master_port=6060 train.py
