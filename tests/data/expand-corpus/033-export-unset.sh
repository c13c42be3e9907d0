export A=1 B=2
unset A
torchrun train.py
