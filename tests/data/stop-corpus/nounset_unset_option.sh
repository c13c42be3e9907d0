# set -u and an option value nothing sets: bash stops at the launcher's own words.
set -u
torchrun --nnodes=$NNODES --nproc_per_node=8 train.py
