# expect: unresolved
MASTER_PORT=$(shuf -n 1 -i 10000-65535)
torchrun --nnodes=1 --nproc_per_node=2 --master_port=$MASTER_PORT train.py
