torchrun train.py "$'x'" "a'b"
