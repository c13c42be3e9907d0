if [ "$VC_TASK_INDEX" -eq 0 ]; then
  torchrun --nnodes=2 --node_rank=0 --master_addr=${VC_WORKER_HOSTS%%,*} train.py
else
  torchrun --nnodes=2 --node_rank=1 --master_addr=${VC_WORKER_HOSTS%%,*} train.py
fi
