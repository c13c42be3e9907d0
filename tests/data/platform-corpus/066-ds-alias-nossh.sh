# launcher: ds
# idioms: hostfile, read-a, loop, no-ssh
# expect: ok
# The ds alias of deepspeed; the hostfile written in a loop over the array.
IFS=',' read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
: > hostfile
for h in "${HOSTS[@]}"; do
    echo "$h slots=8" >> hostfile
done
ds --master_port=25001 --master_addr=${HOSTS[0]} --hostfile hostfile --no_ssh \
    --node_rank=$VC_TASK_INDEX llava/train/train.py --deepspeed zero2.json
