[ "$VC_WORKER_NUM" = 2 ] && false || exit
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
