# launcher: deepspeed
# idioms: hostfile, awk, no-ssh
# expect: ok
# A DeepSpeed hostfile from the host list, one "host slots=N" line per pod; no ssh.
GPU_PER_TASK=8
HOST_FILE=/tmp/hostfile.$VC_TASK_INDEX
echo "$VC_WORKER_HOSTS" | awk -F ',' -v n=$GPU_PER_TASK '{for (i = 1; i <= NF; i++) print $i " slots=" n}' > $HOST_FILE
deepspeed --hostfile $HOST_FILE --no_ssh --node_rank=$VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 finetune.py --deepspeed ds_config.json
