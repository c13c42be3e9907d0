# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script ''
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
DISTRIBUTED_ARGS=""
python -m torch.distributed.run "$DISTRIBUTED_ARGS" --nproc_per_node=4 --rdzv_endpoint $MASTER_ADDR:29400 --rdzv_id=${JOB_ID:-job7} --rdzv_backend c10d --nnodes=1 train.py --nnodes 4 --data /mnt/data
