if [[ $VC_TASK_INDEX =~ ^[0-9]+$ ]]; then
  echo "rank ok"
fi
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py
