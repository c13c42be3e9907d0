files=(a.py b.py)
torchrun --standalone --nproc_per_node=1 train.py "${files[@]%.py}"
