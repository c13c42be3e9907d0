# node: 0
set -e
# let's status is 1 when its last expression is 0: node 0 (index 0) stops here, the others go on
let NODE_RANK=VC_TASK_INDEX
torchrun --nnodes=2 --node_rank="$NODE_RANK" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
