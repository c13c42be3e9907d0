# paste joins the lines of a host file the script writes: -s with a delimiter list used in turn, its escapes, the
# default tab, and the empty line it prints for an empty input.
tr , '\n' <<< "$VC_WORKER_HOSTS" > hosts.txt
HOSTS=$(paste -sd, hosts.txt)
SPACED=$(tr , '\n' <<< "$VC_WORKER_HOSTS" | paste -s -d ' ')
PAIRS=$(printf 'a\nb\nc\nd\n' | paste -sd ',;')
TABBED=$(printf 'x\ny\n' | paste -s)
NOTHING=$(printf '' | paste -sd, | wc -l)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${HOSTS%%,*} \
    --master_port=29500 train.py "$HOSTS" "$SPACED" "$PAIRS" "$TABBED" "$NOTHING"
