command -v true >/dev/null || { echo "true is not installed" >&2; exit 1; }
torchrun --standalone --nproc_per_node=8 train.py
