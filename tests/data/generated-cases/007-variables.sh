# nodes: 2
# torch: 1.13
# outcome: node 0: the master 'job-worker-1.job' is not node 0, where rank 0 hosts the store
ARGS=""
torchrun ${ARGS} --node_rank="$VK_TASK_INDEX" --nproc_per_node=4 --nnodes=$VC_WORKER_NUM --master_addr="${VC_WORKER_HOSTS##*,}" --master_port ${MASTER_PORT:-29500} train.py
