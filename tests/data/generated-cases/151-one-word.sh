# nodes: 1
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
python -m torch.distributed.run "--rdzv_endpoint=$MASTER --nnodes $VC_WORKER_NUM" --rdzv_backend c10d --nproc_per_node=gpu train.py
