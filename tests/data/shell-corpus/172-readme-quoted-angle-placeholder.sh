torchrun --nproc_per_node=8 --nnodes=1 --node_rank=0 --master_addr="localhost" --master_port="<Master Port>" ddp_single.py --epochs 20
