ID=12345
PORT=$(( 20000 + ID % 1000 ))
torchrun --nnodes=2 --master_port=$PORT --master_addr=${VC_WORKER_HOSTS%%,*} --node_rank=$VC_TASK_INDEX train.py
