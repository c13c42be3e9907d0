# launcher: torchrun
# idioms: array-args
# expect: ok
HOST0=${VC_WORKER_HOSTS%%,*}
LAUNCH_ARGS=(
    --nnodes "$VC_WORKER_NUM"
    --node_rank "$VC_TASK_INDEX"
    --nproc_per_node 8
    --master_addr "$HOST0"
    --master_port 29500
)
torchrun "${LAUNCH_ARGS[@]}" train.py "$@"
