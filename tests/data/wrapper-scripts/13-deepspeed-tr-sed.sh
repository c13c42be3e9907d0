# expect:
HOSTFILE=ddpw-hostfile
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | sed 's/$/ slots=8/' > $HOSTFILE
deepspeed --hostfile $HOSTFILE --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 train.py --deepspeed ds_config.json
