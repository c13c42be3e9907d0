torchrun train.py "a\
b"
