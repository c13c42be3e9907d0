if [ -n "$DEBUG" ]; then
fi
torchrun --standalone --nproc_per_node=2 train.py
