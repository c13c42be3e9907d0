torchrun --standalone --nproc_per_node=1 train.py --override '{"lr": 0.1, "tags": ["a b"]}'
