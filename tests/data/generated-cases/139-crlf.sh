# nodes: 2
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
python -m torch.distributed.launch --use_env --rdzv_id=job7 --rdzv_backend c10d --rdzv_endpoint "$MASTER" --nproc_per_node=${GPUS:-8} --nnodes $VC_WORKER_NUM train.py --epochs ${EPOCHS:-3}
