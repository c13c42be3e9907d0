# The classic option loop of a wrapper (while [ $# -gt 0 ]; case $1 ...; shift), a counter
# loop with until, and a retry loop whose condition is the launcher: bash decides each
# condition from known values, so each runs as bash runs it.
launch() {
    local nnodes=1 port=29500 extra=()
    while [ $# -gt 0 ]; do
        case $1 in
            --nodes) nnodes=$2; shift 2 ;;
            --port=*) port=${1#*=}; shift ;;
            --) shift; break ;;
            -*) extra+=("$1"); shift ;;
            *) break ;;
        esac
    done
    n=0
    until [ "$n" -ge 3 ]; do n=$((n + 1)); done
    until torchrun --nnodes="$nnodes" --node_rank="$VC_TASK_INDEX" --master_port="$port" "${extra[@]}" "$@" --tries "$n"; do
        sleep 5
    done
}
launch --nodes "$VC_WORKER_NUM" --port=29600 -v -- train.py --lr 0.1
