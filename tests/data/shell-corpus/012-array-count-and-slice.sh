all=(a b c d e)
torchrun --standalone --nproc_per_node=${#all[@]} train.py "${all[@]:1:2}"
