# nodes: 1
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointPortMissing']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
node_rank() { echo "$VC_TASK_INDEX"; }
torchrun --nnodes ${NNODES:-1} --nproc_per_node gpu --rdzv_backend=static --rdzv_endpoint=$MASTER --node_rank $(node_rank) train.py
