# nodes: 14
# torch: 2.6
# outcome: node 0: torch stops after parsing: ['EndpointPort']
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
torchrun "--rdzv_endpoint=$MASTER:29400 --nproc-per-node 8" --max_restarts 3 --rdzv_backend c10d --nnodes=14 train.py --master_port 1234
