trap 'echo command failed >&2' ERR
[ "$VC_TASK_INDEX" -eq 0 ]
trap 'exit 1' ERR
[ "$VC_TASK_INDEX" -eq 0 ] && echo master
trap - ERR
false
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
