[ "$VC_WORKER_NUM" = 2 ] || exit
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
