# A wrapper that parses its own options with getopts: grouped letters, a value glued to its
# letter or in the next word, `--` ending the options, a silent-mode case for a missing value,
# and `shift $((OPTIND - 1))` leaving the training script and its arguments.
launch() {
    local OPTIND opt nodes=1 port=29500 verbose=""
    while getopts ":n:p:vq" opt; do
        case "$opt" in
            n) nodes=$OPTARG ;;
            p) port=$OPTARG ;;
            v | q) verbose+="-$opt" ;;
            :) echo "missing value for -$OPTARG" >&2; return 2 ;;
            \?) echo "unknown -$OPTARG" >&2 ;;
        esac
    done
    shift $((OPTIND - 1))
    torchrun --nnodes="$nodes" --nproc_per_node=2 --node_rank="$VC_TASK_INDEX" \
        --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port="$port" "$@" --tag "$verbose.$OPTIND"
}
launch -vq -x -n "$VC_WORKER_NUM" -p2$((VC_TASK_INDEX * 0))951 -- train.py -n 3
