# nodes: 1
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointPortMissing']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
printf '%s\n' "torchrun --rdzv_endpoint $MASTER --nproc_per_node=8 --nnodes=$VC_WORKER_NUM --rdzv_id=job7 --rdzv_backend=static train.py" > run.sh
. ./run.sh
