# launcher: torchrun
# idioms: branch-platform-var, modelarts
# env: MA_VJ_NAME=ddp
# env: MA_NUM_HOSTS=2
# env: MA_NUM_GPUS=8
# expect: ok
# One script for a notebook and for the training job: the job is recognised by MA_VJ_NAME.
if [[ -z "${MA_VJ_NAME:-}" ]]; then
    NNODES=1
    NODE_RANK=0
    NPROC_PER_NODE=8
    MASTER_ADDR=localhost
else
    NNODES="$MA_NUM_HOSTS"
    NODE_RANK="$VC_TASK_INDEX"
    NPROC_PER_NODE="$MA_NUM_GPUS"
    MASTER_ADDR="${VC_WORKER_HOSTS%%,*}"
fi
MASTER_PORT=6060
export NNODES NODE_RANK NPROC_PER_NODE MASTER_ADDR MASTER_PORT
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=$NPROC_PER_NODE \
    --master_addr=$MASTER_ADDR --master_port=$MASTER_PORT tools/train.py
