# printf writes the script; source runs it in this shell, which sees unexported variables.
MASTER=$(echo "${VC_WORKER_HOSTS}" | cut -d, -f1)
NODES=${VC_WORKER_NUM}
printf '%s\n' 'torchrun --nnodes=$NODES --node_rank=$VC_TASK_INDEX \' \
    '  --master_addr=$MASTER --master_port=29500 train.py' > start.sh
source start.sh
