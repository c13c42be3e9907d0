{
  echo "node $VC_TASK_INDEX of $VC_WORKER_NUM"
  echo "hosts $VC_WORKER_HOSTS"
} > node.txt
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py
