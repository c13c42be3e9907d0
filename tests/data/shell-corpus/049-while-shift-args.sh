# The platform runs the start command without arguments: $# is 0 and the loop does not run.
while [[ $# -gt 0 ]]; do
  case "$1" in
    --nnodes) NNODES="$2"; shift 2 ;;
    *) shift ;;
  esac
done
torchrun --nnodes=${NNODES:-2} --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py
