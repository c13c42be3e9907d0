# expect: DDP707
echo "${VC_WORKER_HOSTS%%,*} slots=8" > ddpw-hostfile
deepspeed --hostfile ddpw-hostfile --no_ssh --node_rank $VC_TASK_INDEX --master_addr ${VC_WORKER_HOSTS%%,*} train.py
