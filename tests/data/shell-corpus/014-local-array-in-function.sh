build_args() {
  local -a args=(--nproc_per_node 2)
  echo "${args[@]}"
}
build_args
torchrun --standalone --nproc_per_node=2 train.py
