# xargs with -d keeps the input's last newline in the last item (echo prints it, wc -l counts one
# line more); -n groups the items; -a reads the items from a file and appends them after the
# command's own words, after the script too.
COUNT=$(echo "$VC_WORKER_HOSTS" | xargs -d, -n1 | wc -l)
FIRST=$(echo "$VC_WORKER_HOSTS" | xargs -d, -n1 | head -n1)
PAIRS=$(printf 'a b c d e\n' | xargs -n 2)
printf -- '--nnodes=2\n--node_rank=%s\n' "$VC_TASK_INDEX" > dist.args
printf -- '--master_addr=%s --nproc_per_node=8\n' "$FIRST" >> dist.args
xargs -a dist.args torchrun --master_port=29500 train.py "$COUNT" "$PAIRS"
