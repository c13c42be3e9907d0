# launcher: deepspeed
# idioms: hostfile, modelarts
# env: MA_NUM_GPUS=8
# expect: ok
# --num_gpus replaces the slots of every hostfile line.
printf '%s slots=1\n' ${VC_WORKER_HOSTS//,/ } > hostfile
deepspeed --hostfile hostfile --num_gpus $MA_NUM_GPUS --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 train.py
