# mapfile -O 1 stores the first line at index 1 (index 0 stays unset); -s skips, -n limits.
mapfile -t -O 1 HOSTS < <(echo "$VC_WORKER_HOSTS" | tr , '\n')
mapfile -t -s 1 -n 1 SECOND < <(echo "$VC_WORKER_HOSTS" | tr , '\n')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${HOSTS[1]} --master_port=29500 train.py --zero "${HOSTS[0]}" --second "${SECOND[0]}"
