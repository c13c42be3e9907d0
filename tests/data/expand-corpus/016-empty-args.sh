torchrun train.py "" '' x ""
