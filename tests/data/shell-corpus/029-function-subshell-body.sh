cleanup() (
  rm -f ./.lock
)
trap cleanup EXIT
torchrun --standalone --nproc_per_node=1 train.py
