# nodes: 1
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
python3 -m torch.distributed.run --nnodes=${NNODES:-1} --nproc_per_node 4 --rdzv_endpoint $MASTER:29400 --rdzv_backend=c10d train.py --lr 0.1
