# A key=value file written by the script, exported with `export $(grep -v '^#' FILE | xargs)`:
# xargs without a command echoes the words of its input (quotes and backslashes as it reads them).
printf '%s\n' "# rendezvous" "MASTER_ADDR=${VC_WORKER_HOSTS%%,*}" "MASTER_PORT='29500'" 'RUN_TAG=a\ b' > .env
export $(grep -v '^#' .env | xargs)
EMPTY=$(printf '' | xargs)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank="$VC_TASK_INDEX" --master_addr="$MASTER_ADDR" \
    --master_port="$MASTER_PORT" train.py --tag "$RUN_TAG" --empty "[$EMPTY]"
