NCCL_DEBUG=INFO OMP_NUM_THREADS=4 torchrun --standalone --nproc_per_node=2 train.py
