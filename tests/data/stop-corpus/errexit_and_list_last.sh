set -e
true && [ "$VC_TASK_INDEX" = 0 ]
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
