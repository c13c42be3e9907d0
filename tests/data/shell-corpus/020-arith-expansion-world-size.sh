GPUS=4
NODES=$VC_WORKER_NUM
WORLD=$((GPUS * NODES))
torchrun --nnodes=$NODES --nproc_per_node=$GPUS --node_rank=$VC_TASK_INDEX \
  --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --world-size $WORLD
