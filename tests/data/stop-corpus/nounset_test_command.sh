set -u
if [[ -n $DEBUG ]]; then
    echo debug
fi
torchrun --standalone --nproc_per_node=8 train.py
