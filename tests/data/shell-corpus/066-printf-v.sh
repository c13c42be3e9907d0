printf -v PORT '%d' 29500
torchrun --nnodes=2 --master_port=29500 --master_addr=${VC_WORKER_HOSTS%%,*} --node_rank=$VC_TASK_INDEX train.py
