set -e
if [ "$VC_TASK_INDEX" = 0 ]; then
    echo master
fi
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
