# $(VC_TASK_INDEX) for $VC_TASK_INDEX: bash runs a command of that name, finds none and
# substitutes nothing.
RANK_TYPO=$(VC_TASK_INDEX)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --typo "$RANK_TYPO"
