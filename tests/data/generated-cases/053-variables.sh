# nodes: 2
# torch: 1.13
# outcome: node 0: the master 'job-worker-1.job' is not node 0, where rank 0 hosts the store
DISTRIBUTED_ARGS="--master_addr="${VC_WORKER_HOSTS##*,}" --node_rank ${VC_TASK_INDEX}"
python -m torch.distributed.run ${DISTRIBUTED_ARGS} --master_port=$((29500 + 1)) --nnodes=${VC_WORKER_NUM} --nproc_per_node=4 train.py --epochs ${EPOCHS:-3}
