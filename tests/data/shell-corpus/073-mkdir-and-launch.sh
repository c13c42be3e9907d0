mkdir -p logs && torchrun --standalone --nproc_per_node=2 --log_dir logs train.py
