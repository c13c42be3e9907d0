set -u
echo "$UNSET_IN_PIPE" | cat
torchrun --standalone --nproc_per_node=8 train.py
