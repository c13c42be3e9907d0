set -e
announce() { [ "$VC_TASK_INDEX" = 0 ] && echo "node 0 is the master"; }
announce
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
