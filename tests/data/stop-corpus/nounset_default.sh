set -u
PORT=${MASTER_PORT:-29500}
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=$PORT train.py
