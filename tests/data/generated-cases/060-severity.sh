# nodes: 3
# torch: 1.13
# outcome: starts
python -m torch.distributed.launch --use_env --nnodes 3 --nproc_per_node=8 --node_rank $((VC_TASK_INDEX - 1)) --master_addr="${VC_WORKER_HOSTS##*,}" --master_port=29500 --rdzv_backend=c10d --rdzv_endpoint="${VC_WORKER_HOSTS##*,}":29400 train.py
