opts[0]=--nproc_per_node=2
opts[1]=--nnodes=2
opts[3]=--node_rank=$VC_TASK_INDEX
torchrun "${opts[@]}" --master_addr=${VC_WORKER_HOSTS%%,*} train.py
