# nodes: 2
# torch: 2.6
# outcome: node 0: torch stops after parsing: the port of --rdzv_endpoint 10.1.0.10: is no number
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
ARGS=(--rdzv-endpoint=$MASTER:$RDZV_PORT --nnodes=2)
ARGS+=(--rdzv-backend c10d --nproc-per-node 8)
torchrun ${ARGS[@]} train.py --lr 0.1
