# nodes: 2
# torch: 2.6
# outcome: starts
ARGS=(--master-addr=job-worker-0.job --nproc-per-node 8)
ARGS+=(--node_rank $VC_TASK_INDEX --max-restarts=-1 --nnodes ${VC_WORKER_NUM} --master-port=29500)
torchrun ${ARGS[@]} train.py --epochs ${EPOCHS:-3}
