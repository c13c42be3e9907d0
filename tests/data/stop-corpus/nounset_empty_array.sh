set -u
EXTRA=()
torchrun --standalone --nproc_per_node=8 "${EXTRA[@]}" train.py "$@"
