# Options kept in an associative array and turned into words by a loop over its keys: bash lists
# the keys in its hash table's order, not the order written.
declare -A OPTS=([nnodes]=$VC_WORKER_NUM [node_rank]=$VC_TASK_INDEX [nproc_per_node]=4 [master_port]=29500)
OPTS[master_addr]=${VC_WORKER_HOSTS%%,*}
ARGS=()
for key in "${!OPTS[@]}"; do
    ARGS+=("--$key=${OPTS[$key]}")
done
torchrun "${ARGS[@]}" train.py "${OPTS[@]}"
