USE_FP16=1
ARGS=(--epochs 1)
if [ "$USE_FP16" = 1 ]; then
  ARGS+=(--fp16)
fi
torchrun --standalone --nproc_per_node=2 train.py "${ARGS[@]}"
