# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
torchrun --nnodes=$VC_WORKER_NUM --rdzv_endpoint $MASTER:29400 --nproc_per_node 8 --rdzv_backend=c10d train.py --lr 0.1
