# nodes: 2
# torch: 1.13
# outcome: --rdzv_backend=c10d: no such server in the job
DISTRIBUTED_ARGS="--rdzv_backend=c10d"
torchrun $DISTRIBUTED_ARGS --nnodes=${NNODES:-2} --nproc_per_node=8 --rdzv_endpoint=job-worker-0.job --rdzv_id=${JOB_ID:-job7} train.py --lr 0.1
