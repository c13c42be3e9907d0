# nodes: 2
# torch: 2.6
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400')]
ARGS=(--rdzv-backend c10d --rdzv-endpoint=$MASTER_ADDR)
ARGS+=(--rdzv-id=${JOB_ID:-job7} --nproc-per-node=4 --max_restarts 3 --nnodes ${VC_WORKER_NUM})
torchrun ${ARGS[@]} train.py --lr 0.1
