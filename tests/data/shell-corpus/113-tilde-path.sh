# expect: unresolved
torchrun --standalone --nproc_per_node=1 ~/work/train.py
