# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointPort']
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
ARGS=(--rdzv_backend c10d --rdzv_endpoint $MASTER:$RDZV_PORT)
ARGS+=(--rdzv_id ${JOB_ID:-job7} --nproc_per_node ${GPUS:-8} --nnodes=2)
python -m torch.distributed.launch --use_env "${ARGS[@]}" train.py --lr 0.1
