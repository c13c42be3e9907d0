# nodes: 1
# torch: 1.13
# outcome: starts
export PET_NPROC_PER_NODE=8
export PET_MASTER_PORT=29500
torchrun train.py --master_port 1234
