# nodes: 3
# torch: 1.13
# outcome: node 2: torch 1.13: error unrecognized arguments: --node-rank
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr "${VC_WORKER_HOSTS##*,}" --master_port=29500 --node_rank=0 train.py
elif [ "$VC_TASK_INDEX" = 1 ]; then
    python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr "${VC_WORKER_HOSTS##*,}" --master_port=29500 --node_rank=1 train.py
else
    python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr "${VC_WORKER_HOSTS##*,}" --master_port=29500 --node-rank 2 train.py
fi
