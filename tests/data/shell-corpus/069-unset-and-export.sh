export NCCL_DEBUG=INFO
unset NCCL_DEBUG
export NCCL_IB_DISABLE=1
torchrun --standalone --nproc_per_node=2 train.py
