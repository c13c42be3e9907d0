ARGS=(
  "--data" "/data/my set"   # a path with a blank
  --workers 4               # loader processes
)
torchrun --standalone --nproc_per_node=1 train.py "${ARGS[@]}"
