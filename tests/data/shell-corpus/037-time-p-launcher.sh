time -p python -m torch.distributed.run --standalone --nproc_per_node=2 train.py
