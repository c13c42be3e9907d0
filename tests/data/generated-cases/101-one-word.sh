# nodes: 10
# torch: 1.13
# outcome: --rdzv_backend=c10d --rdzv_endpoint=job-worker-0.job: no such server in the job
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun "--rdzv_backend=c10d --rdzv_endpoint=$MASTER" --nproc_per_node=8 --rdzv_id=job7 --nnodes=${NNODES:-10} train.py --epochs ${EPOCHS:-3}
