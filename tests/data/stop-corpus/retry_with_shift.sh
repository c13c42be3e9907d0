# The count shifted off first: "$@" is the launcher
retry() {
  local tries=$1
  shift
  for i in $(seq "$tries"); do
    "$@" && return 0
  done
  return 1
}
retry 3 torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
