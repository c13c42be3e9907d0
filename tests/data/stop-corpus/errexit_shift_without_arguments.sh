set -e
# the platform runs the start command without arguments: there is nothing to shift
shift
torchrun --standalone --nproc_per_node=8 train.py
