set -e
[ "$VC_TASK_INDEX" = 0 ] && echo "node 0 is the master"
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
