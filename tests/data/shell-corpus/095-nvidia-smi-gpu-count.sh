# expect: unresolved
GPUS=$(nvidia-smi --query-gpu=name --format=csv,noheader | wc -l)
torchrun --standalone --nproc_per_node=$GPUS train.py
