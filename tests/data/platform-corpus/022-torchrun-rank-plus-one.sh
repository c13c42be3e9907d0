# launcher: torchrun
# idioms: arithmetic
# expect: wrong-rank
# A rank counted from 1 (as the pytorch plugin numbers workers after a master task).
NODE_RANK=$((VC_TASK_INDEX + 1))
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
