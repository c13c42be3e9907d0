env A=1 B="x y" torchrun train.py
