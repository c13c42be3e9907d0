set -eu
torchrun --standalone --nproc_per_node=$GPUS_PER_NODE train.py
