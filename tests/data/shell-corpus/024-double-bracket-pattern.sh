[[ $VC_WORKER_HOSTS == *,* ]] || echo "one host"
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} --node_rank=$VC_TASK_INDEX train.py
