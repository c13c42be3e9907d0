{ export G=1; }
torchrun train.py
