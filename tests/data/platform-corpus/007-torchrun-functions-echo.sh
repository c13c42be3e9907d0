# launcher: torchrun
# idioms: function-echo, bash-rematch, default-chain, branch-platform-var
# expect: ok
# Small functions that echo the value, each with its fallbacks for other environments.
node_rank() {
    if [[ -n "${VC_TASK_INDEX:-}" ]]; then
        echo "$VC_TASK_INDEX"
    elif [[ "${HOSTNAME:-}" =~ -([0-9]+)$ ]]; then
        echo "${BASH_REMATCH[1]}"
    else
        echo 0
    fi
}

master_addr() {
    if [[ -n "${MASTER_ADDR:-}" ]]; then
        echo "$MASTER_ADDR"
    elif [[ -n "${VC_WORKER_HOSTS:-}" ]]; then
        echo "${VC_WORKER_HOSTS%%,*}"
    else
        echo 127.0.0.1
    fi
}

num_nodes() {
    echo "${VC_WORKER_NUM:-1}"
}

torchrun --nnodes="$(num_nodes)" --node_rank="$(node_rank)" --nproc_per_node=8 \
    --master_addr="$(master_addr)" --master_port=29500 train.py
