set -e
! [ "$VC_TASK_INDEX" = 1 ]
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
