HOSTS[0=node-0
torchrun --standalone --nproc_per_node=2 train.py
