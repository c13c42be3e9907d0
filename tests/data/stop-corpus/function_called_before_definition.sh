# bash reads the lines in order: at the call the function is not defined yet, no program has its
# name (127), and the launcher inside it never runs
start_training train.py
start_training() {
    torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 "$@"
}
