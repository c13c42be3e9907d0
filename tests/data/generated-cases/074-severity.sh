# nodes: 1
# torch: 1.13
# outcome: node ranks [1], not each of 0..0 once
python3 -m torch.distributed.run --nnodes 1:1 --nproc_per_node=8 --node_rank=$((VC_TASK_INDEX + 1)) --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
