flags=(--lr 0.1 --batch 32)
torchrun --nproc_per_node=1 train.py --flags "${flags[*]}"
