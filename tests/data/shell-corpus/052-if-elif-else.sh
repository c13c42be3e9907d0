if [ "$VC_WORKER_NUM" -eq 1 ]; then
  echo single
elif [ "$VC_WORKER_NUM" -eq 2 ]; then
  echo pair
else
  echo many
fi
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py
