torchrun --nnodes=2 --node_rank=1 --master_port=29500 train.py --master_addr=<master-ip>
