# expect: DDP706
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | awk '{print $1" slots=8"}' > ddpw-hostfile
deepspeed --hostfile ddpw-hostfile --master_addr ${VC_WORKER_HOSTS%%,*} train.py
