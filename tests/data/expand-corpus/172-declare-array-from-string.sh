# declare -a with a quoted "( ... )" value is an array assignment (its words expanded again); a
# plain assignment of the same text is a string.
declare -a NODES="(${VC_WORKER_HOSTS//,/ })"
LIST="(a b)"
declare -a COPY=$LIST
local_list() { local -a L="(\$VC_TASK_INDEX x)"; echo "${L[0]}"; }
PLAIN="(${VC_WORKER_HOSTS//,/ })"
torchrun --nnodes=${#NODES[@]} --nproc_per_node=8 --node_rank=$(local_list) --master_addr=${NODES[0]} --master_port=29500 train.py --copy ${#COPY[@]} --plain "$PLAIN"
