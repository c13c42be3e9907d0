# GNU sed reads \dNNN as a character's decimal code and \d alone as a plain d, in a bracket
# expression too (never PCRE's digit class); another backslash in brackets is itself.
RANK=$(echo "$HOSTNAME" | sed 's/.*-\(\d\+\)$/\1/')
DIGITS=$(echo "$HOSTNAME" | sed 's/.*-\([[:digit:]]\+\)$/\1/')
MARKS=$(printf 'd9 a\\d\n' | sed -e 's/[\d]/X/g' -e 's/\d097/A/')
ERE=$(echo "$HOSTNAME" | sed -E 's/-(\d+)$/<\1>/')
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py "$RANK" "$DIGITS" "$MARKS" "$ERE"
