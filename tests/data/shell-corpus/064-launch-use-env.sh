python -m torch.distributed.launch --nproc_per_node=2 --nnodes=2 --node_rank=$VC_TASK_INDEX \
  --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 --use_env train.py --launcher pytorch
