N=$[1+1
torchrun --standalone --nproc_per_node=$N train.py
