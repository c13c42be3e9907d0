# nodes: 2
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
python -m torch.distributed.launch --use_env --rdzv_endpoint="$MASTER" --rdzv_backend=c10d --nproc_per_node auto --nnodes=${VC_WORKER_NUM} train.py --master_port 1234
