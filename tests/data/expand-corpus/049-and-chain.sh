cd . && torchrun train.py
