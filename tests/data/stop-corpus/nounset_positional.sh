set -u
torchrun --standalone --nproc_per_node=8 train.py "$1"
