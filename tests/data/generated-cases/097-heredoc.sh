# nodes: 2
# torch: 1.13
# outcome: starts
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
echo "torchrun --rdzv_backend c10d --nproc_per_node=8 --nnodes=$VC_WORKER_NUM --rdzv_endpoint $MASTER train.py" > run.sh
. ./run.sh
