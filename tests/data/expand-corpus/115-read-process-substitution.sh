# read from a process substitution and a here-string.
read -r FIRST REST < <(echo "$VC_WORKER_HOSTS" | tr ',' ' ')
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
torchrun --nnodes=${#HOSTS[@]} --master_addr=$FIRST t.py --rest "$REST"
