set -e
# node: 0
# expr exits 1 when its value is 0: node 0 stops at the assignment
RANK_OFFSET=$(expr "$VC_TASK_INDEX" \* 1)
torchrun --nnodes=2 --node_rank="$RANK_OFFSET" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
