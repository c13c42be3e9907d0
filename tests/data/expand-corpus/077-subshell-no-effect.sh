( export S=1 )
torchrun train.py "${S-unset}"
