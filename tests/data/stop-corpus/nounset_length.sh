set -u
echo "${#EXTRA_ARGS}"
torchrun --standalone --nproc_per_node=8 train.py
