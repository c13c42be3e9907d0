# nodes: 3
# torch: 1.13
# outcome: node 0: the master 'job-worker-2.job' is not node 0, where rank 0 hosts the store
ARGS=(--master_addr="${VC_WORKER_HOSTS##*,}" --nnodes 3)
ARGS+=(--master_port $((29500 + 1)) --node_rank ${HOSTNAME##*-} --nproc_per_node 4)
python -m torch.distributed.run "${ARGS[@]}" train.py
