# nodes: 1
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
torchrun "--master_addr=$MASTER --master_port $((29500 + 1))" --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --node_rank=${HOSTNAME##*-} train.py
