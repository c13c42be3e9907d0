let count=0
let count+=1
torchrun --standalone --nproc_per_node=2 train.py
