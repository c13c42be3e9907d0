# launcher: torchrun
# idioms: branch-platform-var, modelarts
# expect: wrong-count, wrong-master, wrong-rank
# The same switch on a Volcano platform that is not ModelArts: MA_VJ_NAME is never set, so
# every node takes the notebook branch and trains alone.
if [[ -z "${MA_VJ_NAME:-}" ]]; then
    NNODES=1
    NODE_RANK=0
    MASTER_ADDR=localhost
else
    NNODES="$MA_NUM_HOSTS"
    NODE_RANK="$VC_TASK_INDEX"
    MASTER_ADDR="${VC_WORKER_HOSTS%%,*}"
fi
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=6060 train.py
