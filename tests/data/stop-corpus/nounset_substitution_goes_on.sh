set -u
X=$(echo "$UNSET_IN_SUBSTITUTION")
torchrun --standalone --nproc_per_node=8 train.py
