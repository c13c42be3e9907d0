# nodes: 4
# torch: 1.13
# outcome: static rendezvous with --nnodes=1:4 waits for 4 nodes
torchrun --nnodes=1:4 --nproc_per_node=8 --node_rank=$((VC_TASK_INDEX + 1)) --master_addr=job-worker-0.job --master_port=29500 train.py
