# launcher: torchrun
# idioms: read, here-string
# expect: ok
# read puts the first field in MASTER_ADDR and the rest in a throw-away variable.
IFS=',' read -r MASTER_ADDR _ <<< "$VC_WORKER_HOSTS"
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
