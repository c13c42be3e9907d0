# nodes: 2
# torch: 2.6
# outcome: node 0: python cannot open the training script 'train.py\r'
DISTRIBUTED_ARGS="--rdzv_backend=c10d"
python -m torch.distributed.launch --use_env $DISTRIBUTED_ARGS --nproc-per-node auto --rdzv-id=job7 --rdzv-endpoint ${MASTER_ADDR:-job-worker-0.job} --nnodes=${NNODES:-2} train.py
