# nodes: 11
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointPort']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
launch() { torchrun "$@"; }
launch --max_restarts=0 --rdzv_backend c10d --rdzv_id=job7 --rdzv_endpoint $MASTER:$RDZV_PORT --nnodes ${VC_WORKER_NUM} --nproc_per_node=8 train.py --nnodes 4 --data /mnt/data
