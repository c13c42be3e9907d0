torchrun --nnodes=\
2 train.py --flag=a\
b
