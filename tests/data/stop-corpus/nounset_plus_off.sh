set -u
set +u
echo "$NOT_SET"
torchrun --standalone --nproc_per_node=8 train.py
