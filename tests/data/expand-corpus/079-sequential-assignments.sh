A=1 B=$A
torchrun train.py "$B"
