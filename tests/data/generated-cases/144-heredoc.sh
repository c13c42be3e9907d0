# nodes: 3
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointPort']
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
printf '%s\n' "torchrun --rdzv_backend=c10d --nproc_per_node 8 --rdzv_id=job7 --nnodes 3 --rdzv_endpoint=$MASTER:$RDZV_PORT train.py" > run.sh
bash run.sh
