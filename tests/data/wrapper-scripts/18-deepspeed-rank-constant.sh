# expect: DDP703
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | sed 's/$/ slots=8/' > ddpw-hostfile
deepspeed --hostfile ddpw-hostfile --no_ssh --node_rank 1 --master_addr ${VC_WORKER_HOSTS%%,*} train.py
