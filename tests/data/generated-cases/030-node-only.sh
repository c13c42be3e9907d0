# nodes: 4
# torch: 1.13
# outcome: node ranks [1, 2, 3, 4], not each of 0..3 once
python3 -m torch.distributed.run --node_rank $((VC_TASK_INDEX + 1)) --master_addr job-worker-0.job --nnodes ${NNODES:-4} --nproc_per_node auto --master_port=${MASTER_PORT:-29500} --log_dir=$MY_IP train.py
