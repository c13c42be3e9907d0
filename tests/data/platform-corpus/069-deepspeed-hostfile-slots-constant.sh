# launcher: deepspeed
# idioms: hostfile, constant, tr
# gpus: 8
# expect: wrong-nproc
# Four slots per host written for another machine type: four processes on nodes of eight GPUs.
SLOTS=4
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | while read -r host; do echo "$host slots=$SLOTS"; done > hostfile
deepspeed --hostfile hostfile --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 train.py
