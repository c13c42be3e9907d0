ARGS=(
  --nproc_per_node=8
  --nnodes=2
torchrun "${ARGS[@]}" train.py
