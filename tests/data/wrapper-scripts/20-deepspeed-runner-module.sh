# expect:
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | sed 's/$/ slots=8/' > ddpw-hostfile
python3 -u -m deepspeed.launcher.runner --hostfile=ddpw-hostfile --no_ssh --node_rank=$VC_TASK_INDEX \
    --master_addr=${VC_WORKER_HOSTS%%,*} --num_gpus=8 train.py
