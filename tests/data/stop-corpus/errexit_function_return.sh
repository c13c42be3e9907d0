set -e
check() { [ "$VC_TASK_INDEX" -ge 0 ] || return 3; return 0; }
check
pick() { local r=$1; [ "$r" = 1 ] && return 1; }
pick 0 || echo "pick failed"
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py
