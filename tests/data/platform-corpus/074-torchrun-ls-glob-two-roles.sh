# launcher: torchrun
# idioms: etc-volcano, glob, ls, read-d, two-roles
# other-role: master=1
# expect: wrong-count, wrong-master
# The same on a job with a "master" task too: VC_MASTER_HOSTS sorts first.
HOSTS_FILE=$(ls /etc/volcano/VC_*_HOSTS 2>/dev/null | head -n 1)
IFS=$'\n' read -r -d '' -a HOSTS < <(tr ',' '\n' < "$HOSTS_FILE" && printf '\0')
torchrun --nnodes=${#HOSTS[@]} --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${HOSTS[0]} --master_port=29500 train.py
