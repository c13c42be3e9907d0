# expect: unresolved
source ./cluster.env
torchrun --nnodes=$NNODES --nproc_per_node=$NPROC_PER_NODE train.py
