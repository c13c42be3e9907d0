export A=1;;
torchrun --standalone --nproc_per_node=2 train.py
