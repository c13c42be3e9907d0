torchrun --nproc_per_node=(8) train.py
