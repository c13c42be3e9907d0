# launcher: deepspeed
# idioms: hostfile, tr, sed
# expect: ok
tr ',' '\n' <<< "$VC_WORKER_HOSTS" | sed 's/$/ slots=8/' > hostfile
deepspeed --hostfile=hostfile --no_ssh --node_rank=$VC_TASK_INDEX \
    --master_addr=$(head -n 1 hostfile | cut -d' ' -f1) --master_port=29500 train.py --deepspeed
