run train () { torchrun --standalone train.py; }
