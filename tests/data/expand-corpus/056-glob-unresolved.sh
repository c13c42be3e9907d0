torchrun train.py *.yaml
