trap 'echo finished with $?' EXIT
torchrun --standalone --nproc_per_node=2 train.py
