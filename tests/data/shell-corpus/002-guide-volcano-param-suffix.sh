MASTER=${VC_WORKER_HOSTS%%,*}
torchrun --nnodes="$VC_WORKER_NUM" --node_rank="$VC_TASK_INDEX" \
  --master_addr="$MASTER" --master_port=23456 --nproc_per_node=4 train.py
