set -e
# let NNODES=VC_WORKER_NUM is the node count, never 0: every node goes on
let NNODES=VC_WORKER_NUM "PORT = 29500"
torchrun --nnodes="$NNODES" --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port="$PORT" train.py
