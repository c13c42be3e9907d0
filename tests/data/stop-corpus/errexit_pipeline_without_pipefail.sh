set -e
false | cat
torchrun --standalone --nproc_per_node=8 train.py
