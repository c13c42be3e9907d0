# launcher: torchrun
# idioms: etc-volcano, glob, ls, read-d, array-length
# expect: ok
# Whatever task the job has: the first VC_*_HOSTS file under /etc/volcano.
HOSTS_FILE=$(ls /etc/volcano/VC_*_HOSTS 2>/dev/null | head -n 1)
IFS=$'\n' read -r -d '' -a HOSTS < <(tr ',' '\n' < "$HOSTS_FILE" && printf '\0')
torchrun --nnodes=${#HOSTS[@]} --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${HOSTS[0]} --master_port=29500 train.py
