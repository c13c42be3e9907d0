# tr's combined short options (-dc is -d -c: keep only the digits), a count of commas with wc -c,
# a complement squeezed into one separator, and cut's field 0, an error (fields are numbered
# from 1) that leaves the value empty.
NODE_RANK=$(tr -dc '0-9' <<< "$HOSTNAME")
COMMAS=$(tr -cd ',' <<< "$VC_WORKER_HOSTS" | wc -c)
NNODES=$((COMMAS + 1))
WORDS=$(echo "$HOSTNAME" | tr -cs 'a-z' '_')
BYTES=$(printf 'ab\n' | wc -c)
ZERO=$(echo "$VC_WORKER_HOSTS" | cut -d, -f0)
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=8 --rdzv_id="$WORDS-$BYTES-$ZERO" \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
