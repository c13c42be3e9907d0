# nodes: 2
# torch: 1.13
# outcome: node ranks [-1, 0], not each of 0..1 once
torchrun --nnodes=2 --nproc_per_node=8 --node_rank $((VC_TASK_INDEX - 1)) --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
