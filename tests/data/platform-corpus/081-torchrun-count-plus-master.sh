# launcher: torchrun
# idioms: arithmetic, default-chain, other-role-count
# expect: wrong-count
# A master task counted in though this job has none: the default 1 makes one node too many.
NNODES=$(( ${VC_MASTER_NUM:-1} + ${VC_WORKER_NUM:-0} ))
NODE_RANK=${NODE_RANK:-${VC_TASK_INDEX:-0}}
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=12445 train.py
