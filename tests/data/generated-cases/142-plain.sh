# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointPort']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python3 -m torch.distributed.run --nproc_per_node=4 --rdzv_id ${JOB_ID:-job7} --rdzv_backend c10d --rdzv_endpoint $MASTER:$RDZV_PORT --nnodes ${NNODES:-2} train.py --nnodes 4 --data /mnt/data
