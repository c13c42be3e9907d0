python3 -u -m torch.distributed.launch --use_env --nproc_per_node=2 train.py
