MASTER_ADDR=$(hostname)
torchrun --nnodes=1 --nproc_per_node=2 --master_addr=$MASTER_ADDR train.py
