# local makes a name the function's own: a nested call sees it (bash scopes dynamically), and the
# caller's value is back after the return; a local without a value is unset inside.
PORT=29500
NPROC=8
inner() { ARGS+=("--master_port=$PORT" "--nproc_per_node=${NPROC:-2}"); }
outer() {
    local PORT=$((PORT + VC_TASK_INDEX))
    local NPROC
    inner
}
ARGS=()
outer
torchrun "${ARGS[@]}" --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py --port "$PORT"
