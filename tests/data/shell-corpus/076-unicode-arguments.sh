torchrun --standalone --nproc_per_node=1 train.py --说明 "训练 一"
