coproc TICK { echo tick; }
torchrun --standalone --nproc_per_node=1 train.py
