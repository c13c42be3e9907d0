# nodes: 5
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
DISTRIBUTED_ARGS="--rdzv_backend c10d --rdzv_endpoint="$MASTER" --nproc_per_node=8 --nnodes ${NNODES:-5}"
python -m torch.distributed.launch --use_env ${DISTRIBUTED_ARGS}  train.py --lr 0.1
