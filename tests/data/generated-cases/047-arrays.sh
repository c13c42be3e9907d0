# nodes: 2
# torch: 2.6
# outcome: node 0: the master 'job-worker-1.job' is not node 0, where rank 0 hosts the store
ARGS=(--master_port ${MASTER_PORT:-29500} --node_rank ${VC_TASK_INDEX})
ARGS+=(--nproc_per_node=gpu --nnodes=2 --master-addr="${VC_WORKER_HOSTS##*,}")
python -m torch.distributed.launch --use_env "${ARGS[@]}" train.py --epochs ${EPOCHS:-3}
