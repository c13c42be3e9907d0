# launcher: torchrun
# idioms: default-chain
# expect: ok
# Nested defaults: an explicit value, then ModelArts' name, then Volcano's.
NNODES=${NNODES:-${MA_NUM_HOSTS:-${VC_WORKER_NUM:-1}}}
NODE_RANK=${NODE_RANK:-${VC_TASK_INDEX:-0}}
MASTER_ADDR=${MASTER_ADDR:-${VC_WORKER_HOSTS%%,*}}
NPROC_PER_NODE=${NPROC_PER_NODE:-${MA_NUM_GPUS:-8}}
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=$NPROC_PER_NODE \
    --master_addr=$MASTER_ADDR --master_port=${MASTER_PORT:-29500} train.py
