# node: 1
if [ "$VC_TASK_INDEX" = 0 ]; then
    exit 0
fi
torchrun --standalone --nproc_per_node=8 train.py
