torchrun --standalone --nproc_per_node=$((2 * 4) train.py
