# sed -i edits a file the script wrote, in place: the carriage returns pasted with the settings
# are gone before the file is sourced; -e scripts and an anchored empty pattern too.
printf 'NNODES=2\r\nMASTER_ADDR=%s\r\n' "${VC_WORKER_HOSTS%%,*}" > dist.env
sed -i 's/\r$//' dist.env
printf 'PORT=29400\n' > port.env
sed -i -e 's/294/295/' -e 's/00$/01/' port.env
set -a; . ./dist.env; . ./port.env; set +a
OPTS=(nproc_per_node=8 "node_rank=$VC_TASK_INDEX")
torchrun --nnodes=$NNODES "${OPTS[@]/#/--}" --master_addr=$MASTER_ADDR --master_port=$PORT train.py "${OPTS[@]/%/!}"
