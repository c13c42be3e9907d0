# launcher: torchrun
# idioms: etc-volcano, glob, awk
# expect: ok
NUM_NODES=$(cat /etc/volcano/VC_*_NUM)
MASTER_ADDR=$(cat /etc/volcano/VC_*_HOSTS | awk -F, '{print $1}')
NODE_RANK=$VC_TASK_INDEX
[[ -z "$NODE_RANK" ]] && NODE_RANK=$OMPI_COMM_WORLD_RANK
torchrun --nnodes=$NUM_NODES --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
