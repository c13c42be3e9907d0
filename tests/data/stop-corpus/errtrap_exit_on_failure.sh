trap 'echo "failed at $LINENO" >&2; exit 3' ERR
[ "$VC_TASK_INDEX" -eq 0 ]
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
