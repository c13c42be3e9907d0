set -e
retries=0
(( retries++ ))
torchrun --standalone --nproc_per_node=8 train.py
