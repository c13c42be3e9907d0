# node: 1
if [ "$VC_TASK_INDEX" -ge 1 ]; then
    echo "only one node is used"
    exit 3
fi
torchrun --standalone --nproc_per_node=8 train.py
