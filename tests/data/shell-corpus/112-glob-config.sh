# expect: unresolved
torchrun --standalone --nproc_per_node=1 train.py --configs configs/*.yaml
