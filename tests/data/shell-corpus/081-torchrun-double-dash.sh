torchrun --standalone --nproc_per_node=2 -- train.py --x 1
