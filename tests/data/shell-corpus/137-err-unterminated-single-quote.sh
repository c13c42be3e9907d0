torchrun --standalone --nproc_per_node=2 train.py --override '{"lr": 0.1}
