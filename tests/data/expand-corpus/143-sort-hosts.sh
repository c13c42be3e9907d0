# sort on known input, as GNU sort orders in the C locale: the reversed host list puts the last
# pod first (a master that is not node 0), and numeric sort with -u keeps one of equal numbers.
MASTER=$(echo "$VC_WORKER_HOSTS" | tr , '\n' | sort -r | head -n 1)
PORTS=$(printf '%s\n' 29510 29500 "29500" 8080 | sort -nu | tr '\n' ' ')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=${PORTS%% *} train.py --ports "$PORTS"
