torchrun train.py > /dev/null 2>&1
