( cd /tmp && echo "in $(pwd)" )
torchrun --standalone --nproc_per_node=2 train.py
