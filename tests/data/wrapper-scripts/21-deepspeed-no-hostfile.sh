# expect: DDP707
deepspeed --no_ssh --node_rank $VC_TASK_INDEX --master_addr ${VC_WORKER_HOSTS%%,*} --num_gpus 8 train.py
