mapfile -t HOSTS < <(tr ',' '\n' <<< "$VC_WORKER_HOSTS")
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} --node_rank=$VC_TASK_INDEX train.py
