# md5sum and sha256sum of known input, nl's numbering (empty lines not numbered), expr index
# and expr length: what GNU coreutils print.
ID=$(echo "$VC_WORKER_HOSTS" | md5sum | cut -c1-12)
SHA=$(printf '%s' "$VC_TASK_INDEX" | sha256sum | cut -d' ' -f1)
LAST=$(printf '%s\n\n%s\n' "${VC_WORKER_HOSTS%%,*}" "${VC_WORKER_HOSTS##*,}" | nl | tail -n 1)
COMMA=$(expr index "$VC_WORKER_HOSTS" ,)
NONE=$(expr index "$VC_WORKER_HOSTS" '#' || true)
LENGTH=$(expr length "$VC_WORKER_HOSTS")
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS:0:COMMA-1} --master_port=29500 --rdzv_id=$ID train.py --sha $SHA --last "$LAST" --none "$NONE" --length $LENGTH
