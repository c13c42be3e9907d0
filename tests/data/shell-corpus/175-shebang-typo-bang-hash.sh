!#/bin/bash
NPROC_PER_NODE=2
LOG_WANDB=FALSE
torchrun --standalone --nproc_per_node=${NPROC_PER_NODE} --master_port=12345 train.py --log_wandb=${LOG_WANDB}
