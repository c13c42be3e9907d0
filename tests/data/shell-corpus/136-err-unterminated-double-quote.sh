torchrun --standalone --nproc_per_node=2 train.py --name "run one
