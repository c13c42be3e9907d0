SEP=$'\t'
torchrun --standalone --nproc_per_node=1 train.py --sep "$SEP"
