# nodes: 2
# torch: 1.13
# outcome: node 0: the master 'job-worker-1.job' is not node 0, where rank 0 hosts the store
ARGS="--nnodes 2 --master_port $((29500 + 1)) --nproc_per_node=gpu"
torchrun $ARGS --master_addr="${VC_WORKER_HOSTS##*,}" --node_rank $VC_TASK_INDEX train.py --nnodes 4 --data /mnt/data
