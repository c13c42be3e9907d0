set -e
[ "$VC_WORKER_NUM" -ge 4 ]
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 train.py
