: "${NPROC:=2}"
: "${PORT:=29500}"
torchrun --nnodes=2 --nproc_per_node=$NPROC --master_port=$PORT \
  --master_addr=${VC_WORKER_HOSTS%%,*} --node_rank=$VC_TASK_INDEX train.py
