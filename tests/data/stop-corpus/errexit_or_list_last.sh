set -e
[ "$VC_TASK_INDEX" = 5 ] || [ "$VC_TASK_INDEX" = 7 ]
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
