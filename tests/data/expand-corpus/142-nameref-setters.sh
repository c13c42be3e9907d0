# local -n: a name that stands for another; assigning through it sets the caller's variable, an
# array too, and the nameref itself ends with the function.
set_value() { local -n target=$1; target=$2; }
add_option() { local -n list=$1; list+=("--$2=$3"); }
set_value NNODES "$VC_WORKER_NUM"
ARGS=()
add_option ARGS node_rank "$VC_TASK_INDEX"
add_option ARGS master_addr "${VC_WORKER_HOSTS%%,*}"
declare -n PORT_REF=MASTER_PORT
PORT_REF=29500
torchrun --nnodes "$NNODES" "${ARGS[@]}" --master_port="$MASTER_PORT" train.py --from "${target:-unset}" --via "$PORT_REF"
