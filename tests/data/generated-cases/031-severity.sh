# nodes: 4
# torch: 1.13
# outcome: node ranks [0, 0, 1, 1], not each of 0..3 once
torchrun --nnodes 4 --nproc_per_node=8 --node_rank $(( VC_TASK_INDEX / 2 )) --master_addr job-worker-0.job --master_port=29500 --rdzv_backend=static train.py
