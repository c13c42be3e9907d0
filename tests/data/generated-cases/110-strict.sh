# nodes: 4
# torch: 2.6
# outcome: node ranks [0, 0, 0, 0], not each of 0..3 once
set -e
echo starting on $HOSTNAME
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
python -m torch.distributed.run --rdzv_endpoint $MASTER_ADDR --nnodes=${NNODES:-4} --rdzv_backend static --rdzv_id ${JOB_ID:-job7} --nproc_per_node gpu train.py --config "cfg a.yaml"
