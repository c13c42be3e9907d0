set -e
export MASTER=$(false)
torchrun --standalone --nproc_per_node=8 train.py
