declare -A PORTS=([master]=29500 [store]=29400)
torchrun --nnodes=2 --master_port=${PORTS[master]} --master_addr=${VC_WORKER_HOSTS%%,*} \
  --node_rank=$VC_TASK_INDEX train.py
